import { Module } from '@nestjs/common';
import { UsersRepository } from '../../repositories/users/users.repository';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessModule } from '../access';
import { AuditModule } from '../audit/audit.module';
import { LeaguesModule } from '../leagues/leagues.module';
import { PlayersModule } from '../players/players.module';
import { RegistrationsModule } from '../registrations/registrations.module';
import { TeamsModule } from '../teams/teams.module';
import { AgreementSignature } from '../../repositories/agreements/agreement-signature.entity';
import { AgreementsRepository } from '../../repositories/agreements/agreements.repository';
import { AgreementsService } from './agreements.service';
import { SeasonAgreement } from '../../repositories/agreements/season-agreement.entity';

/**
 * League participation agreements (리그 참가 서약서): season_agreement and agreement_signature.
 * Registrations, seasons, players, teams and members are asked of their modules' services.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([SeasonAgreement, AgreementSignature]),
    LeaguesModule,
    RegistrationsModule,
    PlayersModule,
    TeamsModule,
    AccessModule,
    AuditModule,
  ],
  providers: [UsersRepository, AgreementsRepository, AgreementsService],
  exports: [AgreementsService],
})
export class AgreementsModule {}
