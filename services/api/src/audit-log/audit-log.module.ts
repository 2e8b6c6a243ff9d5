import { Module } from '@nestjs/common';
import { AccessModule } from '../access';
import { AuditModule } from '../audit/audit.module';
import { AuditController } from './audit-log.controller';

/** The log's read routes: a league main's for its grade-1 managers, a team's for its managers (AccessModule's guards). */
@Module({
  imports: [AuditModule, AccessModule],
  controllers: [AuditController],
})
export class AuditAdminModule {}
