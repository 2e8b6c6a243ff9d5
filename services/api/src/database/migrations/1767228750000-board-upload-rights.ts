import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Files may be attached only on boards that league managers alone write on (spec section 5). The
 * boards made before the rule took the column defaults (members write, uploads on): the fixed
 * gallery boards still at the member level become managers' boards (a gallery is its photos);
 * every other board a member may write on stops taking files. Stored attachments stay readable.
 */
export class BoardUploadRights1767228750000 implements MigrationInterface {
  name = 'BoardUploadRights1767228750000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("UPDATE board SET role_write = 9 WHERE board_label = 'gallery' AND fixed = 1 AND role_write = 4 AND use_file_upload = 1");
    await queryRunner.query('UPDATE board SET use_file_upload = 0 WHERE use_file_upload = 1 AND role_write <> 9');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Which general boards took files before cannot be told apart any more; the galleries go back to members.
    await queryRunner.query("UPDATE board SET role_write = 4 WHERE board_label = 'gallery' AND fixed = 1 AND role_write = 9");
  }
}
