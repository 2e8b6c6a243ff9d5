import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { markFreshDatabase } from '../fresh-database';
import { incrementId, integer, varchar, flag, createdAt, foreignKey } from './table-parts';

export class LeagueMainAndSeason1767225600000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    markFreshDatabase(queryRunner.connection);
    await queryRunner.createTable(
      new Table({
        name: 'league_main',
        columns: [
          incrementId('main_id'),
          varchar('main_name', 100),
          varchar('league_path', 50),
          varchar('logo_img', 255, { isNullable: true }),
          varchar('ext_img1', 255, { isNullable: true }),
          varchar('ext_img2', 255, { isNullable: true }),
          createdAt(),
        ],
        uniques: [{ name: 'UQ_league_main_league_path', columnNames: ['league_path'] }],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'season',
        columns: [
          incrementId('season_id'),
          integer('main_id'),
          varchar('season_name', 100),
          flag('active', false),
          { name: 'begin_date', type: 'date' },
          { name: 'end_date', type: 'date' },
        ],
        indices: [{ name: 'IDX_season_main_id', columnNames: ['main_id'] }],
        foreignKeys: [foreignKey('season', 'main_id', 'league_main', 'main_id')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('season');
    await queryRunner.dropTable('league_main');
  }
}
