import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A league's notice board takes posts from its league managers only (level 9). The fixed notice
 * boards made before this kept the default member level; only those still at it change, so a
 * level a manager chose in the board form stays.
 */
export class NoticeBoardManagers1767226900000 implements MigrationInterface {
  name = 'NoticeBoardManagers1767226900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("UPDATE board SET role_write = 9 WHERE board_label = 'notice' AND fixed = 1 AND role_write = 4");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("UPDATE board SET role_write = 4 WHERE board_label = 'notice' AND fixed = 1 AND role_write = 9");
  }
}
