import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { varchar } from './table-parts';

/**
 * The team info screens (make team, the staff portal's teamInfo): the team's home ground and a
 * plain-text introduction. Both optional; older teams have neither.
 */
export class TeamProfile1767227900000 implements MigrationInterface {
  name = 'TeamProfile1767227900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('team', [
      new TableColumn(varchar('home_ground', 100, { isNullable: true })),
      new TableColumn({ name: 'introduction', type: 'text', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('team', 'introduction');
    await queryRunner.dropColumn('team', 'home_ground');
  }
}
