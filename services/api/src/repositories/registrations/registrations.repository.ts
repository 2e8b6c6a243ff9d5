import { Injectable } from '@nestjs/common';
import { insertChunked } from '../../database/insert-chunked';
import { LeaguePlayer } from '../leagues/league-player.entity';
import type {
  BatThrw,
  EligibilitySettings,
  Gender,
  PlayerSearchField,
  PlayerTeam,
  Position,
  ProType,
  ProTypeMiddle,
  RegistrationPlayerInfo,
  SeasonRegistration,
  SeasonTeamLeague,
  TeamLeague,
  TeamRegistrationCount,
  TeamRole,
} from '@dugout/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import {
  placeholders,
  rawBool,
  rawDateOrNull,
  rawInstant,
  rawNumber,
  rawNumberOrNull,
  rawString,
  rawStringOrNull,
  type Row,
} from '../../common/sql/raw-values';
import { toPlayerIdName } from '../players/players.repository';
import { LEAGUE_SEASON_COLUMNS, toLeagueIdName, toLeagueSeason } from '../leagues/leagues.repository';
import { toTeamIdName, toTeamWithLogo } from '../teams/teams.repository';


const PLAYER_COLUMNS = `p.player_id, p.player_name, p.birthday, p.gender, p.phone, p.middle_school, p.school,
  p.pro_type_middle, p.pro_type, p.bat_thrw, p.position`;

const toPlayerInfo = (row: Row): RegistrationPlayerInfo => ({
  ...toPlayerIdName(row),
  birthday: rawStringOrNull(row['birthday']),
  gender: rawStringOrNull(row['gender']) as Gender | null,
  phone: rawStringOrNull(row['phone']),
  middleSchool: rawStringOrNull(row['middle_school']),
  school: rawStringOrNull(row['school']),
  proTypeMiddle: rawNumber(row['pro_type_middle']) as ProTypeMiddle,
  proType: rawNumber(row['pro_type']) as ProType,
  batThrw: rawNumberOrNull(row['bat_thrw']) as BatThrw | null,
  position: rawStringOrNull(row['position']) as Position | null,
});

/** `%`, `_` and the escape character itself match literally in a LIKE pattern with ESCAPE '!'. */
const likeContains = (text: string) => `%${text.replace(/[!%_]/g, (char) => `!${char}`)}%`;

/** A registration row with the roster's back number and position. */
export interface RegistrationLine {
  leaguePlayerId: number;
  player: RegistrationPlayerInfo;
  backnumber: string | null;
  position: string | null;
  registerDate: string | null;
}

/** A roster line with the registration of the team in the league, if any. */
export interface RosterLine {
  player: RegistrationPlayerInfo;
  backnumber: string | null;
  position: string | null;
  teamRole: TeamRole;
  registered: boolean;
  registerDate: string | null;
}

/** A season registration with the player it is about. */
export interface SeasonRegistrationLine extends SeasonRegistration {
  playerId: number;
}

/** A registration with its league's season and the player's name. */
export interface SeasonEntryLine extends SeasonRegistrationLine {
  seasonId: number;
  playerName: string;
}

export interface SeasonEntryFilter {
  seasonId?: number;
  teamId?: number;
  playerIds?: readonly number[];
}

/** The schedule item of a game, as the eligibility check reads it. */
export interface GameSides {
  gameId: number;
  leagueId: number;
  scheduleTime: number;
  visitTeamId: number | null;
  homeTeamId: number | null;
  visitTeamLeagueId: number | null;
  homeTeamLeagueId: number | null;
  visitTeamInterleague: boolean;
  homeTeamInterleague: boolean;
}

const codesOf = <C extends number>(text: string): C[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map((part) => Number(part) as C);

export const DEFAULT_ELIGIBILITY: EligibilitySettings = { waitDays: 0, allowedProTypes: [0, 1, 2], allowedProTypeMiddles: [0, 1, 2] };

/**
 * The SQL of player registrations (league_player) with what the admin screens show beside them:
 * the player record, the team's roster line and the season's other registrations.
 */
@Injectable()
export class RegistrationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Whether the team is a member (not an interleague guest) of the league. */
  async isMemberTeam(leagueId: number, teamId: number): Promise<boolean> {
    const rows: Row[] = await this.dataSource.query('SELECT 1 AS found FROM league_team WHERE league_id = ? AND team_id = ? AND interleague = 0', [
      leagueId,
      teamId,
    ]);
    return rows.length > 0;
  }

  /** The league's member teams with their registered and roster counts, by name. */
  async teamCounts(leagueId: number): Promise<TeamRegistrationCount[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT t.team_id, t.team_name, t.logo_img,
         (SELECT COUNT(*) FROM league_player lp WHERE lp.league_id = lt.league_id AND lp.team_id = t.team_id) AS registered_count,
         (SELECT COUNT(*) FROM team_player tp WHERE tp.team_id = t.team_id) AS roster_count
       FROM league_team lt JOIN team t ON t.team_id = lt.team_id
       WHERE lt.league_id = ? AND lt.interleague = 0
       ORDER BY t.team_name, t.team_id`,
      [leagueId],
    );
    return rows.map((row) => ({
      ...toTeamWithLogo(row),
      registeredCount: rawNumber(row['registered_count']),
      rosterCount: rawNumber(row['roster_count']),
    }));
  }

  /** The team's registrations in the league (one player when playerId is given). */
  async registrations(leagueId: number, teamId: number, playerId?: number, em: EntityManager = this.dataSource.manager): Promise<RegistrationLine[]> {
    const rows: Row[] = await em.query(
      `SELECT lp.league_player_id, lp.register_date, tp.backnumber, COALESCE(tp.position, p.position) AS roster_position, ${PLAYER_COLUMNS}
       FROM league_player lp
       JOIN player p ON p.player_id = lp.player_id
       LEFT JOIN team_player tp ON tp.team_id = lp.team_id AND tp.player_id = lp.player_id
       WHERE lp.league_id = ? AND lp.team_id = ?${playerId === undefined ? '' : ' AND lp.player_id = ?'}`,
      playerId === undefined ? [leagueId, teamId] : [leagueId, teamId, playerId],
    );
    return rows.map((row) => ({
      leaguePlayerId: rawNumber(row['league_player_id']),
      player: toPlayerInfo(row),
      backnumber: rawStringOrNull(row['backnumber']),
      position: rawStringOrNull(row['roster_position']),
      registerDate: rawDateOrNull(row['register_date']),
    }));
  }

  /** The team's roster with each member's registration in the league. */
  async roster(leagueId: number, teamId: number, em: EntityManager = this.dataSource.manager): Promise<RosterLine[]> {
    const rows: Row[] = await em.query(
      `SELECT tp.backnumber, COALESCE(tp.position, p.position) AS roster_position, tp.team_role,
         lp.league_player_id, lp.register_date, ${PLAYER_COLUMNS}
       FROM team_player tp
       JOIN player p ON p.player_id = tp.player_id
       LEFT JOIN league_player lp ON lp.league_id = ? AND lp.team_id = tp.team_id AND lp.player_id = tp.player_id
       WHERE tp.team_id = ?`,
      [leagueId, teamId],
    );
    return rows.map((row) => ({
      player: toPlayerInfo(row),
      backnumber: rawStringOrNull(row['backnumber']),
      position: rawStringOrNull(row['roster_position']),
      teamRole: rawNumber(row['team_role']) as TeamRole,
      registered: row['league_player_id'] !== null && row['league_player_id'] !== undefined,
      registerDate: rawDateOrNull(row['register_date']),
    }));
  }

  /** The players' registrations in every league of the season, by league order then team name. */
  async seasonRegistrations(seasonId: number, playerIds: readonly number[]): Promise<SeasonRegistrationLine[]> {
    if (playerIds.length === 0) return [];
    const rows: Row[] = await this.dataSource.query(
      `SELECT lp.player_id, lp.league_id, l.league_name, lp.team_id, t.team_name, lp.register_date
       FROM league_player lp
       JOIN league l ON l.league_id = lp.league_id
       JOIN team t ON t.team_id = lp.team_id
       WHERE l.season_id = ? AND lp.player_id IN (${placeholders(playerIds.length)})
       ORDER BY l.sort_order, l.league_id, t.team_name, t.team_id`,
      [seasonId, ...playerIds],
    );
    return rows.map((row) => ({
      playerId: rawNumber(row['player_id']),
      ...toLeagueIdName(row),
      ...toTeamIdName(row),
      registerDate: rawDateOrNull(row['register_date']),
    }));
  }

  /**
   * Registrations (league_player) with the league's season and the player's name, narrowed by season,
   * team and players (each optional); the member agreements read who plays in a season from them.
   */
  async seasonEntries(filter: SeasonEntryFilter): Promise<SeasonEntryLine[]> {
    const where: string[] = [];
    const params: number[] = [];
    if (filter.seasonId !== undefined) {
      where.push('l.season_id = ?');
      params.push(filter.seasonId);
    }
    if (filter.teamId !== undefined) {
      where.push('lp.team_id = ?');
      params.push(filter.teamId);
    }
    if (filter.playerIds !== undefined) {
      if (filter.playerIds.length === 0) return [];
      where.push(`lp.player_id IN (${placeholders(filter.playerIds.length)})`);
      params.push(...filter.playerIds);
    }
    const rows: Row[] = await this.dataSource.query(
      `SELECT l.season_id, lp.league_id, l.league_name, lp.team_id, t.team_name, lp.player_id, p.player_name, lp.register_date
       FROM league_player lp
       JOIN league l ON l.league_id = lp.league_id
       JOIN team t ON t.team_id = lp.team_id
       JOIN player p ON p.player_id = lp.player_id
       ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY l.season_id DESC, l.sort_order, l.league_id, t.team_name, t.team_id, p.player_name, p.player_id`,
      params,
    );
    return rows.map((row) => ({
      seasonId: rawNumber(row['season_id']),
      ...toLeagueIdName(row),
      ...toTeamIdName(row),
      ...toPlayerIdName(row),
      registerDate: rawDateOrNull(row['register_date']),
    }));
  }

  /** The teams of the season's leagues whose rosters hold the players, by player id. */
  async seasonTeamsOf(seasonId: number, playerIds: readonly number[]): Promise<Map<number, PlayerTeam[]>> {
    const teams = new Map<number, PlayerTeam[]>();
    if (playerIds.length === 0) return teams;
    const rows: Row[] = await this.dataSource.query(
      `SELECT tp.player_id, t.team_id, t.team_name, tp.backnumber
       FROM team_player tp JOIN team t ON t.team_id = tp.team_id
       WHERE tp.player_id IN (${placeholders(playerIds.length)})
         AND EXISTS (SELECT 1 FROM league_team lt JOIN league l ON l.league_id = lt.league_id
                     WHERE lt.team_id = tp.team_id AND l.season_id = ?)
       ORDER BY t.team_name, t.team_id`,
      [...playerIds, seasonId],
    );
    for (const row of rows) {
      const playerId = rawNumber(row['player_id']);
      const list = teams.get(playerId) ?? [];
      list.push({ ...toTeamIdName(row), backnumber: rawStringOrNull(row['backnumber']) });
      teams.set(playerId, list);
    }
    return teams;
  }

  /** The players (of those given) with batting or pitching lines for the team in games counted in the league. */
  async playersWithGameLines(leagueId: number, teamId: number, playerIds: readonly number[], em: EntityManager = this.dataSource.manager): Promise<Set<number>> {
    if (playerIds.length === 0) return new Set();
    const inList = placeholders(playerIds.length);
    const sideLeague = `((g.visit_team_id = x.team_id AND g.visit_league_id = ?) OR (g.home_team_id = x.team_id AND g.home_league_id = ?))`;
    const rows: Row[] = await em.query(
      `SELECT DISTINCT x.player_id FROM game_batting x JOIN game g ON g.game_id = x.game_id
       WHERE x.team_id = ? AND x.player_id IN (${inList}) AND ${sideLeague}
       UNION
       SELECT DISTINCT x.player_id FROM game_pitching x JOIN game g ON g.game_id = x.game_id
       WHERE x.team_id = ? AND x.player_id IN (${inList}) AND ${sideLeague}`,
      [teamId, ...playerIds, leagueId, leagueId, teamId, ...playerIds, leagueId, leagueId],
    );
    return new Set(rows.map((row) => rawNumber(row['player_id'])));
  }

  async insertRegistration(em: EntityManager, leagueId: number, teamId: number, playerId: number, registerDate: string): Promise<void> {
    await em.query('INSERT INTO league_player (league_id, team_id, player_id, register_date) VALUES (?, ?, ?, ?)', [leagueId, teamId, playerId, registerDate]);
  }

  async updateRegisterDate(em: EntityManager, leaguePlayerId: number, registerDate: string): Promise<void> {
    await em.query('UPDATE league_player SET register_date = ? WHERE league_player_id = ?', [registerDate, leaguePlayerId]);
  }

  async deleteRegistration(em: EntityManager, leaguePlayerId: number): Promise<void> {
    await em.query('DELETE FROM league_player WHERE league_player_id = ?', [leaguePlayerId]);
  }

  /** The season's leagues the team is a member of, in display order, with its registered players there. */
  async teamLeagues(seasonId: number, teamId: number): Promise<SeasonTeamLeague[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT l.league_id, l.league_name,
         (SELECT COUNT(*) FROM league_player lp WHERE lp.league_id = l.league_id AND lp.team_id = lt.team_id) AS registered_count
       FROM league l JOIN league_team lt ON lt.league_id = l.league_id
       WHERE l.season_id = ? AND lt.team_id = ? AND lt.interleague = 0
       ORDER BY l.sort_order, l.league_id`,
      [seasonId, teamId],
    );
    return rows.map((row) => ({ ...toLeagueIdName(row), registeredCount: rawNumber(row['registered_count']) }));
  }

  /** Every league the team is a member of with its season and main, newest season first, and the team's registered players there. */
  async leaguesOfTeam(teamId: number): Promise<TeamLeague[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${LEAGUE_SEASON_COLUMNS},
         (SELECT COUNT(*) FROM league_player lp WHERE lp.league_id = l.league_id AND lp.team_id = lt.team_id) AS registered_count
       FROM league_team lt
       JOIN league l ON l.league_id = lt.league_id
       JOIN season se ON se.season_id = l.season_id
       JOIN league_main lm ON lm.main_id = se.main_id
       WHERE lt.team_id = ? AND lt.interleague = 0
       ORDER BY se.begin_date DESC, se.season_id DESC, lm.main_id, l.sort_order, l.league_id`,
      [teamId],
    );
    return rows.map((row) => ({ ...toLeagueSeason(row), registeredCount: rawNumber(row['registered_count']) }));
  }

  /** The player's registrations for the team, newest season first. */
  async entriesOfTeamPlayer(
    teamId: number,
    playerId: number,
  ): Promise<{ leagueId: number; leagueName: string; seasonId: number; seasonName: string; seasonEndDate: string; registerDate: string | null }[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT lp.league_id, l.league_name, se.season_id, se.season_name, se.end_date, lp.register_date
       FROM league_player lp JOIN league l ON l.league_id = lp.league_id JOIN season se ON se.season_id = l.season_id
       WHERE lp.team_id = ? AND lp.player_id = ?
       ORDER BY se.begin_date DESC, se.season_id DESC, l.sort_order, l.league_id`,
      [teamId, playerId],
    );
    return rows.map((row) => ({
      ...toLeagueIdName(row),
      seasonId: rawNumber(row['season_id']),
      seasonName: rawString(row['season_name']),
      seasonEndDate: rawDateOrNull(row['end_date']) ?? '',
      registerDate: rawDateOrNull(row['register_date']),
    }));
  }

  async player(playerId: number): Promise<RegistrationPlayerInfo | null> {
    const [row]: Row[] = await this.dataSource.query(`SELECT ${PLAYER_COLUMNS} FROM player p WHERE p.player_id = ?`, [playerId]);
    return row ? toPlayerInfo(row) : null;
  }

  /**
   * Players registered in one of the season's leagues or on the roster of one of its teams whose
   * name contains the text, whose birthday starts with the digits, or whose phone (without dashes)
   * contains the digits; by name, at most `limit`.
   */
  async searchPlayers(seasonId: number, field: PlayerSearchField, value: string, limit: number): Promise<RegistrationPlayerInfo[]> {
    const condition =
      field === 'name'
        ? { sql: "p.player_name LIKE ? ESCAPE '!'", param: likeContains(value) }
        : field === 'birthday'
          ? { sql: "p.birthday LIKE ? ESCAPE '!'", param: `${value}%` }
          : { sql: "REPLACE(p.phone, '-', '') LIKE ? ESCAPE '!'", param: likeContains(value) };
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${PLAYER_COLUMNS} FROM player p
       WHERE ${condition.sql}
         AND (EXISTS (SELECT 1 FROM league_player lp JOIN league l ON l.league_id = lp.league_id
                      WHERE lp.player_id = p.player_id AND l.season_id = ?)
           OR EXISTS (SELECT 1 FROM team_player tp JOIN league_team lt ON lt.team_id = tp.team_id
                      JOIN league l ON l.league_id = lt.league_id
                      WHERE tp.player_id = p.player_id AND l.season_id = ? AND lt.interleague = 0))
       ORDER BY p.player_name, p.player_id
       LIMIT ${Number(limit)}`,
      [condition.param, seasonId, seasonId],
    );
    return rows.map(toPlayerInfo);
  }

  async eligibility(mainId: number, em: EntityManager = this.dataSource.manager): Promise<EligibilitySettings> {
    const [row]: Row[] = await em.query(
      'SELECT wait_days, allowed_pro_types, allowed_pro_type_middles FROM league_eligibility WHERE main_id = ?',
      [mainId],
    );
    if (!row) return { ...DEFAULT_ELIGIBILITY };
    return {
      waitDays: rawNumber(row['wait_days']),
      allowedProTypes: codesOf<ProType>(rawString(row['allowed_pro_types'])),
      allowedProTypeMiddles: codesOf<ProTypeMiddle>(rawString(row['allowed_pro_type_middles'])),
    };
  }

  async saveEligibility(em: EntityManager, mainId: number, settings: EligibilitySettings): Promise<void> {
    const values = [settings.waitDays, settings.allowedProTypes.join(','), settings.allowedProTypeMiddles.join(',')];
    const [row]: Row[] = await em.query('SELECT main_id FROM league_eligibility WHERE main_id = ?', [mainId]);
    if (row) {
      await em.query(
        'UPDATE league_eligibility SET wait_days = ?, allowed_pro_types = ?, allowed_pro_type_middles = ?, updated_at = CURRENT_TIMESTAMP WHERE main_id = ?',
        [...values, mainId],
      );
    } else {
      await em.query('INSERT INTO league_eligibility (main_id, wait_days, allowed_pro_types, allowed_pro_type_middles) VALUES (?, ?, ?, ?)', [
        mainId,
        ...values,
      ]);
    }
  }

  /** The game's schedule item, or null when there is none. */
  async gameSides(gameId: number): Promise<GameSides | null> {
    const [row]: Row[] = await this.dataSource.query(
      `SELECT game_id, league_id, schedule_time, visit_team_id, home_team_id, visit_team_league_id, home_team_league_id,
         visit_team_interleague, home_team_interleague
       FROM schedule WHERE game_id = ?`,
      [gameId],
    );
    if (!row) return null;
    return {
      gameId: rawNumber(row['game_id']),
      leagueId: rawNumber(row['league_id']),
      scheduleTime: rawInstant(row['schedule_time']),
      visitTeamId: rawNumberOrNull(row['visit_team_id']),
      homeTeamId: rawNumberOrNull(row['home_team_id']),
      visitTeamLeagueId: rawNumberOrNull(row['visit_team_league_id']),
      homeTeamLeagueId: rawNumberOrNull(row['home_team_league_id']),
      visitTeamInterleague: rawBool(row['visit_team_interleague']),
      homeTeamInterleague: rawBool(row['home_team_interleague']),
    };
  }

  /** Many registrations at once (a season file's), in the caller's transaction. */
  async insertLeaguePlayers(em: EntityManager, rows: readonly Pick<LeaguePlayer, 'leagueId' | 'teamId' | 'playerId' | 'registerDate'>[]): Promise<void> {
    await insertChunked(em, LeaguePlayer, rows);
  }
}
