import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { integer, varchar, binaryCollation } from './table-parts';

/**
 * The top bar's search index (services/api/docs/search.md): MariaDB has no n-gram full-text parser
 * and `LIKE '%x%'` cannot use a B-tree index, so every name of a player, team and league site is cut
 * into its characters and neighbour pairs (search_gram, looked up by gram) beside its search key
 * (search_name, the whole name checked on the few candidates). SearchIndexService fills it for the
 * rows already there at the server's start and keeps it in step afterwards (a migration imports no
 * application code, so it never runs yesterday's migration with today's queries).
 */
export class SearchGrams1767228400000 implements MigrationInterface {
  name = 'SearchGrams1767228400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Grams are compared byte for byte: a case- or accent-insensitive collation would make 'é' and 'e' one key.
    const binary = binaryCollation(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'search_name',
        columns: [
          varchar('kind', 1, { isPrimary: true }),
          integer('ref_id', { isPrimary: true }),
          varchar('name', 100),
          varchar('name_key', 100, binary),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'search_gram',
        columns: [
          varchar('gram', 2, { isPrimary: true, ...binary }),
          varchar('kind', 1, { isPrimary: true }),
          integer('ref_id', { isPrimary: true }),
        ],
        indices: [{ name: 'IDX_search_gram_ref', columnNames: ['kind', 'ref_id'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('search_gram');
    await queryRunner.dropTable('search_name');
  }
}
