import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessModule } from '../access';
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

/** The log's read routes: a league main's for its grade-1 managers, a team's for its managers (AccessModule's guards). */
@Module({
  imports: [AuditModule, AccessModule],
  controllers: [AuditController],
})
export class AuditAdminModule {}
