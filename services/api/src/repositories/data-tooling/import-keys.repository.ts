import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { placeholders, rawNumber, type Row } from '../../common/sql/raw-values';
import { insertChunked } from '../../database/insert-chunked';
import { ImportKey, type ImportKeyKind } from './import-key.entity';

/** Ids per IN (...) lookup. */
const LOOKUP_CHUNK = 500;

/** The table and id column of the rows each kind of key stands for. */
const KIND_TABLES: Record<ImportKeyKind, { table: string; idColumn: string }> = {
  ground: { table: 'ground', idColumn: 'ground_id' },
  team: { table: 'team', idColumn: 'team_id' },
  player: { table: 'player', idColumn: 'player_id' },
};

/** The season files' keys per league main (import_key): the one writer of the table. */
@Injectable()
export class ImportKeysRepository {
  /** The main's keys of the kind with the row id each stands for, read in the caller's transaction. */
  async knownIds(em: EntityManager, mainId: number, kind: ImportKeyKind): Promise<Map<string, number>> {
    const known = await em.findBy(ImportKey, { mainId, kind });
    return new Map(known.map((row) => [row.importKey, row.entityId]));
  }

  /** Which of the ids still name a row of the kind's table (a key's row may have been deleted since). */
  async existingIds(em: EntityManager, kind: ImportKeyKind, ids: readonly number[]): Promise<Set<number>> {
    const { table, idColumn } = KIND_TABLES[kind];
    const existing = new Set<number>();
    for (let i = 0; i < ids.length; i += LOOKUP_CHUNK) {
      const chunk = ids.slice(i, i + LOOKUP_CHUNK);
      const rows: Row[] = await em.query(`SELECT ${idColumn} AS id FROM ${table} WHERE ${idColumn} IN (${placeholders(chunk.length)})`, [...chunk]);
      for (const row of rows) existing.add(rawNumber(row['id']));
    }
    return existing;
  }

  async insertKeys(em: EntityManager, keys: readonly ImportKey[]): Promise<void> {
    await insertChunked(em, ImportKey, keys);
  }

  /** The key's row was deleted since: the key now stands for the new row. */
  async repoint(em: EntityManager, key: ImportKey): Promise<void> {
    await em.update(ImportKey, { mainId: key.mainId, kind: key.kind, importKey: key.importKey }, { entityId: key.entityId });
  }
}
