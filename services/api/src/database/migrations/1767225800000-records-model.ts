import { Table, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';
import { incrementId, integer, varchar, flag, createdAt, updatedAt, foreignKey } from './table-parts';

/**
 * The records model (issue 4): leagues of a season with their record settings, grounds, teams and
 * memberships, the schedule, game records (line score, side totals, batting and pitching lines),
 * lineups, suspended games, the maintained season aggregates and the season-import key map.
 * docs/records-model.md describes the tables.
 */

const count = (name: string): TableColumnOptions => integer(name, { default: 0 });

// Frozen copies of the engine's BattingTotals and PitchingTotals fields at the time of this migration.
const BATTING_COUNTS = ['games', 'pa', 'ab', 'r', 'h', 'double', 'triple', 'hr', 'rbi', 'bb', 'hbp', 'so', 'sh', 'sf', 'sb', 'cs', 'gdp'];
const PITCHING_COUNTS = ['games', 'wins', 'losses', 'saves', 'holds', 'outs', 'bf', 'np', 'h', 'hr', 'bb', 'hbp', 'so', 'r', 'er', 'wp', 'bk'];
const statCounts = (): TableColumnOptions[] => [
  ...BATTING_COUNTS.map((field) => count(`bat_${field}`)),
  ...PITCHING_COUNTS.map((field) => count(`pit_${field}`)),
];

export class RecordsModel1767225800000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'league',
        columns: [
          incrementId('league_id'),
          integer('season_id'),
          varchar('league_name', 50),
          integer('sort_order', { default: 0 }),
          integer('era_base_innings', { default: 9 }),
          integer('points_win', { default: 3 }),
          integer('points_draw', { default: 1 }),
          integer('points_loss', { default: 0 }),
          varchar('tiebreak_order', 200, { default: "'winPct,headToHead,runsAllowed,runsScored'" }),
          { name: 'batter_qualify_multiplier', type: 'decimal', precision: 6, scale: 3, default: 2 },
          { name: 'pitcher_qualify_multiplier', type: 'decimal', precision: 6, scale: 3, default: 0.8 },
          integer('regulation_innings', { isNullable: true }),
        ],
        indices: [{ name: 'IDX_league_season_id', columnNames: ['season_id'] }],
        foreignKeys: [foreignKey('league', 'season_id', 'season', 'season_id')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'ground',
        columns: [incrementId('ground_id'), integer('main_id', { isNullable: true }), varchar('ground_name', 50)],
        indices: [{ name: 'IDX_ground_main_id', columnNames: ['main_id'] }],
        foreignKeys: [foreignKey('ground', 'main_id', 'league_main', 'main_id', 'SET NULL')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'team',
        columns: [
          incrementId('team_id'),
          varchar('team_name', 50),
          integer('spo_type', { default: 1 }),
          varchar('logo_img', 200, { isNullable: true }),
          varchar('director', 50, { isNullable: true }),
          varchar('manager_name', 50, { isNullable: true }),
          { name: 'estb_dt', type: 'date', isNullable: true },
          createdAt(),
        ],
        indices: [{ name: 'IDX_team_team_name', columnNames: ['team_name'] }],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'team_player',
        columns: [
          integer('team_id', { isPrimary: true }),
          integer('player_id', { isPrimary: true }),
          varchar('backnumber', 10, { isNullable: true }),
          integer('team_role', { default: 7 }),
          varchar('position', 5, { isNullable: true }),
          { name: 'joined_at', type: 'date', isNullable: true },
        ],
        indices: [{ name: 'IDX_team_player_player_id', columnNames: ['player_id'] }],
        foreignKeys: [foreignKey('team_player', 'team_id', 'team', 'team_id'), foreignKey('team_player', 'player_id', 'player', 'player_id')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'league_team',
        columns: [
          integer('league_id', { isPrimary: true }),
          integer('team_id', { isPrimary: true }),
          flag('interleague', false),
          createdAt(),
        ],
        indices: [{ name: 'IDX_league_team_team_id', columnNames: ['team_id'] }],
        foreignKeys: [foreignKey('league_team', 'league_id', 'league', 'league_id'), foreignKey('league_team', 'team_id', 'team', 'team_id')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'league_player',
        columns: [
          incrementId('league_player_id'),
          integer('league_id'),
          integer('team_id'),
          integer('player_id'),
          { name: 'register_date', type: 'date', isNullable: true },
        ],
        uniques: [{ name: 'UQ_league_player_league_team_player', columnNames: ['league_id', 'team_id', 'player_id'] }],
        indices: [
          { name: 'IDX_league_player_player_id', columnNames: ['player_id'] },
          { name: 'IDX_league_player_team_id', columnNames: ['team_id'] },
        ],
        foreignKeys: [
          foreignKey('league_player', 'league_id', 'league', 'league_id'),
          foreignKey('league_player', 'team_id', 'team', 'team_id'),
          foreignKey('league_player', 'player_id', 'player', 'player_id'),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'schedule',
        columns: [
          incrementId('game_id'),
          integer('league_id'),
          varchar('game_name', 50, { isNullable: true }),
          { name: 'schedule_time', type: 'datetime' },
          integer('ground_id', { isNullable: true }),
          integer('writer_id', { isNullable: true }),
          integer('visit_team_id', { isNullable: true }),
          integer('home_team_id', { isNullable: true }),
          flag('visit_team_interleague', false),
          flag('home_team_interleague', false),
          integer('visit_team_league_id', { isNullable: true }),
          integer('home_team_league_id', { isNullable: true }),
          flag('is_cancel', false),
          varchar('cancel_reason', 20, { isNullable: true }),
          varchar('day_night', 1, { isNullable: true }),
          createdAt(),
          updatedAt(),
        ],
        indices: [
          { name: 'IDX_schedule_league_time', columnNames: ['league_id', 'schedule_time'] },
          { name: 'IDX_schedule_visit_team_time', columnNames: ['visit_team_id', 'schedule_time'] },
          { name: 'IDX_schedule_home_team_time', columnNames: ['home_team_id', 'schedule_time'] },
          { name: 'IDX_schedule_visit_team_league', columnNames: ['visit_team_league_id'] },
          { name: 'IDX_schedule_home_team_league', columnNames: ['home_team_league_id'] },
        ],
        foreignKeys: [
          foreignKey('schedule', 'league_id', 'league', 'league_id'),
          foreignKey('schedule', 'ground_id', 'ground', 'ground_id', 'SET NULL'),
          foreignKey('schedule', 'writer_id', 'user', 'user_id', 'SET NULL'),
          foreignKey('schedule', 'visit_team_id', 'team', 'team_id', 'NO ACTION'),
          foreignKey('schedule', 'home_team_id', 'team', 'team_id', 'NO ACTION'),
          foreignKey('schedule', 'visit_team_league_id', 'league', 'league_id', 'SET NULL'),
          foreignKey('schedule', 'home_team_league_id', 'league', 'league_id', 'SET NULL'),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'game',
        columns: [
          integer('game_id', { isPrimary: true }),
          varchar('win_type', 1, { isNullable: true }),
          varchar('winner_side', 5, { isNullable: true }),
          integer('visit_team_id'),
          integer('home_team_id'),
          integer('visit_league_id'),
          integer('home_league_id'),
          count('visit_score'),
          count('home_score'),
          count('visit_hits'),
          count('home_hits'),
          count('visit_errors'),
          count('home_errors'),
          count('visit_walks'),
          count('home_walks'),
          updatedAt(),
        ],
        indices: [
          { name: 'IDX_game_visit_league_id', columnNames: ['visit_league_id'] },
          { name: 'IDX_game_home_league_id', columnNames: ['home_league_id'] },
        ],
        foreignKeys: [
          foreignKey('game', 'game_id', 'schedule', 'game_id'),
          foreignKey('game', 'visit_team_id', 'team', 'team_id', 'NO ACTION'),
          foreignKey('game', 'home_team_id', 'team', 'team_id', 'NO ACTION'),
          // Deleting a whole season removes its records with it. Deleting one league must first delete (through
          // GameRecordService) the records of other leagues' games in which its teams were guests.
          foreignKey('game', 'visit_league_id', 'league', 'league_id'),
          foreignKey('game', 'home_league_id', 'league', 'league_id'),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'game_inning',
        columns: [
          integer('game_id', { isPrimary: true }),
          varchar('side', 5, { isPrimary: true }),
          integer('inning', { isPrimary: true }),
          integer('runs', { isNullable: true }),
        ],
        foreignKeys: [foreignKey('game_inning', 'game_id', 'game', 'game_id')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'game_batting',
        columns: [
          incrementId('game_batting_id'),
          integer('game_id'),
          varchar('side', 5),
          integer('team_id'),
          integer('player_id'),
          integer('bat_num'),
          integer('sub_order', { default: 0 }),
          varchar('position', 3, { isNullable: true }),
          ...['pa', 'ab', 'r', 'h', 'b2', 'b3', 'hr', 'rbi', 'bb', 'ibb', 'hbp', 'so', 'sb', 'cs', 'sh', 'sf', 'gidp'].map(count),
        ],
        indices: [
          { name: 'IDX_game_batting_game_id', columnNames: ['game_id'] },
          { name: 'IDX_game_batting_player_id', columnNames: ['player_id'] },
        ],
        foreignKeys: [
          foreignKey('game_batting', 'game_id', 'game', 'game_id'),
          foreignKey('game_batting', 'team_id', 'team', 'team_id', 'NO ACTION'),
          foreignKey('game_batting', 'player_id', 'player', 'player_id', 'NO ACTION'),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'game_pitching',
        columns: [
          incrementId('game_pitching_id'),
          integer('game_id'),
          varchar('side', 5),
          integer('team_id'),
          integer('player_id'),
          integer('pitch_order'),
          flag('starter', false),
          ...['outs', 'bf', 'h', 'hr', 'r', 'er', 'bb', 'hbp', 'so', 'wp', 'bk'].map(count),
          integer('pitches', { isNullable: true }),
          varchar('decision', 1, { isNullable: true }),
        ],
        indices: [
          { name: 'IDX_game_pitching_game_id', columnNames: ['game_id'] },
          { name: 'IDX_game_pitching_player_id', columnNames: ['player_id'] },
        ],
        foreignKeys: [
          foreignKey('game_pitching', 'game_id', 'game', 'game_id'),
          foreignKey('game_pitching', 'team_id', 'team', 'team_id', 'NO ACTION'),
          foreignKey('game_pitching', 'player_id', 'player', 'player_id', 'NO ACTION'),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'game_lineup',
        columns: [incrementId('game_lineup_id'), integer('game_id'), integer('team_id'), integer('player_id'), integer('bat_num'), varchar('position', 3, { isNullable: true })],
        uniques: [{ name: 'UQ_game_lineup_game_team_player', columnNames: ['game_id', 'team_id', 'player_id'] }],
        indices: [{ name: 'IDX_game_lineup_player_id', columnNames: ['player_id'] }],
        foreignKeys: [
          foreignKey('game_lineup', 'game_id', 'schedule', 'game_id'),
          foreignKey('game_lineup', 'team_id', 'team', 'team_id'),
          foreignKey('game_lineup', 'player_id', 'player', 'player_id'),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'suspended_game',
        columns: [integer('game_id', { isPrimary: true }), integer('season_id'), createdAt()],
        indices: [{ name: 'IDX_suspended_game_season_id', columnNames: ['season_id'] }],
        foreignKeys: [foreignKey('suspended_game', 'game_id', 'schedule', 'game_id'), foreignKey('suspended_game', 'season_id', 'season', 'season_id')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'league_player_stat',
        columns: [
          integer('league_id', { isPrimary: true }),
          integer('team_id', { isPrimary: true }),
          integer('player_id', { isPrimary: true }),
          count('games'),
          ...statCounts(),
        ],
        indices: [
          { name: 'IDX_league_player_stat_player_id', columnNames: ['player_id'] },
          { name: 'IDX_league_player_stat_team_id', columnNames: ['team_id'] },
        ],
        foreignKeys: [
          foreignKey('league_player_stat', 'league_id', 'league', 'league_id'),
          foreignKey('league_player_stat', 'team_id', 'team', 'team_id'),
          foreignKey('league_player_stat', 'player_id', 'player', 'player_id'),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'league_team_stat',
        columns: [
          integer('league_id', { isPrimary: true }),
          integer('team_id', { isPrimary: true }),
          count('games'),
          count('win'),
          count('lose'),
          count('draw'),
          count('runs_scored'),
          count('runs_allowed'),
          ...statCounts(),
        ],
        indices: [{ name: 'IDX_league_team_stat_team_id', columnNames: ['team_id'] }],
        foreignKeys: [foreignKey('league_team_stat', 'league_id', 'league', 'league_id'), foreignKey('league_team_stat', 'team_id', 'team', 'team_id')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'import_key',
        columns: [
          integer('main_id', { isPrimary: true }),
          varchar('kind', 10, { isPrimary: true }),
          varchar('import_key', 64, { isPrimary: true }),
          integer('entity_id'),
        ],
        foreignKeys: [foreignKey('import_key', 'main_id', 'league_main', 'main_id')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'import_key',
      'league_team_stat',
      'league_player_stat',
      'suspended_game',
      'game_lineup',
      'game_pitching',
      'game_batting',
      'game_inning',
      'game',
      'schedule',
      'league_player',
      'league_team',
      'team_player',
      'team',
      'ground',
      'league',
    ]) {
      await queryRunner.dropTable(table);
    }
  }
}
