import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { rawNumber, rawSeoulDateTime, rawStringOrNull, type Row } from '../../common/sql/raw-values';
import { ManagerRequest, ManagerRequestStatus } from './manager-request.entity';


/** A manager request as the managers module reads it (without the member's name). */
export interface ManagerRequestRow {
  requestId: number;
  mainId: number;
  userId: number;
  message: string | null;
  status: ManagerRequestStatus;
  createdAt: string;
}

const COLUMNS = 'request_id, main_id, user_id, message, status, created_at';

const toRequest = (row: Row): ManagerRequestRow => ({
  requestId: rawNumber(row['request_id']),
  mainId: rawNumber(row['main_id']),
  userId: rawNumber(row['user_id']),
  message: rawStringOrNull(row['message']),
  status: rawNumber(row['status']) as ManagerRequestStatus,
  createdAt: rawSeoulDateTime(row['created_at']),
});

/** Every query of the managers module (its table: manager_request). */
@Injectable()
export class ManagerRequestsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async find(requestId: number): Promise<ManagerRequestRow | null> {
    const [row]: Row[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM manager_request WHERE request_id = ?`, [requestId]);
    return row ? toRequest(row) : null;
  }

  async pendingOfMember(mainId: number, userId: number): Promise<ManagerRequestRow | null> {
    const [row]: Row[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM manager_request WHERE main_id = ? AND user_id = ? AND status = ?`,
      [mainId, userId, ManagerRequestStatus.Pending],
    );
    return row ? toRequest(row) : null;
  }

  /** The main's pending requests, oldest first. */
  async pendingOf(mainId: number): Promise<ManagerRequestRow[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM manager_request WHERE main_id = ? AND status = ? ORDER BY created_at, request_id`,
      [mainId, ManagerRequestStatus.Pending],
    );
    return rows.map(toRequest);
  }

  /** How many requests of the main are pending. */
  async pendingCount(mainId: number): Promise<number> {
    const [row]: Row[] = await this.dataSource.query('SELECT COUNT(*) AS n FROM manager_request WHERE main_id = ? AND status = ?', [
      mainId,
      ManagerRequestStatus.Pending,
    ]);
    return Number(row?.['n'] ?? 0);
  }

  async insert(mainId: number, userId: number, message: string | null): Promise<number> {
    const result = await this.requests.insert({ mainId, userId, message, status: ManagerRequestStatus.Pending });
    return Number(result.identifiers[0]?.['requestId']);
  }

  /** Marks a pending request decided; false when it was no longer pending (decided meanwhile). */
  async decide(requestId: number, status: ManagerRequestStatus, decidedBy: number, em: EntityManager = this.dataSource.manager): Promise<boolean> {
    const result = await em.getRepository(ManagerRequest).update(
      { requestId, status: ManagerRequestStatus.Pending },
      { status, decidedBy, decidedAt: new Date() },
    );
    return (result.affected ?? 0) > 0;
  }

  private get requests() {
    return this.dataSource.getRepository(ManagerRequest);
  }
}
