import { Injectable } from '@nestjs/common';
import type { AdminLeague, BoardSummary, League, LeagueForm, LeagueImageKind, LeagueMain, LeagueRecordSettings, ManagedLeagueMain, Season, SeasonForm, TeamLeague, TeamLeagueMain } from '@dugout/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import {
  placeholders,
  rawBool,
  rawDateOrNull,
  rawNumber,
  rawString,
  rawStringOrNull,
  rawNumberOrNull,
  type Row,
} from '../../common/sql/raw-values';
import { LEAGUE_MANAGER_ROLES, type LeagueManagerGrade, type LeagueManagerRole } from '@dugout/contracts';
import { decimalNumber } from './decimal-number.transformer';
import { League as LeagueEntity } from './league.entity';
import { Season as SeasonEntity } from './season.entity';
import { tiebreakOrderText } from './tiebreak-order.transformer';


/** The league_main columns toLeagueMain reads, optionally of a table alias (`lm.main_id, …`). */
const leagueMainColumns = (alias = '') =>
  ['main_id', 'main_name', 'league_path', 'logo_img', 'ext_img1', 'ext_img2'].map((column) => (alias ? `${alias}.${column}` : column)).join(', ');
const MAIN_COLUMNS = leagueMainColumns();
const SEASON_COLUMNS = 'season_id, season_name, active, begin_date, end_date, main_id';
/** Newest first: the latest begin date, then the latest created. */
const SEASONS_NEWEST_FIRST = 'ORDER BY begin_date DESC, season_id DESC';

export const toLeagueMain = (row: Row): LeagueMain => ({
  ...toTeamLeagueMain(row),
  logoImg: rawStringOrNull(row['logo_img']),
  extImg1: rawStringOrNull(row['ext_img1']),
  extImg2: rawStringOrNull(row['ext_img2']),
});

export const toSeason = (row: Row): Season => ({
  seasonId: rawNumber(row['season_id']),
  seasonName: rawString(row['season_name']),
  active: rawBool(row['active']),
  beginDate: rawDateOrNull(row['begin_date']) ?? '',
  endDate: rawDateOrNull(row['end_date']) ?? '',
  mainId: rawNumber(row['main_id']),
});

/** A league named in another row (its league_id and league_name columns). */
export type LeagueIdName = Pick<League, 'leagueId' | 'leagueName'>;
export const toLeagueIdName = (row: Row): LeagueIdName => ({ leagueId: rawNumber(row['league_id']), leagueName: rawString(row['league_name']) });

export const toLeague = (row: Row): League => ({ ...toLeagueIdName(row), seasonId: rawNumber(row['season_id']) });

/** A league with its season and main, as the application rules and a team's league list read it. */
export type LeagueSeasonRow = Omit<TeamLeague, 'registeredCount'>;

/** The columns toLeagueSeason reads, of `league l`, `season se` and `league_main lm`. */
export const LEAGUE_SEASON_COLUMNS = `l.league_id, l.league_name, se.season_id, se.season_name, se.active, se.begin_date, se.end_date,
  lm.main_id, lm.main_name, lm.league_path`;

export const toLeagueSeason = (row: Row): LeagueSeasonRow => ({ ...toLeague(row), ...toSeason(row), ...toTeamLeagueMain(row) });

/** The typed column of each league manager role flag. */
const ROLE_COLUMNS: Record<LeagueManagerRole, string> = {
  leagueTeam: 'role_league_team',
  teamPlayer: 'role_team_player',
  leagueSchedule: 'role_league_schedule',
  leagueGame: 'role_league_game',
  manageBoard: 'role_manage_board',
  createBoard: 'role_create_board',
};
const MANAGER_COLUMNS = `user_id, grade, memo, ${LEAGUE_MANAGER_ROLES.map((role) => ROLE_COLUMNS[role]).join(', ')}`;

/** A league manager row: who, grade, memo and the role flags that are on. */
export interface LeagueManagerRow {
  userId: number;
  grade: LeagueManagerGrade;
  memo: string | null;
  roles: LeagueManagerRole[];
}

const toManager = (row: Row): LeagueManagerRow => ({
  userId: rawNumber(row['user_id']),
  grade: rawNumber(row['grade']) as LeagueManagerGrade,
  memo: rawStringOrNull(row['memo']),
  roles: LEAGUE_MANAGER_ROLES.filter((role) => rawBool(row[ROLE_COLUMNS[role]])),
});

/** The league main with the video link the league shell shows. */
export interface LeagueMainWithVideo {
  main: LeagueMain;
  videoUrl: string | null;
}

/** Every query of the leagues module: mains, seasons, leagues, managers and league membership. */
const LEAGUE_COLUMNS = `l.league_id, l.league_name, l.season_id, l.sort_order, l.era_base_innings, l.points_win, l.points_draw,
  l.points_loss, l.tiebreak_order, l.batter_qualify_multiplier, l.pitcher_qualify_multiplier, l.forfeit_runs, l.regulation_innings,
  (SELECT COUNT(*) FROM schedule s WHERE s.league_id = l.league_id) AS game_count`;

/** The league_main column of each image kind. */
export const LEAGUE_IMAGE_COLUMNS: Record<LeagueImageKind, 'logo_img' | 'ext_img1' | 'ext_img2'> = {
  logo: 'logo_img',
  side: 'ext_img1',
  banner: 'ext_img2',
};

const toAdminLeague = (row: Row): AdminLeague => ({
  ...toLeague(row),
  sortOrder: rawNumber(row['sort_order']),
  eraBaseInnings: rawNumber(row['era_base_innings']) === 7 ? 7 : 9,
  pointsWin: rawNumber(row['points_win']),
  pointsDraw: rawNumber(row['points_draw']),
  pointsLoss: rawNumber(row['points_loss']),
  tiebreakOrder: tiebreakOrderText.from(row['tiebreak_order']),
  batterQualifyMultiplier: decimalNumber.from(row['batter_qualify_multiplier']),
  pitcherQualifyMultiplier: decimalNumber.from(row['pitcher_qualify_multiplier']),
  forfeitRuns: rawNumber(row['forfeit_runs']),
  regulationInnings: rawNumberOrNull(row['regulation_innings']),
  gameCount: rawNumber(row['game_count']),
});

const leagueValues = (form: LeagueForm) => ({
  leagueName: form.leagueName,
  sortOrder: form.sortOrder,
  eraBaseInnings: form.eraBaseInnings,
  pointsWin: form.pointsWin,
  pointsDraw: form.pointsDraw,
  pointsLoss: form.pointsLoss,
  tiebreakOrder: [...form.tiebreakOrder],
  batterQualifyMultiplier: form.batterQualifyMultiplier,
  pitcherQualifyMultiplier: form.pitcherQualifyMultiplier,
  forfeitRuns: form.forfeitRuns,
  regulationInnings: form.regulationInnings ?? null,
});

/** A league main as a team's or player's page lists it (main_id, main_name, league_path). */
export function toTeamLeagueMain(row: Row): TeamLeagueMain {
  return { mainId: rawNumber(row['main_id']), mainName: rawString(row['main_name']), leaguePath: rawString(row['league_path']) };
}

@Injectable()
export class LeaguesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async mainWithVideoByPath(leaguePath: string): Promise<LeagueMainWithVideo | null> {
    const [row]: Row[] = await this.dataSource.query(`SELECT ${MAIN_COLUMNS}, video_url FROM league_main WHERE league_path = ?`, [
      leaguePath,
    ]);
    return row ? { main: toLeagueMain(row), videoUrl: rawStringOrNull(row['video_url']) } : null;
  }

  /** The boards of a main for the league menus, oldest first (the notice and gallery boards lead). */
  async boardSummaries(mainId: number): Promise<BoardSummary[]> {
    const rows: Row[] = await this.dataSource.query(
      'SELECT board_id, board_label, board_name, board_type FROM board WHERE main_id = ? ORDER BY board_id',
      [mainId],
    );
    return rows.map((row) => ({
      boardId: rawNumber(row['board_id']),
      boardLabel: rawString(row['board_label']),
      boardName: rawString(row['board_name']),
      boardType: rawNumber(row['board_type']),
    }));
  }

  async mainByPath(leaguePath: string): Promise<LeagueMain | null> {
    const [row]: Row[] = await this.dataSource.query(`SELECT ${MAIN_COLUMNS} FROM league_main WHERE league_path = ?`, [leaguePath]);
    return row ? toLeagueMain(row) : null;
  }

  async main(mainId: number): Promise<LeagueMain | null> {
    const [row]: Row[] = await this.dataSource.query(`SELECT ${MAIN_COLUMNS} FROM league_main WHERE main_id = ?`, [mainId]);
    return row ? toLeagueMain(row) : null;
  }

  async mainExists(mainId: number): Promise<boolean> {
    const [row]: Row[] = await this.dataSource.query('SELECT main_id FROM league_main WHERE main_id = ?', [mainId]);
    return row !== undefined;
  }

  async season(seasonId: number): Promise<Season | null> {
    const [row]: Row[] = await this.dataSource.query(`SELECT ${SEASON_COLUMNS} FROM season WHERE season_id = ?`, [seasonId]);
    return row ? toSeason(row) : null;
  }

  async seasonExists(seasonId: number): Promise<boolean> {
    const [row]: Row[] = await this.dataSource.query('SELECT season_id FROM season WHERE season_id = ?', [seasonId]);
    return row !== undefined;
  }

  /** The main's seasons, newest first. */
  async seasonsOf(mainId: number): Promise<Season[]> {
    const rows: Row[] = await this.dataSource.query(`SELECT ${SEASON_COLUMNS} FROM season WHERE main_id = ? ${SEASONS_NEWEST_FIRST}`, [
      mainId,
    ]);
    return rows.map(toSeason);
  }

  /** The newest flagged season of the main, or null. */
  async activeSeason(mainId: number): Promise<Season | null> {
    const [row]: Row[] = await this.dataSource.query(
      `SELECT ${SEASON_COLUMNS} FROM season WHERE main_id = ? AND active = 1 ${SEASONS_NEWEST_FIRST} LIMIT 1`,
      [mainId],
    );
    return row ? toSeason(row) : null;
  }

  /** The leagues of a season in their display order; null when the season does not exist. */
  async leaguesOfSeason(seasonId: number): Promise<League[] | null> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT se.season_id, l.league_id, l.league_name FROM season se
       LEFT JOIN league l ON l.season_id = se.season_id
       WHERE se.season_id = ? ORDER BY l.sort_order, l.league_id`,
      [seasonId],
    );
    if (rows.length === 0) return null;
    return rows.filter((row) => row['league_id'] !== null).map(toLeague);
  }

  async league(leagueId: number): Promise<League | null> {
    const [row]: Row[] = await this.dataSource.query('SELECT league_id, league_name, season_id FROM league WHERE league_id = ?', [leagueId]);
    return row ? toLeague(row) : null;
  }

  /** Whether the team is on the league's team list (a member or an interleague guest). */
  /** The record settings of league {leagueId} of season {seasonId} and its main; null when the pair does not exist. */
  async recordSettings(seasonId: number, leagueId: number): Promise<{ settings: LeagueRecordSettings; mainId: number } | null> {
    const [row]: Row[] = await this.dataSource.query(
      `SELECT l.points_win, l.points_draw, l.points_loss, l.tiebreak_order, l.era_base_innings,
         l.batter_qualify_multiplier, l.pitcher_qualify_multiplier, l.forfeit_runs, se.main_id
       FROM league l JOIN season se ON se.season_id = l.season_id
       WHERE l.league_id = ? AND l.season_id = ?`,
      [leagueId, seasonId],
    );
    if (!row) return null;
    return {
      mainId: rawNumber(row['main_id']),
      settings: {
        pointsWin: rawNumber(row['points_win']),
        pointsDraw: rawNumber(row['points_draw']),
        pointsLoss: rawNumber(row['points_loss']),
        tiebreakOrder: tiebreakOrderText.from(row['tiebreak_order']),
        eraBaseInnings: rawNumber(row['era_base_innings']) === 7 ? 7 : 9,
        batterQualifyMultiplier: decimalNumber.from(row['batter_qualify_multiplier']),
        pitcherQualifyMultiplier: decimalNumber.from(row['pitcher_qualify_multiplier']),
        forfeitRuns: rawNumber(row['forfeit_runs']),
      },
    };
  }

  async isTeamOfLeague(leagueId: number, teamId: number): Promise<boolean> {
    const [row]: Row[] = await this.dataSource.query('SELECT team_id FROM league_team WHERE league_id = ? AND team_id = ?', [leagueId, teamId]);
    return row !== undefined;
  }

  /** The mains the member manages, with their grade, in no particular order. */
  async managedMains(userId: number): Promise<ManagedLeagueMain[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${leagueMainColumns('lm')}, m.grade FROM league_manager m
       JOIN league_main lm ON lm.main_id = m.main_id
       WHERE m.user_id = ?`,
      [userId],
    );
    return rows.map((row) => ({ ...toLeagueMain(row), grade: rawNumber(row['grade']) }));
  }

  /** The manager of the main, or null when the member is not one. */
  async manager(mainId: number, userId: number): Promise<LeagueManagerRow | null> {
    const [row]: Row[] = await this.dataSource.query(`SELECT ${MANAGER_COLUMNS} FROM league_manager WHERE main_id = ? AND user_id = ?`, [
      mainId,
      userId,
    ]);
    return row ? toManager(row) : null;
  }

  /** The main's managers, highest grade first, then in the order they became managers. */
  async managersOf(mainId: number): Promise<LeagueManagerRow[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${MANAGER_COLUMNS} FROM league_manager WHERE main_id = ? ORDER BY grade, created_at, user_id`,
      [mainId],
    );
    return rows.map(toManager);
  }

  /** Runs `work` in one transaction (the last-grade-1 rule, the season and league writes). */
  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * The main's grade-1 managers, read in the caller's transaction; on MySQL their rows stay locked
   * until it ends, so two of them cannot demote each other at once (SQLite writes one at a time).
   */
  async headManagerIds(em: EntityManager, mainId: number): Promise<number[]> {
    const lock = this.dataSource.options.type === 'mysql' || this.dataSource.options.type === 'mariadb' ? ' FOR UPDATE' : '';
    const rows: Row[] = await em.query(`SELECT user_id FROM league_manager WHERE main_id = ? AND grade = 1${lock}`, [mainId]);
    return rows.map((row) => rawNumber(row['user_id']));
  }

  async insertManager(mainId: number, userId: number, grade: LeagueManagerGrade, memo: string | null, em: EntityManager = this.dataSource.manager): Promise<void> {
    await em.query('INSERT INTO league_manager (main_id, user_id, grade, memo) VALUES (?, ?, ?, ?)', [mainId, userId, grade, memo]);
  }

  async updateManagerGrade(mainId: number, userId: number, grade: LeagueManagerGrade, memo: string | null, em: EntityManager = this.dataSource.manager): Promise<void> {
    await em.query('UPDATE league_manager SET grade = ?, memo = ? WHERE main_id = ? AND user_id = ?', [grade, memo, mainId, userId]);
  }

  async updateManagerRoles(mainId: number, userId: number, roles: readonly LeagueManagerRole[], em: EntityManager = this.dataSource.manager): Promise<void> {
    const sets = LEAGUE_MANAGER_ROLES.map((role) => `${ROLE_COLUMNS[role]} = ?`).join(', ');
    const values = LEAGUE_MANAGER_ROLES.map((role) => (roles.includes(role) ? 1 : 0));
    await em.query(`UPDATE league_manager SET ${sets} WHERE main_id = ? AND user_id = ?`, [...values, mainId, userId]);
  }

  async deleteManager(mainId: number, userId: number, em: EntityManager = this.dataSource.manager): Promise<void> {
    await em.query('DELETE FROM league_manager WHERE main_id = ? AND user_id = ?', [mainId, userId]);
  }

  /** A new league main in the caller's transaction; answers its id (the path is unique). */
  async insertMain(em: EntityManager, leaguePath: string, mainName: string): Promise<number> {
    await em.query('INSERT INTO league_main (main_name, league_path) VALUES (?, ?)', [mainName, leaguePath]);
    const [row]: Row[] = await em.query('SELECT main_id FROM league_main WHERE league_path = ?', [leaguePath]);
    return rawNumber(row?.['main_id'] ?? 0);
  }

  async mainIdByPath(leaguePath: string): Promise<number | null> {
    const [row]: Row[] = await this.dataSource.query('SELECT main_id FROM league_main WHERE league_path = ?', [leaguePath]);
    return row ? rawNumber(row['main_id']) : null;
  }

  async mainIdOfSeason(seasonId: number): Promise<number | null> {
    const [row]: Row[] = await this.dataSource.query('SELECT main_id FROM season WHERE season_id = ?', [seasonId]);
    return row ? rawNumber(row['main_id']) : null;
  }

  /** The main of a schedule item's host league (the access guard of the schedule routes named by game id). */
  async mainIdOfGame(gameId: number): Promise<number | null> {
    const [row]: Row[] = await this.dataSource.query(
      'SELECT se.main_id FROM schedule s JOIN league l ON l.league_id = s.league_id JOIN season se ON se.season_id = l.season_id WHERE s.game_id = ?',
      [gameId],
    );
    return row ? rawNumber(row['main_id']) : null;
  }

  /** The scorer (writer_id) of a schedule item, for the access guard of the record entry. */
  async writerOfGame(gameId: number): Promise<number | null> {
    const [row]: Row[] = await this.dataSource.query('SELECT writer_id FROM schedule WHERE game_id = ?', [gameId]);
    return row ? rawNumberOrNull(row['writer_id']) : null;
  }

  /** Whether the member is the scorer of a game (not cancelled) hosted by one of the main's leagues. */
  async isWriterInMain(mainId: number, userId: number): Promise<boolean> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT 1 AS found FROM schedule s JOIN league l ON l.league_id = s.league_id JOIN season se ON se.season_id = l.season_id
       WHERE se.main_id = ? AND s.writer_id = ? AND s.is_cancel = 0 LIMIT 1`,
      [mainId, userId],
    );
    return rows.length > 0;
  }

  async mainIdOfLeague(leagueId: number): Promise<number | null> {
    const [row]: Row[] = await this.dataSource.query(
      'SELECT se.main_id FROM league l JOIN season se ON se.season_id = l.season_id WHERE l.league_id = ?',
      [leagueId],
    );
    return row ? rawNumber(row['main_id']) : null;
  }

  /** The lineup deadline (minutes before the game) of the main a league belongs to; null for an unknown league. */
  async lineupDeadlineOfLeague(leagueId: number): Promise<number | null> {
    const [row]: Row[] = await this.dataSource.query(
      `SELECT lm.lineup_deadline_minutes FROM league l JOIN season se ON se.season_id = l.season_id
       JOIN league_main lm ON lm.main_id = se.main_id WHERE l.league_id = ?`,
      [leagueId],
    );
    return row ? rawNumber(row['lineup_deadline_minutes']) : null;
  }

  /**
   * The mains in any season of which one of the players is registered (league_player) or one of
   * the teams is a member (league_team, not as an interleague guest), in no particular order.
   */
  async mainsOfMembers(playerIds: readonly number[], teamIds: readonly number[]): Promise<LeagueMain[]> {
    const branches: string[] = [];
    const params: number[] = [];
    if (playerIds.length > 0) {
      branches.push(`SELECT se.main_id FROM league_player lp
         JOIN league l ON l.league_id = lp.league_id
         JOIN season se ON se.season_id = l.season_id
         WHERE lp.player_id IN (${placeholders(playerIds.length)})`);
      params.push(...playerIds);
    }
    if (teamIds.length > 0) {
      branches.push(`SELECT se.main_id FROM league_team lt
         JOIN league l ON l.league_id = lt.league_id
         JOIN season se ON se.season_id = l.season_id
         WHERE lt.interleague = 0 AND lt.team_id IN (${placeholders(teamIds.length)})`);
      params.push(...teamIds);
    }
    if (branches.length === 0) return [];
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${leagueMainColumns('lm')} FROM league_main lm
       WHERE lm.main_id IN (${branches.join('\n       UNION\n       ')})`,
      params,
    );
    return rows.map(toLeagueMain);
  }

  /** The league mains each team plays in as a member, in any season, in the order the mains were created. */
  async mainsOfTeams(teamIds: readonly number[]): Promise<Map<number, TeamLeagueMain[]>> {
    const byTeam = new Map<number, TeamLeagueMain[]>();
    if (teamIds.length === 0) return byTeam;
    const rows: Row[] = await this.dataSource.query(
      `SELECT DISTINCT lt.team_id, lm.main_id, lm.main_name, lm.league_path
       FROM league_team lt
       JOIN league l ON l.league_id = lt.league_id
       JOIN season se ON se.season_id = l.season_id
       JOIN league_main lm ON lm.main_id = se.main_id
       WHERE lt.interleague = 0 AND lt.team_id IN (${placeholders(teamIds.length)})
       ORDER BY lm.main_id`,
      [...teamIds],
    );
    for (const row of rows) {
      const teamId = rawNumber(row['team_id']);
      byTeam.set(teamId, [...(byTeam.get(teamId) ?? []), toTeamLeagueMain(row)]);
    }
    return byTeam;
  }

  /** The main's season, read in the caller's transaction. */
  async seasonOfMain(em: EntityManager, mainId: number, seasonId: number): Promise<Season | null> {
    const [row]: Row[] = await em.query(`SELECT ${SEASON_COLUMNS} FROM season WHERE main_id = ? AND season_id = ?`, [mainId, seasonId]);
    return row ? toSeason(row) : null;
  }

  /** Another season of the main whose days meet [begin, end] (both days count). */
  async overlapping(em: EntityManager, mainId: number, begin: string, end: string, exceptSeasonId: number): Promise<Season | null> {
    const [row]: Row[] = await em.query(
      `SELECT ${SEASON_COLUMNS} FROM season
        WHERE main_id = ? AND season_id <> ? AND begin_date <= ? AND end_date >= ?
        ORDER BY begin_date LIMIT 1`,
      [mainId, exceptSeasonId, end, begin],
    );
    return row ? toSeason(row) : null;
  }

  async insertSeason(em: EntityManager, mainId: number, form: SeasonForm): Promise<number> {
    const result = await em.insert(SeasonEntity, {
      mainId,
      seasonName: form.seasonName,
      beginDate: form.beginDate,
      endDate: form.endDate,
      active: form.active,
    });
    return Number((result.identifiers[0] as { seasonId: number }).seasonId);
  }

  async updateSeason(em: EntityManager, seasonId: number, form: SeasonForm): Promise<void> {
    await em.query('UPDATE season SET season_name = ?, begin_date = ?, end_date = ?, active = ? WHERE season_id = ?', [
      form.seasonName,
      form.beginDate,
      form.endDate,
      form.active ? 1 : 0,
      seasonId,
    ]);
  }

  /** Clears the active flag of the main's other seasons; answers the ids that had it. */
  async clearOtherActive(em: EntityManager, mainId: number, exceptSeasonId: number): Promise<number[]> {
    const rows: Row[] = await em.query('SELECT season_id FROM season WHERE main_id = ? AND active = 1 AND season_id <> ?', [mainId, exceptSeasonId]);
    // Always run: on MySQL the UPDATE sees (and waits for) a season another transaction has just activated.
    await em.query('UPDATE season SET active = 0 WHERE main_id = ? AND active = 1 AND season_id <> ?', [mainId, exceptSeasonId]);
    return rows.map((row) => rawNumber(row['season_id']));
  }

  async seasonGameCount(em: EntityManager, seasonId: number): Promise<number> {
    const [row]: Row[] = await em.query(
      'SELECT COUNT(*) AS total FROM schedule s JOIN league l ON l.league_id = s.league_id WHERE l.season_id = ?',
      [seasonId],
    );
    return rawNumber(row?.['total'] ?? 0);
  }

  async seasonLeagueCount(em: EntityManager, seasonId: number): Promise<number> {
    const [row]: Row[] = await em.query('SELECT COUNT(*) AS total FROM league WHERE season_id = ?', [seasonId]);
    return rawNumber(row?.['total'] ?? 0);
  }

  async deleteSeason(em: EntityManager, seasonId: number): Promise<void> {
    // Its leagues, their team lists and registrations go with it (ON DELETE CASCADE, on MySQL and SQLite).
    await em.query('DELETE FROM season WHERE season_id = ?', [seasonId]);
  }

  /** The season's leagues with their record settings and game counts (the admin's list). */
  async adminLeagues(em: EntityManager | null, seasonId: number): Promise<AdminLeague[]> {
    const rows: Row[] = await (em ?? this.dataSource).query(
      `SELECT ${LEAGUE_COLUMNS} FROM league l WHERE l.season_id = ? ORDER BY l.sort_order, l.league_id`,
      [seasonId],
    );
    return rows.map(toAdminLeague);
  }

  async adminLeague(em: EntityManager, seasonId: number, leagueId: number): Promise<AdminLeague | null> {
    const [row]: Row[] = await em.query(`SELECT ${LEAGUE_COLUMNS} FROM league l WHERE l.season_id = ? AND l.league_id = ?`, [seasonId, leagueId]);
    return row ? toAdminLeague(row) : null;
  }

  async insertLeague(em: EntityManager, seasonId: number, form: LeagueForm): Promise<number> {
    const result = await em.insert(LeagueEntity, { seasonId, ...leagueValues(form) });
    return Number((result.identifiers[0] as { leagueId: number }).leagueId);
  }

  async updateLeague(em: EntityManager, leagueId: number, form: LeagueForm): Promise<void> {
    await em.update(LeagueEntity, { leagueId }, leagueValues(form));
  }

  async deleteLeague(em: EntityManager, leagueId: number): Promise<void> {
    // Its team list and registrations go with it (ON DELETE CASCADE).
    await em.query('DELETE FROM league WHERE league_id = ?', [leagueId]);
  }

  async mainImages(em: EntityManager, mainId: number): Promise<{ leaguePath: string; names: Record<LeagueImageKind, string | null> } | null> {
    const [row]: Row[] = await em.query('SELECT league_path, logo_img, ext_img1, ext_img2 FROM league_main WHERE main_id = ?', [mainId]);
    if (!row) return null;
    return {
      leaguePath: rawString(row['league_path']),
      names: { logo: rawStringOrNull(row['logo_img']), side: rawStringOrNull(row['ext_img1']), banner: rawStringOrNull(row['ext_img2']) },
    };
  }

  async setMainImage(em: EntityManager, mainId: number, kind: LeagueImageKind, name: string): Promise<void> {
    await em.query(`UPDATE league_main SET ${LEAGUE_IMAGE_COLUMNS[kind]} = ? WHERE main_id = ?`, [name, mainId]);
  }

  /** Writes the main's three images and its video link at once (the demo seed's bundled images). */
  async setMainImagesAndVideo(mainId: number, images: Pick<LeagueMain, 'logoImg' | 'extImg1' | 'extImg2'>, videoUrl: string | null): Promise<void> {
    await this.dataSource.query('UPDATE league_main SET logo_img = ?, ext_img1 = ?, ext_img2 = ?, video_url = ? WHERE main_id = ?', [
      images.logoImg,
      images.extImg1,
      images.extImg2,
      videoUrl,
      mainId,
    ]);
  }
}
