import { Module } from '@nestjs/common';
import { AccessModule } from '../access';
import { AuditModule } from '../audit/audit.module';
import { FilesModule } from '../files/files.module';
import { LeaguesModule } from './leagues.module';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { SeasonAdminService } from './season-admin.service';

/**
 * Season, league and league-image writes of the league admin, and the forms' common config. A
 * module of its own so LeaguesModule (loaded by the command-line contexts) stays free of the
 * access, audit and files modules.
 */
@Module({
  imports: [LeaguesModule, AccessModule, AuditModule, FilesModule],
  providers: [LeaguesRepository, SeasonAdminService],
  exports: [SeasonAdminService],
})
export class SeasonAdminModule {}
