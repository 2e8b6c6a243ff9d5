import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { incrementId, integer, varchar, updatedAt, foreignKey } from './table-parts';

/**
 * A league main's stored texts written in the admin area (spec section 7, `default/{kind}/{label}/contents`):
 * kind `home` holds the league home texts, labels `intro` and `regulation`. One row per text, created
 * on the first save; no row reads as an empty text.
 */
export class DefaultContents1767226800000 implements MigrationInterface {
  name = 'DefaultContents1767226800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'default_contents',
        columns: [
          incrementId('contents_id'),
          integer('main_id'),
          varchar('kind', 20),
          varchar('label', 20),
          { name: 'content_html', type: 'text' },
          integer('updated_by', { isNullable: true }),
          updatedAt(),
        ],
        uniques: [{ name: 'UQ_default_contents_main_kind_label', columnNames: ['main_id', 'kind', 'label'] }],
        foreignKeys: [foreignKey('default_contents', 'main_id', 'league_main', 'main_id')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('default_contents');
  }
}
