import { AuditEntryRow } from '../../src/repositories/audit/audit-entry.entity';
import type { TestApp } from '../support/test-app';

/** The audit log as time passes: entries the server wrote, moved to another moment. */
export function auditFactory(t: TestApp) {
  return {
    /** Dates every entry of a kind at the instant (AuditRepository only appends and reads). */
    async backdate(kind: string, createdAt: Date): Promise<void> {
      await t.dataSource.getRepository(AuditEntryRow).update({ kind }, { createdAt });
    },
  };
}
