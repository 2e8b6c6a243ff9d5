import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { varchar } from './table-parts';

/** The external video channel link shown on one league's home page. */
export class LeagueMainVideoUrl1767225900000 implements MigrationInterface {
  name = 'LeagueMainVideoUrl1767225900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'league_main',
      new TableColumn(varchar('video_url', 255, { isNullable: true })),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('league_main', 'video_url');
  }
}
