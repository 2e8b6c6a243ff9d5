import { Table, type MigrationInterface, type QueryRunner, type TableColumnOptions, type TableForeignKeyOptions } from 'typeorm';

/**
 * The records model (issue 4): leagues of a season with their record settings, grounds, teams and
 * memberships, the schedule, game records (line score, side totals, batting and pitching lines),
 * lineups, suspended games, the maintained season aggregates and the season-import key map.
 * docs/records-model.md describes the tables.
 */

const id = (name: string): TableColumnOptions => ({
  name,
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});
const int = (name: string, options: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type: 'integer', ...options });
const count = (name: string): TableColumnOptions => int(name, { default: 0 });
const text = (name: string, length: number, options: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  ...options,
});
const createdAt = (): TableColumnOptions => ({ name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' });
const fk = (
  table: string,
  column: string,
  referencedTableName: string,
  referencedColumn: string,
  onDelete: TableForeignKeyOptions['onDelete'] = 'CASCADE',
): TableForeignKeyOptions => ({
  name: `FK_${table}_${column}`,
  columnNames: [column],
  referencedTableName,
  referencedColumnNames: [referencedColumn],
  onDelete,
});

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
          id('league_id'),
          int('season_id'),
          text('league_name', 50),
          int('sort_order', { default: 0 }),
          int('era_base_innings', { default: 9 }),
          int('points_win', { default: 3 }),
          int('points_draw', { default: 1 }),
          int('points_loss', { default: 0 }),
          text('tiebreak_order', 200, { default: "'winPct,headToHead,runsAllowed,runsScored'" }),
          { name: 'batter_qualify_multiplier', type: 'decimal', precision: 6, scale: 3, default: 2 },
          { name: 'pitcher_qualify_multiplier', type: 'decimal', precision: 6, scale: 3, default: 0.8 },
          int('regulation_innings', { isNullable: true }),
        ],
        indices: [{ name: 'IDX_league_season_id', columnNames: ['season_id'] }],
        foreignKeys: [fk('league', 'season_id', 'season', 'season_id')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'ground',
        columns: [id('ground_id'), int('main_id', { isNullable: true }), text('ground_name', 50)],
        indices: [{ name: 'IDX_ground_main_id', columnNames: ['main_id'] }],
        foreignKeys: [fk('ground', 'main_id', 'league_main', 'main_id', 'SET NULL')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'team',
        columns: [
          id('team_id'),
          text('team_name', 50),
          int('spo_type', { default: 1 }),
          text('logo_img', 200, { isNullable: true }),
          text('director', 50, { isNullable: true }),
          text('manager_name', 50, { isNullable: true }),
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
          int('team_id', { isPrimary: true }),
          int('player_id', { isPrimary: true }),
          text('backnumber', 10, { isNullable: true }),
          int('team_role', { default: 7 }),
          text('position', 5, { isNullable: true }),
          { name: 'joined_at', type: 'date', isNullable: true },
        ],
        indices: [{ name: 'IDX_team_player_player_id', columnNames: ['player_id'] }],
        foreignKeys: [fk('team_player', 'team_id', 'team', 'team_id'), fk('team_player', 'player_id', 'player', 'player_id')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'league_team',
        columns: [
          int('league_id', { isPrimary: true }),
          int('team_id', { isPrimary: true }),
          { name: 'interleague', type: 'boolean', default: 0 },
          createdAt(),
        ],
        indices: [{ name: 'IDX_league_team_team_id', columnNames: ['team_id'] }],
        foreignKeys: [fk('league_team', 'league_id', 'league', 'league_id'), fk('league_team', 'team_id', 'team', 'team_id')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'league_player',
        columns: [
          id('league_player_id'),
          int('league_id'),
          int('team_id'),
          int('player_id'),
          { name: 'register_date', type: 'date', isNullable: true },
        ],
        uniques: [{ name: 'UQ_league_player_league_team_player', columnNames: ['league_id', 'team_id', 'player_id'] }],
        indices: [
          { name: 'IDX_league_player_player_id', columnNames: ['player_id'] },
          { name: 'IDX_league_player_team_id', columnNames: ['team_id'] },
        ],
        foreignKeys: [
          fk('league_player', 'league_id', 'league', 'league_id'),
          fk('league_player', 'team_id', 'team', 'team_id'),
          fk('league_player', 'player_id', 'player', 'player_id'),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'schedule',
        columns: [
          id('game_id'),
          int('league_id'),
          text('game_name', 50, { isNullable: true }),
          { name: 'schedule_time', type: 'datetime' },
          int('ground_id', { isNullable: true }),
          int('writer_id', { isNullable: true }),
          int('visit_team_id', { isNullable: true }),
          int('home_team_id', { isNullable: true }),
          { name: 'visit_team_interleague', type: 'boolean', default: 0 },
          { name: 'home_team_interleague', type: 'boolean', default: 0 },
          int('visit_team_league_id', { isNullable: true }),
          int('home_team_league_id', { isNullable: true }),
          { name: 'is_cancel', type: 'boolean', default: 0 },
          text('cancel_reason', 20, { isNullable: true }),
          text('day_night', 1, { isNullable: true }),
          createdAt(),
          { name: 'updated_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [
          { name: 'IDX_schedule_league_time', columnNames: ['league_id', 'schedule_time'] },
          { name: 'IDX_schedule_visit_team_time', columnNames: ['visit_team_id', 'schedule_time'] },
          { name: 'IDX_schedule_home_team_time', columnNames: ['home_team_id', 'schedule_time'] },
          { name: 'IDX_schedule_visit_team_league', columnNames: ['visit_team_league_id'] },
          { name: 'IDX_schedule_home_team_league', columnNames: ['home_team_league_id'] },
        ],
        foreignKeys: [
          fk('schedule', 'league_id', 'league', 'league_id'),
          fk('schedule', 'ground_id', 'ground', 'ground_id', 'SET NULL'),
          fk('schedule', 'writer_id', 'user', 'user_id', 'SET NULL'),
          fk('schedule', 'visit_team_id', 'team', 'team_id', 'NO ACTION'),
          fk('schedule', 'home_team_id', 'team', 'team_id', 'NO ACTION'),
          fk('schedule', 'visit_team_league_id', 'league', 'league_id', 'SET NULL'),
          fk('schedule', 'home_team_league_id', 'league', 'league_id', 'SET NULL'),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'game',
        columns: [
          int('game_id', { isPrimary: true }),
          text('win_type', 1, { isNullable: true }),
          text('winner_side', 5, { isNullable: true }),
          int('visit_team_id'),
          int('home_team_id'),
          int('visit_league_id'),
          int('home_league_id'),
          count('visit_score'),
          count('home_score'),
          count('visit_hits'),
          count('home_hits'),
          count('visit_errors'),
          count('home_errors'),
          count('visit_walks'),
          count('home_walks'),
          { name: 'updated_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [
          { name: 'IDX_game_visit_league_id', columnNames: ['visit_league_id'] },
          { name: 'IDX_game_home_league_id', columnNames: ['home_league_id'] },
        ],
        foreignKeys: [
          fk('game', 'game_id', 'schedule', 'game_id'),
          fk('game', 'visit_team_id', 'team', 'team_id', 'NO ACTION'),
          fk('game', 'home_team_id', 'team', 'team_id', 'NO ACTION'),
          // Deleting a whole season removes its records with it. Deleting one league must first delete (through
          // GameRecordService) the records of other leagues' games in which its teams were guests.
          fk('game', 'visit_league_id', 'league', 'league_id'),
          fk('game', 'home_league_id', 'league', 'league_id'),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'game_inning',
        columns: [
          int('game_id', { isPrimary: true }),
          text('side', 5, { isPrimary: true }),
          int('inning', { isPrimary: true }),
          int('runs', { isNullable: true }),
        ],
        foreignKeys: [fk('game_inning', 'game_id', 'game', 'game_id')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'game_batting',
        columns: [
          id('game_batting_id'),
          int('game_id'),
          text('side', 5),
          int('team_id'),
          int('player_id'),
          int('bat_num'),
          int('sub_order', { default: 0 }),
          text('position', 3, { isNullable: true }),
          ...['pa', 'ab', 'r', 'h', 'b2', 'b3', 'hr', 'rbi', 'bb', 'ibb', 'hbp', 'so', 'sb', 'cs', 'sh', 'sf', 'gidp'].map(count),
        ],
        indices: [
          { name: 'IDX_game_batting_game_id', columnNames: ['game_id'] },
          { name: 'IDX_game_batting_player_id', columnNames: ['player_id'] },
        ],
        foreignKeys: [
          fk('game_batting', 'game_id', 'game', 'game_id'),
          fk('game_batting', 'team_id', 'team', 'team_id', 'NO ACTION'),
          fk('game_batting', 'player_id', 'player', 'player_id', 'NO ACTION'),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'game_pitching',
        columns: [
          id('game_pitching_id'),
          int('game_id'),
          text('side', 5),
          int('team_id'),
          int('player_id'),
          int('pitch_order'),
          { name: 'starter', type: 'boolean', default: 0 },
          ...['outs', 'bf', 'h', 'hr', 'r', 'er', 'bb', 'hbp', 'so', 'wp', 'bk'].map(count),
          int('pitches', { isNullable: true }),
          text('decision', 1, { isNullable: true }),
        ],
        indices: [
          { name: 'IDX_game_pitching_game_id', columnNames: ['game_id'] },
          { name: 'IDX_game_pitching_player_id', columnNames: ['player_id'] },
        ],
        foreignKeys: [
          fk('game_pitching', 'game_id', 'game', 'game_id'),
          fk('game_pitching', 'team_id', 'team', 'team_id', 'NO ACTION'),
          fk('game_pitching', 'player_id', 'player', 'player_id', 'NO ACTION'),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'game_lineup',
        columns: [id('game_lineup_id'), int('game_id'), int('team_id'), int('player_id'), int('bat_num'), text('position', 3, { isNullable: true })],
        uniques: [{ name: 'UQ_game_lineup_game_team_player', columnNames: ['game_id', 'team_id', 'player_id'] }],
        indices: [{ name: 'IDX_game_lineup_player_id', columnNames: ['player_id'] }],
        foreignKeys: [
          fk('game_lineup', 'game_id', 'schedule', 'game_id'),
          fk('game_lineup', 'team_id', 'team', 'team_id'),
          fk('game_lineup', 'player_id', 'player', 'player_id'),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'suspended_game',
        columns: [int('game_id', { isPrimary: true }), int('season_id'), createdAt()],
        indices: [{ name: 'IDX_suspended_game_season_id', columnNames: ['season_id'] }],
        foreignKeys: [fk('suspended_game', 'game_id', 'schedule', 'game_id'), fk('suspended_game', 'season_id', 'season', 'season_id')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'league_player_stat',
        columns: [
          int('league_id', { isPrimary: true }),
          int('team_id', { isPrimary: true }),
          int('player_id', { isPrimary: true }),
          count('games'),
          ...statCounts(),
        ],
        indices: [
          { name: 'IDX_league_player_stat_player_id', columnNames: ['player_id'] },
          { name: 'IDX_league_player_stat_team_id', columnNames: ['team_id'] },
        ],
        foreignKeys: [
          fk('league_player_stat', 'league_id', 'league', 'league_id'),
          fk('league_player_stat', 'team_id', 'team', 'team_id'),
          fk('league_player_stat', 'player_id', 'player', 'player_id'),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'league_team_stat',
        columns: [
          int('league_id', { isPrimary: true }),
          int('team_id', { isPrimary: true }),
          count('games'),
          count('win'),
          count('lose'),
          count('draw'),
          count('runs_scored'),
          count('runs_allowed'),
          ...statCounts(),
        ],
        indices: [{ name: 'IDX_league_team_stat_team_id', columnNames: ['team_id'] }],
        foreignKeys: [fk('league_team_stat', 'league_id', 'league', 'league_id'), fk('league_team_stat', 'team_id', 'team', 'team_id')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'import_key',
        columns: [
          int('main_id', { isPrimary: true }),
          text('kind', 10, { isPrimary: true }),
          text('import_key', 64, { isPrimary: true }),
          int('entity_id'),
        ],
        foreignKeys: [fk('import_key', 'main_id', 'league_main', 'main_id')],
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
