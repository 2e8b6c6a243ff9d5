import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LeaguesModule } from '../leagues/leagues.module';
import { TeamsModule } from '../teams/teams.module';
import { AuditAccess } from './audit-access.service';
import { AuditEntryRow } from './audit-entry.entity';
import { AuditController } from './audit.controller';
import { AuditQueries } from './audit.queries';
import { AuditService } from './audit.service';

/**
 * AuditService for the modules whose admin writes are recorded. It depends on nothing else, so
 * the leagues and teams modules can import it without a cycle.
 */
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntryRow])],
  providers: [AuditQueries, AuditService],
  exports: [AuditService],
})
export class AuditModule {}

/** The log's read routes for the league and team admin areas (they ask the leagues and teams who manages what). */
@Module({
  imports: [AuditModule, LeaguesModule, TeamsModule],
  controllers: [AuditController],
  providers: [AuditAccess],
})
export class AuditAdminModule {}
