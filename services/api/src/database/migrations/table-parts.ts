import type { QueryRunner, TableColumnOptions, TableForeignKeyOptions } from 'typeorm';

/**
 * The parts the migrations' tables are made of, written once: key, time-stamp and plain columns,
 * and foreign keys named `FK_<table>_<column>`. Migrations take their parts from here, not from
 * application code (a migration must build the same schema however the entities change later), so
 * a part is used by migrations already run: add a part or an option rather than change one.
 */

/** An auto-increment integer primary key. */
export const incrementId = (name: string): TableColumnOptions => ({
  name,
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});

/** An integer column (NOT NULL unless the options say otherwise). */
export const integer = (name: string, options: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type: 'integer', ...options });

/** A varchar column of `length` characters. */
export const varchar = (name: string, length: number, options: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  ...options,
});

/** A boolean column, false (0) or true (1) by default. */
export const flag = (name: string, on: boolean): TableColumnOptions => ({ name, type: 'boolean', default: on ? 1 : 0 });

/** `created_at`, the row's insert time by default. */
export const createdAt = (): TableColumnOptions => ({ name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' });

/** `updated_at`, the insert time by default. */
export const updatedAt = (): TableColumnOptions => ({ name: 'updated_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' });

/** The foreign key `FK_<table>_<column>` from `table.column` to `referencedTable.referencedColumn`. */
export const foreignKey = (
  table: string,
  column: string,
  referencedTable: string,
  referencedColumn: string,
  onDelete: TableForeignKeyOptions['onDelete'] = 'CASCADE',
): TableForeignKeyOptions => ({
  name: `FK_${table}_${column}`,
  columnNames: [column],
  referencedTableName: referencedTable,
  referencedColumnNames: [referencedColumn],
  onDelete,
});

/** Column options that compare a text byte for byte on MySQL/MariaDB ('abc' ≠ 'ABC', 'é' ≠ 'e'); SQLite's default already does. */
export const binaryCollation = (queryRunner: QueryRunner): Partial<TableColumnOptions> =>
  queryRunner.connection.options.type === 'mysql' || queryRunner.connection.options.type === 'mariadb' ? { collation: 'utf8mb4_bin' } : {};

/**
 * The columns of team_leave (a member's own ended roster entries), made by migration 1767227800000;
 * 1767228500000 drops the table and its down() makes it again with these columns.
 */
export const teamLeaveColumns = (): TableColumnOptions[] => [
  incrementId('leave_id'),
  integer('team_id'),
  integer('player_id'),
  integer('user_id'),
  varchar('backnumber', 10, { isNullable: true }),
  integer('team_role', { default: 7 }),
  varchar('position', 5, { isNullable: true }),
  { name: 'joined_at', type: 'date', isNullable: true },
  { name: 'left_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
];
