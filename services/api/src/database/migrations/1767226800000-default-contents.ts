import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

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
          { name: 'contents_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'main_id', type: 'integer' },
          { name: 'kind', type: 'varchar', length: '20' },
          { name: 'label', type: 'varchar', length: '20' },
          { name: 'content_html', type: 'text' },
          { name: 'updated_by', type: 'integer', isNullable: true },
          { name: 'updated_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        uniques: [{ name: 'UQ_default_contents_main_kind_label', columnNames: ['main_id', 'kind', 'label'] }],
        foreignKeys: [
          {
            name: 'FK_default_contents_main_id',
            columnNames: ['main_id'],
            referencedTableName: 'league_main',
            referencedColumnNames: ['main_id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('default_contents');
  }
}
