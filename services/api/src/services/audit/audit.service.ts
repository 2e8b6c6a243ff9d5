import { Injectable } from '@nestjs/common';
import type { AuditChanges, AuditKind, AuditObjectType, AuditPage, AuditQuery, AuditScopeType } from '@dugout/contracts';
import type { EntityManager } from 'typeorm';
import { auditChanges, type AuditSnapshot } from './audit-changes';
import { AuditRepository } from '../../repositories/audit/audit.repository';

interface AuditEntryBase {
  /** The manager who wrote. */
  userId: number;
  /** Whose log: the league main (its main id) or the team. */
  scope: { type: AuditScopeType; id: number };
  kind: AuditKind;
  object: { type: AuditObjectType; id: number };
}

/** What changed: the changed fields, or the object before and after the write (null: created / removed). */
export type AuditRecord = AuditEntryBase &
  ({ changes: AuditChanges } | { before: AuditSnapshot | null; after: AuditSnapshot | null; fields?: readonly string[] });

/** The audit log of admin writes: written inside the write's own transaction, read by the scope's managers. */
@Injectable()
export class AuditService {
  constructor(private readonly repository: AuditRepository) {}

  /**
   * Adds an entry through `manager` (the admin write's transaction, so the entry commits or rolls
   * back with the write). A write that changed no field is not recorded: answers null.
   */
  async record(manager: EntityManager | undefined, entry: AuditRecord): Promise<number | null> {
    const changes = 'changes' in entry ? entry.changes : auditChanges(entry.before, entry.after, entry.fields);
    if (Object.keys(changes).length === 0) return null;
    return this.repository.insert(manager, {
      scopeType: entry.scope.type,
      scopeId: entry.scope.id,
      userId: entry.userId,
      kind: entry.kind,
      objectType: entry.object.type,
      objectId: entry.object.id,
      changes,
      createdAt: new Date(),
    });
  }

  /** A page of a scope's log, newest first. The caller has checked that the reader may see it. */
  async page(scopeType: AuditScopeType, scopeId: number, query: AuditQuery): Promise<AuditPage> {
    const { entries, total } = await this.repository.page(scopeType, scopeId, query);
    return { data: entries, total, page: query.page, pageSize: query.pageSize };
  }
}
