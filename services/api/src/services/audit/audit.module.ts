import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEntryRow } from '../../repositories/audit/audit-entry.entity';
import { AuditRepository } from '../../repositories/audit/audit.repository';
import { AuditService } from './audit.service';

/**
 * AuditService for the modules whose admin writes are recorded. It depends on nothing else, so
 * the leagues and teams modules can import it without a cycle.
 */
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntryRow])],
  providers: [AuditRepository, AuditService],
  exports: [AuditService],
})
export class AuditModule {}

