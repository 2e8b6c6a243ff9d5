import { Injectable } from '@nestjs/common';
import type { AuditChanges, AuditEntry, AuditKind, AuditObjectType, AuditQuery, AuditScopeType } from '@dugout/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import {
  rawNumber,
  rawSeoulDateTime,
  rawString,
  seoulDayStart,
  utcDateTimeParam,
  type RawValue,
  type Row,
} from '../../common/sql/raw-values';
import { AuditEntryRow } from './audit-entry.entity';


const DAY_MS = 24 * 60 * 60 * 1000;

export interface NewAuditRow {
  scopeType: AuditScopeType;
  scopeId: number;
  userId: number;
  kind: AuditKind;
  objectType: AuditObjectType;
  objectId: number;
  changes: AuditChanges;
  createdAt: Date;
}

/** The stored JSON text as the answer's typed changes; text that is not an object reads as none. */
function parseChanges(text: RawValue): AuditChanges {
  try {
    const parsed: unknown = JSON.parse(rawString(text));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as AuditChanges) : {};
  } catch {
    return {};
  }
}

const toAuditEntry = (row: Row): AuditEntry => ({
  auditId: rawNumber(row['audit_id']),
  userId: rawNumber(row['user_id']),
  username: rawString(row['username']),
  createdAt: rawSeoulDateTime(row['created_at']),
  scopeType: rawString(row['scope_type']) as AuditScopeType,
  scopeId: rawNumber(row['scope_id']),
  kind: rawString(row['kind']) as AuditKind,
  objectType: rawString(row['object_type']) as AuditObjectType,
  objectId: rawNumber(row['object_id']),
  changes: parseChanges(row['changes']),
});

/** Every query of the audit log: one insert and the paged read. There is no update or delete. */
@Injectable()
export class AuditRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager | undefined, entry: NewAuditRow): Promise<number> {
    const result = await (manager ?? this.dataSource.manager).insert(AuditEntryRow, { ...entry, changes: JSON.stringify(entry.changes) });
    return rawNumber(result.identifiers[0]?.['auditId']);
  }

  /** A scope's entries matching the filters, newest first, with the author's username. */
  async page(scopeType: AuditScopeType, scopeId: number, query: AuditQuery): Promise<{ entries: AuditEntry[]; total: number }> {
    const conditions = ['a.scope_type = ?', 'a.scope_id = ?'];
    const params: (string | number)[] = [scopeType, scopeId];
    if (query.from !== undefined) {
      conditions.push('a.created_at >= ?');
      params.push(utcDateTimeParam(seoulDayStart(query.from)));
    }
    if (query.to !== undefined) {
      conditions.push('a.created_at < ?');
      params.push(utcDateTimeParam(seoulDayStart(query.to) + DAY_MS));
    }
    if (query.userId !== undefined) {
      conditions.push('a.user_id = ?');
      params.push(query.userId);
    }
    if (query.kind !== undefined) {
      conditions.push('a.kind = ?');
      params.push(query.kind);
    }
    const where = conditions.join(' AND ');
    const [{ total }]: Row[] = await this.dataSource.query(`SELECT COUNT(*) AS total FROM audit_entry a WHERE ${where}`, params);
    const rows: Row[] = await this.dataSource.query(
      `SELECT a.audit_id, a.user_id, u.username, a.created_at, a.scope_type, a.scope_id, a.kind, a.object_type, a.object_id, a.changes
       FROM audit_entry a LEFT JOIN user u ON u.user_id = a.user_id
       WHERE ${where} ORDER BY a.created_at DESC, a.audit_id DESC LIMIT ? OFFSET ?`,
      [...params, query.pageSize, (query.page - 1) * query.pageSize],
    );
    return { entries: rows.map(toAuditEntry), total: rawNumber(total) };
  }
}
