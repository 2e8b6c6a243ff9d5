import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { foreignKey, integer } from './table-parts';

/**
 * A game recorded play by play (issue 28, @dugout/play-by-play): `game_play_start` holds the setup
 * (the starting lineups, GameSetup as JSON) and the league rules (LeagueRules as JSON) the game is
 * played under; `game_play` the scorer's events in order (seq 1, 2, …, GameEvent as JSON). The box
 * score is derived from them and saved as the game's record.
 */
export class GamePlays1767228900000 implements MigrationInterface {
  name = 'GamePlays1767228900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'game_play_start',
        columns: [
          integer('game_id', { isPrimary: true }),
          { name: 'setup', type: 'text' },
          { name: 'rules', type: 'text' },
          integer('user_id', { isNullable: true }),
          { name: 'created_at', type: 'datetime' },
        ],
        foreignKeys: [foreignKey('game_play_start', 'game_id', 'schedule', 'game_id')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'game_play',
        columns: [
          integer('game_id', { isPrimary: true }),
          integer('seq', { isPrimary: true }),
          { name: 'event', type: 'text' },
          integer('user_id', { isNullable: true }),
          { name: 'created_at', type: 'datetime' },
        ],
        foreignKeys: [foreignKey('game_play', 'game_id', 'schedule', 'game_id')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('game_play');
    await queryRunner.dropTable('game_play_start');
  }
}
