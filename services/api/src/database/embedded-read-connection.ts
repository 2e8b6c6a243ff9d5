import Database from 'better-sqlite3';
import { QueryFailedError } from 'typeorm';
import { QueryResult } from 'typeorm/query-runner/QueryResult';
import { EMBEDDED_BUSY_TIMEOUT_MS } from './embedded-database';

const READ_STATEMENT = /^\s*(SELECT|WITH)\b/i;
const STATEMENT_CACHE_SIZE = 200;

/**
 * A second, read-only connection to the embedded file for the statements that run outside any
 * transaction and only read. In WAL mode it reads the last committed state while the writer's
 * transaction is open, so a public page never waits for a save. Opened on first use, after the
 * writer has created the file and run the migrations.
 */
export class EmbeddedReadConnection {
  private db: Database.Database | null = null;
  /** Prepared statements by SQL; null for a statement this connection may not run (it writes). */
  private readonly statements = new Map<string, Database.Statement | null>();

  constructor(private readonly file: string) {}

  /** The statement, when `sql` only reads and may run here; otherwise null (it goes to the writer). */
  prepared(sql: string): Database.Statement | null {
    if (!READ_STATEMENT.test(sql)) return null;
    const cached = this.statements.get(sql);
    if (cached !== undefined) return cached;
    let prepared: Database.Statement;
    try {
      prepared = this.connection().prepare(sql);
    } catch {
      // Not cached: the table may not exist yet (before the migrations). The writer answers its error.
      return null;
    }
    const statement = prepared.reader && prepared.readonly ? prepared : null;
    this.statements.set(sql, statement);
    while (this.statements.size > STATEMENT_CACHE_SIZE) {
      this.statements.delete(this.statements.keys().next().value as string);
    }
    return statement;
  }

  /** Runs a statement from prepared() and answers as TypeORM's better-sqlite3 QueryRunner does. */
  run(statement: Database.Statement, sql: string, parameters: unknown[], structured: boolean): unknown {
    let rows: unknown[];
    try {
      rows = statement.all(...parameters);
    } catch (error) {
      throw new QueryFailedError(sql, parameters, error as Error);
    }
    if (!structured) return rows;
    const result = new QueryResult();
    result.raw = rows;
    result.records = rows;
    return result;
  }

  close(): void {
    this.statements.clear();
    this.db?.close();
    this.db = null;
  }

  private connection(): Database.Database {
    this.db ??= new Database(this.file, { readonly: true, fileMustExist: true, timeout: EMBEDDED_BUSY_TIMEOUT_MS });
    return this.db;
  }
}
