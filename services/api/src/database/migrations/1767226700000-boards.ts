import { Table, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';
import { incrementId, integer, varchar, flag, createdAt, foreignKey } from './table-parts';

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
          incrementId('board_id'),
          integer('main_id'),
          varchar('board_label', 20),
          varchar('board_name', 20),
          { name: 'board_type', type: 'smallint', default: 1 },
          varchar('board_memo', 500, { isNullable: true }),
          level('role_list', 1),
          level('role_view', 1),
          level('role_write', 4),
          level('role_comment', 4),
          flag('use_comment', true),
          flag('use_file_upload', true),
          flag('use_file_download', true),
          { name: 'max_file_count', type: 'smallint', default: 2 },
          flag('fixed', false),
          integer('register_id', { isNullable: true }),
          createdAt(),
        ],
        uniques: [{ name: 'UQ_board_main_label', columnNames: ['main_id', 'board_label'] }],
        foreignKeys: [foreignKey('board', 'main_id', 'league_main', 'main_id')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'post',
        columns: [
          incrementId('post_id'),
          integer('board_id'),
          integer('user_id'),
          varchar('title', 200),
          { name: 'content_html', type: 'text' },
          varchar('preview_text', 40, { default: "''" }),
          flag('is_notice', false),
          integer('view_count', { default: 0 }),
          createdAt(),
          { name: 'updated_at', type: 'datetime', isNullable: true },
        ],
        // The list: notices first, then newest, in one index range per board.
        indices: [{ name: 'IDX_post_board_notice_id', columnNames: ['board_id', 'is_notice', 'post_id'] }],
        foreignKeys: [foreignKey('post', 'board_id', 'board', 'board_id')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'post_comment',
        columns: [
          incrementId('comment_id'),
          integer('post_id'),
          integer('user_id'),
          { name: 'content', type: 'text' },
          createdAt(),
        ],
        indices: [{ name: 'IDX_post_comment_post_id', columnNames: ['post_id', 'comment_id'] }],
        foreignKeys: [foreignKey('post_comment', 'post_id', 'post', 'post_id')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'post_attachment',
        columns: [
          incrementId('attachment_id'),
          integer('post_id'),
          varchar('file_key', 200),
          varchar('original_name', 255),
          integer('size'),
          varchar('mime', 100),
          flag('is_image', false),
          varchar('thumbnail_key', 200, { isNullable: true }),
          createdAt(),
        ],
        indices: [{ name: 'IDX_post_attachment_post_id', columnNames: ['post_id'] }],
        foreignKeys: [foreignKey('post_attachment', 'post_id', 'post', 'post_id')],
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
