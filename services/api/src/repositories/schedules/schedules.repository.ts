import { Injectable } from '@nestjs/common';
import { insertChunked } from '../../database/insert-chunked';
import { officialScore, type GameLineupEntryInput, type GameSide, type LineupEntry, type ScheduleGameProgress, type ScheduleItem, type TeamRef, type WinType } from '@dugout/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import {
  rawBool,
  rawInstant,
  rawNumber,
  rawNumberOrNull,
  rawSeoulDateTime,
  rawString,
  rawStringOrNull,
  utcDateTimeParam,
  type RawValue,
  type Row,
} from '../../common/sql/raw-values';
import { isOfficialRecordState, officialRecordSql } from '../../common/sql/official-record';
import { GameLineup } from './game-lineup.entity';
import { Schedule } from './schedule.entity';
import { SuspendedGame } from './suspended-game.entity';

/**
 * One query builds whole schedule items: the schedule row joined with its league, both teams,
 * the guests' leagues, the ground, the result, the suspended-games list and the scorer. Callers
 * add the WHERE / ORDER BY / LIMIT that select the rows (always starting from an indexed column).
 */
export const SCHEDULE_ITEM_SELECT = `
SELECT s.game_id, s.game_name, s.league_id, s.schedule_time, s.ground_id, s.writer_id,
  s.visit_team_id, s.home_team_id, s.visit_team_interleague, s.home_team_interleague,
  s.visit_team_league_id, s.home_team_league_id, s.is_cancel, s.cancel_reason, s.day_night,
  l.league_name, l.forfeit_runs,
  vt.team_name AS visit_team_name, vt.logo_img AS visit_logo_img, vt.spo_type AS visit_spo_type,
  ht.team_name AS home_team_name, ht.logo_img AS home_logo_img, ht.spo_type AS home_spo_type,
  vl.league_name AS visit_league_name, hl.league_name AS home_league_name,
  gr.ground_name,
  g.game_id AS record_game_id, g.win_type, g.winner_side, g.visit_score, g.home_score, g.record_state,
  CASE WHEN g.record_state = 'draft' THEN (SELECT MAX(gi.inning) FROM game_inning gi WHERE gi.game_id = s.game_id AND gi.side = 'visit') END AS visit_innings,
  CASE WHEN g.record_state = 'draft' THEN (SELECT MAX(gi.inning) FROM game_inning gi WHERE gi.game_id = s.game_id AND gi.side = 'home') END AS home_innings,
  sg.game_id AS suspended_game_id,
  u.username AS writer_username
FROM schedule s
JOIN league l ON l.league_id = s.league_id
LEFT JOIN team vt ON vt.team_id = s.visit_team_id
LEFT JOIN team ht ON ht.team_id = s.home_team_id
LEFT JOIN league vl ON vl.league_id = s.visit_team_league_id
LEFT JOIN league hl ON hl.league_id = s.home_team_league_id
LEFT JOIN ground gr ON gr.ground_id = s.ground_id
LEFT JOIN game g ON g.game_id = s.game_id
LEFT JOIN suspended_game sg ON sg.game_id = s.game_id
LEFT JOIN user u ON u.user_id = s.writer_id`;


function teamRef(name: RawValue, logo: RawValue, spoType: RawValue): TeamRef | null {
  if (name === null || name === undefined) return null;
  return { teamName: rawString(name), logoImg: rawStringOrNull(logo), spoType: rawNumber(spoType) };
}

/**
 * A row of SCHEDULE_ITEM_SELECT as the spec's schedule item. `game` is the official result (a
 * final or corrected record with a win type); a record still being entered, or not yet made
 * final, is `progress` (its score so far, never a winner).
 */
export function toScheduleItem(row: Row): ScheduleItem {
  const visit = teamRef(row['visit_team_name'], row['visit_logo_img'], row['visit_spo_type']);
  const home = teamRef(row['home_team_name'], row['home_logo_img'], row['home_spo_type']);
  const dayNight = rawStringOrNull(row['day_night']);
  const winType = rawStringOrNull(row['win_type']) as WinType | null;
  const winnerSide = rawStringOrNull(row['winner_side']) as GameSide | null;
  const visitLeagueName = rawStringOrNull(row['visit_league_name']);
  const homeLeagueName = rawStringOrNull(row['home_league_name']);
  const groundName = rawStringOrNull(row['ground_name']);
  const writerName = rawStringOrNull(row['writer_username']);
  const recordState = rawStringOrNull(row['record_state'] ?? null);
  return {
    gameId: rawNumber(row['game_id']),
    gameName: rawStringOrNull(row['game_name']),
    leagueId: rawNumber(row['league_id']),
    scheduleTime: rawSeoulDateTime(row['schedule_time']),
    groundId: rawNumberOrNull(row['ground_id']),
    writerId: rawNumberOrNull(row['writer_id']),
    visitTeamId: rawNumberOrNull(row['visit_team_id']),
    homeTeamId: rawNumberOrNull(row['home_team_id']),
    visitTeam: visit && { team: visit },
    homeTeam: home && { team: home },
    visitTeamInfo: visit && { teamName: visit.teamName, logoImg: visit.logoImg },
    homeTeamInfo: home && { teamName: home.teamName, logoImg: home.logoImg },
    visitTeamInterleague: rawBool(row['visit_team_interleague']),
    homeTeamInterleague: rawBool(row['home_team_interleague']),
    visitTeamLeagueId: rawNumberOrNull(row['visit_team_league_id']),
    homeTeamLeagueId: rawNumberOrNull(row['home_team_league_id']),
    visitTeamLeague: visitLeagueName === null ? null : { leagueName: visitLeagueName },
    homeTeamLeague: homeLeagueName === null ? null : { leagueName: homeLeagueName },
    league: { leagueName: rawString(row['league_name']) },
    ground: groundName === null ? null : { groundName },
    isCancel: rawBool(row['is_cancel']),
    cancelReason: rawStringOrNull(row['cancel_reason']),
    suspended: row['suspended_game_id'] !== null && row['suspended_game_id'] !== undefined,
    dayNight,
    game:
      winType === null || !isOfficialRecordState(recordState)
        ? null
        : {
            // Lists show a forfeit's official score; the box score (game detail) keeps the field score.
            ...officialScore(
              { winType, winnerSide, visitScore: rawNumber(row['visit_score']), homeScore: rawNumber(row['home_score']) },
              rawNumber(row['forfeit_runs']),
            ),
            winType,
            winnerSide,
            dayNight,
          },
    progress: progressOf(row, recordState, winType),
    writer: writerName === null ? null : { username: writerName },
  };
}

/** A record that is there but not official: the score so far and the half the line score reached. */
function progressOf(row: Row, recordState: string | null, winType: WinType | null): ScheduleGameProgress | null {
  const hasRecord = row['record_game_id'] !== null && row['record_game_id'] !== undefined;
  if (!hasRecord || (winType !== null && isOfficialRecordState(recordState))) return null;
  const visitInnings = rawNumberOrNull(row['visit_innings'] ?? null);
  const homeInnings = rawNumberOrNull(row['home_innings'] ?? null) ?? 0;
  return {
    visitScore: rawNumber(row['visit_score']),
    homeScore: rawNumber(row['home_score']),
    inning: visitInnings,
    half: visitInnings === null ? null : homeInnings < visitInnings ? 'top' : 'bottom',
    awaitingFinal: winType !== null,
  };
}

/** Which schedule items a list is about: a league's (its own games and its teams' interleague games) or its whole season's, optionally one team's. */
export interface ScheduleQueryScope {
  leagueId: number;
  /** The league's season. */
  seasonId: number;
  /** Only the games of this team. */
  teamId?: number;
  /** Every league of the season instead of the league alone. */
  all?: boolean;
}

/** A schedule row as createGames inserts it. */
export type ScheduleRowInput = Pick<
  Schedule,
  | 'leagueId'
  | 'gameName'
  | 'scheduleTime'
  | 'groundId'
  | 'writerId'
  | 'visitTeamId'
  | 'homeTeamId'
  | 'visitTeamInterleague'
  | 'homeTeamInterleague'
  | 'visitTeamLeagueId'
  | 'homeTeamLeagueId'
  | 'isCancel'
  | 'cancelReason'
  | 'matchupLocked'
>;

/** The admin dashboard's game counts of a season. */
export interface SeasonGameCounts {
  played: number;
  toPlay: number;
  recordsNotEntered: number;
}

interface ScopeSql {
  where: string;
  params: unknown[];
}

function scopeSql({ leagueId, seasonId, teamId, all }: ScheduleQueryScope): ScopeSql {
  const scope: ScopeSql = all
    ? { where: 'WHERE s.league_id IN (SELECT league_id FROM league WHERE season_id = ?)', params: [seasonId] }
    : {
        where: 'WHERE (s.league_id = ? OR s.visit_team_league_id = ? OR s.home_team_league_id = ?)',
        params: [leagueId, leagueId, leagueId],
      };
  if (teamId === undefined) return scope;
  return {
    where: `${scope.where} AND (s.visit_team_id = ? OR s.home_team_id = ?)`,
    params: [...scope.params, teamId, teamId],
  };
}

const toLineupEntry = (gameId: number, row: Row): LineupEntry => ({
  batNum: rawNumber(row['bat_num']),
  position: rawStringOrNull(row['position']),
  player: { playerName: rawString(row['player_name']) },
  teamPlayer: row['member_team_id'] === null ? null : { backnumber: rawStringOrNull(row['backnumber']) },
  gameId,
  teamId: rawNumber(row['team_id']),
});

/** The schedules' repository, the one writer of schedule, game_lineup and suspended_game: schedule items, lineups and the suspended-games list. */
@Injectable()
export class SchedulesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Every game of the scope in time order. */
  schedule(scope: ScheduleQueryScope): Promise<ScheduleItem[]> {
    const { where, params } = scopeSql(scope);
    return this.items(`${where} ORDER BY s.schedule_time, s.game_id`, params);
  }

  /** Games of the scope with a record (official results and games being entered), newest first, at most limit when given. */
  results(scope: ScheduleQueryScope, limit?: number): Promise<ScheduleItem[]> {
    const { where, params } = scopeSql(scope);
    const limitSql = limit === undefined ? '' : ` LIMIT ${limit}`;
    return this.items(`${where} AND g.game_id IS NOT NULL ORDER BY s.schedule_time DESC, s.game_id DESC${limitSql}`, params);
  }

  /** The first limit games of the scope from the instant on that are neither cancelled nor played. */
  upcoming(scope: ScheduleQueryScope, from: number, limit: number): Promise<ScheduleItem[]> {
    const { where, params } = scopeSql(scope);
    return this.items(
      `${where} AND s.is_cancel = 0 AND g.game_id IS NULL AND s.schedule_time >= ? ORDER BY s.schedule_time, s.game_id LIMIT ${limit}`,
      [...params, utcDateTimeParam(from)],
    );
  }

  /**
   * Counts over the games hosted by the season's leagues at the instant: played (an official result),
   * to play (not cancelled, no record, later than now) and records missing (not cancelled, time
   * passed, no record, not on the suspended-games list).
   */
  async seasonGameCounts(seasonId: number, now: number): Promise<SeasonGameCounts> {
    const at = utcDateTimeParam(now);
    const [row]: Row[] = await this.dataSource.query(
      `SELECT
         COALESCE(SUM(CASE WHEN ${officialRecordSql('g')} THEN 1 ELSE 0 END), 0) AS played,
         COALESCE(SUM(CASE WHEN s.is_cancel = 0 AND g.game_id IS NULL AND s.schedule_time > ? THEN 1 ELSE 0 END), 0) AS to_play,
         COALESCE(SUM(CASE WHEN s.is_cancel = 0 AND g.game_id IS NULL AND s.schedule_time <= ? AND sg.game_id IS NULL THEN 1 ELSE 0 END), 0) AS missing
       FROM schedule s
       JOIN league l ON l.league_id = s.league_id
       LEFT JOIN game g ON g.game_id = s.game_id
       LEFT JOIN suspended_game sg ON sg.game_id = s.game_id
       WHERE l.season_id = ?`,
      [at, at, seasonId],
    );
    return {
      played: rawNumber(row?.['played'] ?? 0),
      toPlay: rawNumber(row?.['to_play'] ?? 0),
      recordsNotEntered: rawNumber(row?.['missing'] ?? 0),
    };
  }

  /** The team's first limit games from the instant on that are neither cancelled nor played, in any league. */
  teamUpcoming(teamId: number, from: number, limit: number): Promise<ScheduleItem[]> {
    return this.items(
      `WHERE (s.visit_team_id = ? OR s.home_team_id = ?) AND s.is_cancel = 0 AND g.game_id IS NULL AND s.schedule_time >= ?
       ORDER BY s.schedule_time, s.game_id LIMIT ${limit}`,
      [teamId, teamId, utcDateTimeParam(from)],
    );
  }

  /** The team's last limit games with a record (results and games being entered), in any league, newest first. */
  teamResults(teamId: number, limit: number): Promise<ScheduleItem[]> {
    return this.items(
      `WHERE (s.visit_team_id = ? OR s.home_team_id = ?) AND g.game_id IS NOT NULL
       ORDER BY s.schedule_time DESC, s.game_id DESC LIMIT ${limit}`,
      [teamId, teamId],
    );
  }

  /** Every game of the team hosted by a league of the season (played, cancelled or to come), in time order. */
  teamSeasonGames(teamId: number, seasonId: number): Promise<ScheduleItem[]> {
    return this.items(
      `WHERE (s.visit_team_id = ? OR s.home_team_id = ?) AND s.league_id IN (SELECT league_id FROM league WHERE season_id = ?)
       ORDER BY s.schedule_time, s.game_id`,
      [teamId, teamId, seasonId],
    );
  }

  /** How many of the team's games in [from, to) (not cancelled, not played) have no lineup entry of the team. */
  async countTeamGamesWithoutLineup(teamId: number, from: number, to: number): Promise<number> {
    const [row]: Row[] = await this.dataSource.query(
      `SELECT COUNT(*) AS n FROM schedule s
       LEFT JOIN game g ON g.game_id = s.game_id
       WHERE (s.visit_team_id = ? OR s.home_team_id = ?) AND s.is_cancel = 0 AND g.game_id IS NULL
         AND s.schedule_time >= ? AND s.schedule_time < ?
         AND NOT EXISTS (SELECT 1 FROM game_lineup gl WHERE gl.game_id = s.game_id AND gl.team_id = ?)`,
      [teamId, teamId, utcDateTimeParam(from), utcDateTimeParam(to), teamId],
    );
    return rawNumber(row?.['n'] ?? 0);
  }

  /** One game of the league's schedule (hosted by it, or one of its teams' interleague games). */
  async itemOfLeague(leagueId: number, gameId: number): Promise<ScheduleItem | null> {
    const [item] = await this.items(
      'WHERE s.game_id = ? AND (s.league_id = ? OR s.visit_team_league_id = ? OR s.home_team_league_id = ?)',
      [gameId, leagueId, leagueId, leagueId],
    );
    return item ?? null;
  }

  async item(gameId: number): Promise<ScheduleItem | null> {
    const [item] = await this.items('WHERE s.game_id = ?', [gameId]);
    return item ?? null;
  }

  async exists(gameId: number): Promise<boolean> {
    const [row]: Row[] = await this.dataSource.query('SELECT game_id FROM schedule WHERE game_id = ?', [gameId]);
    return row !== undefined;
  }

  /** When the grounds are taken in [from, to]: every game on them not cancelled, of any league. */
  async groundGameTimes(groundIds: readonly number[], from: number, to: number): Promise<{ groundId: number; scheduleTime: number }[]> {
    if (groundIds.length === 0) return [];
    const rows: Row[] = await this.dataSource.query(
      `SELECT s.ground_id, s.schedule_time FROM schedule s
       WHERE s.ground_id IN (${groundIds.map(() => '?').join(', ')}) AND s.is_cancel = 0 AND s.schedule_time >= ? AND s.schedule_time <= ?
       ORDER BY s.schedule_time, s.ground_id`,
      [...groundIds, utcDateTimeParam(from), utcDateTimeParam(to)],
    );
    return rows.map((row) => ({ groundId: rawNumber(row['ground_id']), scheduleTime: rawInstant(row['schedule_time']) }));
  }

  /** The lineup entries of both sides of a game, in no particular order. */
  async lineupEntries(gameId: number): Promise<LineupEntry[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT gl.team_id, gl.player_id, gl.bat_num, gl.position, p.player_name, tp.team_id AS member_team_id, tp.backnumber
       FROM game_lineup gl
       JOIN player p ON p.player_id = gl.player_id
       LEFT JOIN team_player tp ON tp.team_id = gl.team_id AND tp.player_id = gl.player_id
       WHERE gl.game_id = ?`,
      [gameId],
    );
    return rows.map((row) => toLineupEntry(gameId, row));
  }

  /** Game ids of the season's suspended-games list; null when the season does not exist. */
  async suspendedGameIds(seasonId: number): Promise<number[] | null> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT se.season_id, sg.game_id FROM season se
       LEFT JOIN suspended_game sg ON sg.season_id = se.season_id
       WHERE se.season_id = ? ORDER BY sg.game_id`,
      [seasonId],
    );
    if (rows.length === 0) return null;
    return rows.flatMap((row) => (row['game_id'] === null ? [] : [rawNumber(row['game_id'])]));
  }

  /** The schedule row, locked on MySQL until the caller's transaction ends. */
  lockForUpdate(em: EntityManager, gameId: number): Promise<Schedule | null> {
    const query = em.createQueryBuilder(Schedule, 'schedule').where('schedule.gameId = :gameId', { gameId });
    if (em.connection.options.type === 'mysql') query.setLock('pessimistic_write');
    return query.getOne();
  }

  /** Whether the game is on its season's suspended-games list, read in the caller's transaction. */
  isSuspended(em: EntityManager, gameId: number): Promise<boolean> {
    return em.existsBy(SuspendedGame, { gameId });
  }

  /**
   * Inserts schedule rows in the caller's transaction, answering their ids in order. One INSERT
   * per row keeps the ids exact on both databases (a multi-row INSERT's ids are guessed on MySQL).
   */
  async insertGames(em: EntityManager, rows: readonly ScheduleRowInput[]): Promise<number[]> {
    const ids: number[] = [];
    for (const row of rows) {
      const result = await em.insert(Schedule, row);
      const id = (result.identifiers[0] as { gameId?: number } | undefined)?.gameId ?? (result.raw as { insertId?: number }).insertId;
      ids.push(Number(id));
    }
    return ids;
  }

  async updateGame(em: EntityManager, gameId: number, changes: Partial<Schedule>): Promise<void> {
    await em.update(Schedule, { gameId }, changes);
  }

  /** Removes the game with its lineups and its suspended-games entry. */
  async removeGame(em: EntityManager, gameId: number): Promise<void> {
    await em.delete(GameLineup, { gameId });
    await em.delete(SuspendedGame, { gameId });
    await em.delete(Schedule, { gameId });
  }

  async addSuspended(em: EntityManager, gameId: number, seasonId: number): Promise<void> {
    await em.insert(SuspendedGame, { gameId, seasonId });
  }

  async removeSuspended(em: EntityManager, gameId: number): Promise<void> {
    await em.delete(SuspendedGame, { gameId });
  }

  /** Replaces the team's lineup of the game with the entries, in the caller's transaction. */
  async replaceLineup(em: EntityManager, gameId: number, teamId: number, entries: readonly GameLineupEntryInput[]): Promise<void> {
    await em.delete(GameLineup, { gameId, teamId });
    if (entries.length > 0) {
      await em.insert(
        GameLineup,
        entries.map((entry) => ({ gameId, teamId, playerId: entry.playerId, batNum: entry.batNum, position: entry.position })),
      );
    }
  }

  private async items(whereAndOrder: string, params: unknown[]): Promise<ScheduleItem[]> {
    const rows: Row[] = await this.dataSource.query(`${SCHEDULE_ITEM_SELECT} ${whereAndOrder}`, params);
    return rows.map(toScheduleItem);
  }

  /** Many suspended-games entries at once (a season file's), in the caller's transaction. */
  async insertSuspendedGames(em: EntityManager, entries: readonly Pick<SuspendedGame, 'gameId' | 'seasonId'>[]): Promise<void> {
    await insertChunked(em, SuspendedGame, entries);
  }

  /** Many lineup entries at once (a season file's lineups), in the caller's transaction. */
  async insertLineupEntries(em: EntityManager, entries: readonly Pick<GameLineup, 'gameId' | 'teamId' | 'playerId' | 'batNum' | 'position'>[]): Promise<void> {
    await insertChunked(em, GameLineup, entries);
  }
}
