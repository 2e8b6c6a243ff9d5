import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { markFreshDatabase } from '../fresh-database';

export class LeagueMainAndSeason1767225600000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    markFreshDatabase(queryRunner.connection);
    await queryRunner.createTable(
      new Table({
        name: 'league_main',
        columns: [
          { name: 'main_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'main_name', type: 'varchar', length: '100' },
          { name: 'league_path', type: 'varchar', length: '50' },
          { name: 'logo_img', type: 'varchar', length: '255', isNullable: true },
          { name: 'ext_img1', type: 'varchar', length: '255', isNullable: true },
          { name: 'ext_img2', type: 'varchar', length: '255', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        uniques: [{ name: 'UQ_league_main_league_path', columnNames: ['league_path'] }],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'season',
        columns: [
          { name: 'season_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'main_id', type: 'integer' },
          { name: 'season_name', type: 'varchar', length: '100' },
          { name: 'active', type: 'boolean', default: 0 },
          { name: 'begin_date', type: 'date' },
          { name: 'end_date', type: 'date' },
        ],
        indices: [{ name: 'IDX_season_main_id', columnNames: ['main_id'] }],
        foreignKeys: [
          {
            name: 'FK_season_main_id',
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
    await queryRunner.dropTable('season');
    await queryRunner.dropTable('league_main');
  }
}
