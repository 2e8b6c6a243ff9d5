import { Module } from '@nestjs/common';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { PlayersRepository } from '../../repositories/players/players.repository';
import { RegistrationsRepository } from '../../repositories/registrations/registrations.repository';
import { UsersRepository } from '../../repositories/users/users.repository';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessModule } from '../access';
import { AuditModule } from '../audit/audit.module';
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
    TeamsModule,
    AccessModule,
    AuditModule,
  ],
  providers: [LeaguesRepository, PlayersRepository, RegistrationsRepository, UsersRepository, AgreementsRepository, AgreementsService],
  exports: [AgreementsService],
})
export class AgreementsModule {}
