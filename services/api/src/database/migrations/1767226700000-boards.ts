import { Table, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

const id = (name: string): TableColumnOptions => ({ name, type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' });
const createdAt: TableColumnOptions = { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' };
const flag = (name: string, on: boolean): TableColumnOptions => ({ name, type: 'boolean', default: on ? 1 : 0 });
const level = (name: string, value: number): TableColumnOptions => ({ name, type: 'smallint', default: value });

/** The two boards every league main has; they cannot be renamed or deleted (fixed). */
/** Notices come from the league's managers (level 9); the gallery takes members' photos (4). */
export const FIXED_BOARDS = [
  { label: 'notice', name: '공지사항', type: 1, writeLevel: 9 },
  // Posts carry files, which only boards that league managers write on may take (migration 1767228750000).
  { label: 'gallery', name: '갤러리', type: 2, writeLevel: 9 },
] as const;

/**
 * The league boards (spec sections 3, 6, 9): boards of a league main with their role levels per
 * action (1 non-member, 4 member, 6 league participant, 9 league manager), posts, comments and
 * attachments (keys of the file storage service). Every existing league main gets the notice and
 * gallery boards here; mains created later get them from BoardsService.createFixedBoards.
 * user_id columns have no foreign key so that a post outlives its author's account.
 */
export class Boards1767226700000 implements MigrationInterface {
  name = 'Boards1767226700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'board',
        columns: [
          id('board_id'),
          { name: 'main_id', type: 'integer' },
          { name: 'board_label', type: 'varchar', length: '20' },
          { name: 'board_name', type: 'varchar', length: '20' },
          { name: 'board_type', type: 'smallint', default: 1 },
          { name: 'board_memo', type: 'varchar', length: '500', isNullable: true },
          level('role_list', 1),
          level('role_view', 1),
          level('role_write', 4),
          level('role_comment', 4),
          flag('use_comment', true),
          flag('use_file_upload', true),
          flag('use_file_download', true),
          { name: 'max_file_count', type: 'smallint', default: 2 },
          flag('fixed', false),
          { name: 'register_id', type: 'integer', isNullable: true },
          createdAt,
        ],
        uniques: [{ name: 'UQ_board_main_label', columnNames: ['main_id', 'board_label'] }],
        foreignKeys: [
          { name: 'FK_board_main_id', columnNames: ['main_id'], referencedTableName: 'league_main', referencedColumnNames: ['main_id'], onDelete: 'CASCADE' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'post',
        columns: [
          id('post_id'),
          { name: 'board_id', type: 'integer' },
          { name: 'user_id', type: 'integer' },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'content_html', type: 'text' },
          { name: 'preview_text', type: 'varchar', length: '40', default: "''" },
          flag('is_notice', false),
          { name: 'view_count', type: 'integer', default: 0 },
          createdAt,
          { name: 'updated_at', type: 'datetime', isNullable: true },
        ],
        // The list: notices first, then newest, in one index range per board.
        indices: [{ name: 'IDX_post_board_notice_id', columnNames: ['board_id', 'is_notice', 'post_id'] }],
        foreignKeys: [
          { name: 'FK_post_board_id', columnNames: ['board_id'], referencedTableName: 'board', referencedColumnNames: ['board_id'], onDelete: 'CASCADE' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'post_comment',
        columns: [
          id('comment_id'),
          { name: 'post_id', type: 'integer' },
          { name: 'user_id', type: 'integer' },
          { name: 'content', type: 'text' },
          createdAt,
        ],
        indices: [{ name: 'IDX_post_comment_post_id', columnNames: ['post_id', 'comment_id'] }],
        foreignKeys: [
          { name: 'FK_post_comment_post_id', columnNames: ['post_id'], referencedTableName: 'post', referencedColumnNames: ['post_id'], onDelete: 'CASCADE' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'post_attachment',
        columns: [
          id('attachment_id'),
          { name: 'post_id', type: 'integer' },
          { name: 'file_key', type: 'varchar', length: '200' },
          { name: 'original_name', type: 'varchar', length: '255' },
          { name: 'size', type: 'integer' },
          { name: 'mime', type: 'varchar', length: '100' },
          flag('is_image', false),
          { name: 'thumbnail_key', type: 'varchar', length: '200', isNullable: true },
          createdAt,
        ],
        indices: [{ name: 'IDX_post_attachment_post_id', columnNames: ['post_id'] }],
        foreignKeys: [
          { name: 'FK_post_attachment_post_id', columnNames: ['post_id'], referencedTableName: 'post', referencedColumnNames: ['post_id'], onDelete: 'CASCADE' },
        ],
      }),
    );
    const mains: { main_id: number }[] = await queryRunner.query('SELECT main_id FROM league_main');
    for (const main of mains) {
      for (const board of FIXED_BOARDS) {
        await queryRunner.query('INSERT INTO board (main_id, board_label, board_name, board_type, fixed) VALUES (?, ?, ?, ?, 1)', [
          main.main_id,
          board.label,
          board.name,
          board.type,
        ]);
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('post_attachment');
    await queryRunner.dropTable('post_comment');
    await queryRunner.dropTable('post');
    await queryRunner.dropTable('board');
  }
}
