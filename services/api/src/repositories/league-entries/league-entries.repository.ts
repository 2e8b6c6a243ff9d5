import { Injectable } from '@nestjs/common';
import { insertChunked } from '../../database/insert-chunked';
import { LeagueTeam } from '../leagues/league-team.entity';
import { RequestState, type LeagueApplyTeam, type RequestState as RequestStateCode } from '@dugout/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { LeagueApply } from './league-apply.entity';
import { placeholders, rawNumber, rawNumberOrNull, rawSeoulDateTime, rawStringOrNull, utcDateTimeParam, type Row } from '../../common/sql/raw-values';
import { LEAGUE_SEASON_COLUMNS, toLeagueIdName, toLeagueSeason, type LeagueSeasonRow } from '../leagues/leagues.repository';
import { TEAM_PROFILE_COLUMNS, toTeamProfile, toTeamWithLogo } from '../teams/teams.repository';

export type { LeagueSeasonRow } from '../leagues/leagues.repository';


/** The team columns every answer of this module shows, of `team t`, with its roster size. */
const TEAM_COLUMNS = `${TEAM_PROFILE_COLUMNS}, t.spo_type`;

/**
 * Schedule entries of team `?` in league `?` (parameters: leagueId, teamId, teamId, leagueId, teamId, leagueId):
 * its games in the league's schedule, and its interleague games played for this league in another's.
 */
const GAMES_OF_TEAM_IN_LEAGUE = `(s.league_id = ? AND (s.visit_team_id = ? OR s.home_team_id = ?))
  OR (s.visit_team_league_id = ? AND s.visit_team_id = ?) OR (s.home_team_league_id = ? AND s.home_team_id = ?)`;

export interface TeamRow extends LeagueApplyTeam {
  spoType: number;
}

export interface LeagueTeamRow extends TeamRow {
  gameCount: number;
}

export interface ApplyRow {
  requestId: number;
  leagueId: number;
  teamId: number;
  userId: number;
  requestState: RequestStateCode;
  memo: string | null;
  createdAt: string;
  decidedBy: number | null;
  decidedAt: string | null;
}

export interface PrevTeamRow {
  teamId: number;
  teamName: string;
  logoImg: string | null;
  spoType: number;
  leagueId: number;
  leagueName: string;
}

const toTeam = (row: Row): TeamRow => ({ ...toTeamProfile(row), spoType: rawNumber(row['spo_type']) });

const APPLY_COLUMNS = 'a.apply_id, a.league_id, a.team_id, a.user_id, a.state, a.memo, a.created_at, a.decided_by, a.decided_at';

const toApply = (row: Row): ApplyRow => ({
  requestId: rawNumber(row['apply_id']),
  leagueId: rawNumber(row['league_id']),
  teamId: rawNumber(row['team_id']),
  userId: rawNumber(row['user_id']),
  requestState: rawNumber(row['state']) as RequestStateCode,
  memo: rawStringOrNull(row['memo']),
  createdAt: rawSeoulDateTime(row['created_at']),
  decidedBy: rawNumberOrNull(row['decided_by']),
  decidedAt: row['decided_at'] === null || row['decided_at'] === undefined ? null : rawSeoulDateTime(row['decided_at']),
});

const LEAGUE_SEASON_SELECT = `SELECT ${LEAGUE_SEASON_COLUMNS}
  FROM league l JOIN season se ON se.season_id = l.season_id JOIN league_main lm ON lm.main_id = se.main_id`;

/**
 * Every query of the league entries module: the league's member teams (league_team, interleague = 0)
 * and the applications (league_apply). Writes take the caller's transaction.
 */
@Injectable()
export class LeagueEntriesRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** The league's member teams by name, with their games in the league. */
  async leagueTeams(leagueId: number, em: EntityManager = this.dataSource.manager): Promise<LeagueTeamRow[]> {
    const rows: Row[] = await em.query(
      `SELECT ${TEAM_COLUMNS},
         (SELECT COUNT(*) FROM schedule s
          WHERE (s.league_id = lt.league_id AND (s.visit_team_id = t.team_id OR s.home_team_id = t.team_id))
            OR (s.visit_team_league_id = lt.league_id AND s.visit_team_id = t.team_id)
            OR (s.home_team_league_id = lt.league_id AND s.home_team_id = t.team_id)) AS game_count
       FROM league_team lt JOIN team t ON t.team_id = lt.team_id
       WHERE lt.league_id = ? AND lt.interleague = 0
       ORDER BY t.team_name, t.team_id`,
      [leagueId],
    );
    return rows.map((row) => ({ ...toTeam(row), gameCount: rawNumber(row['game_count']) }));
  }

  /** The teams by id (any sport type), read in the caller's transaction. */
  async teams(teamIds: readonly number[], em: EntityManager = this.dataSource.manager): Promise<Map<number, TeamRow>> {
    if (teamIds.length === 0) return new Map();
    const rows: Row[] = await em.query(`SELECT ${TEAM_COLUMNS} FROM team t WHERE t.team_id IN (${placeholders(teamIds.length)})`, [...teamIds]);
    return new Map(rows.map((row) => [rawNumber(row['team_id']), toTeam(row)]));
  }

  /** Of the teams, those on the league's team list (as members, or as interleague guests when `anyRow`). */
  async teamsInLeague(em: EntityManager, leagueId: number, teamIds: readonly number[], anyRow = false): Promise<Set<number>> {
    if (teamIds.length === 0) return new Set();
    const rows: Row[] = await em.query(
      `SELECT team_id FROM league_team WHERE league_id = ? AND team_id IN (${placeholders(teamIds.length)})${anyRow ? '' : ' AND interleague = 0'}`,
      [leagueId, ...teamIds],
    );
    return new Set(rows.map((row) => rawNumber(row['team_id'])));
  }

  /** Of the teams, those with schedule entries in the league. */
  async teamsWithGames(em: EntityManager, leagueId: number, teamIds: readonly number[]): Promise<Set<number>> {
    const found = new Set<number>();
    for (const teamId of teamIds) {
      const [row]: Row[] = await em.query(`SELECT 1 AS found FROM schedule s WHERE ${GAMES_OF_TEAM_IN_LEAGUE} LIMIT 1`, [
        leagueId,
        teamId,
        teamId,
        leagueId,
        teamId,
        leagueId,
        teamId,
      ]);
      if (row) found.add(teamId);
    }
    return found;
  }

  async insertLeagueTeams(em: EntityManager, leagueId: number, teamIds: readonly number[]): Promise<void> {
    const now = utcDateTimeParam(Date.now());
    for (const teamId of teamIds) {
      await em.query('INSERT INTO league_team (league_id, team_id, interleague, created_at) VALUES (?, ?, 0, ?)', [leagueId, teamId, now]);
    }
  }

  async deleteLeagueTeams(em: EntityManager, leagueId: number, teamIds: readonly number[]): Promise<void> {
    await em.query(`DELETE FROM league_team WHERE league_id = ? AND interleague = 0 AND team_id IN (${placeholders(teamIds.length)})`, [
      leagueId,
      ...teamIds,
    ]);
  }

  async leagueSeason(leagueId: number): Promise<LeagueSeasonRow | null> {
    const [row]: Row[] = await this.dataSource.query(`${LEAGUE_SEASON_SELECT} WHERE l.league_id = ?`, [leagueId]);
    return row ? toLeagueSeason(row) : null;
  }

  /** The leagues of active seasons that have not ended by `today` (YYYY-MM-DD), main by main. */
  async openLeagues(today: string): Promise<LeagueSeasonRow[]> {
    const rows: Row[] = await this.dataSource.query(
      `${LEAGUE_SEASON_SELECT} WHERE se.active = 1 AND se.end_date >= ?
       ORDER BY lm.main_id, l.sort_order, l.league_id`,
      [today],
    );
    return rows.map(toLeagueSeason);
  }

  /** The leagues the team is a member of, newest season first. */
  async leaguesOfTeam(teamId: number): Promise<LeagueSeasonRow[]> {
    const rows: Row[] = await this.dataSource.query(
      `${LEAGUE_SEASON_SELECT} JOIN league_team lt ON lt.league_id = l.league_id AND lt.interleague = 0
       WHERE lt.team_id = ?
       ORDER BY se.begin_date DESC, se.season_id DESC, l.sort_order, l.league_id`,
      [teamId],
    );
    return rows.map(toLeagueSeason);
  }

  /** The leagues by id with their seasons and mains. */
  async leagueSeasons(leagueIds: readonly number[]): Promise<Map<number, LeagueSeasonRow>> {
    if (leagueIds.length === 0) return new Map();
    const rows: Row[] = await this.dataSource.query(`${LEAGUE_SEASON_SELECT} WHERE l.league_id IN (${placeholders(leagueIds.length)})`, [
      ...leagueIds,
    ]);
    return new Map(rows.map((row) => [rawNumber(row['league_id']), toLeagueSeason(row)]));
  }

  /** The member teams of the season's leagues (optionally only those named `leagueName`), with their league. */
  async seasonTeams(seasonId: number, leagueName: string | null): Promise<PrevTeamRow[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT t.team_id, t.team_name, t.logo_img, t.spo_type, l.league_id, l.league_name
       FROM league l JOIN league_team lt ON lt.league_id = l.league_id AND lt.interleague = 0
       JOIN team t ON t.team_id = lt.team_id
       WHERE l.season_id = ?${leagueName === null ? '' : ' AND l.league_name = ?'}
       ORDER BY l.sort_order, l.league_id, t.team_name, t.team_id`,
      leagueName === null ? [seasonId] : [seasonId, leagueName],
    );
    return rows.map((row) => ({ ...toTeamWithLogo(row), spoType: rawNumber(row['spo_type']), ...toLeagueIdName(row) }));
  }

  async apply(requestId: number, em: EntityManager = this.dataSource.manager): Promise<ApplyRow | null> {
    const [row]: Row[] = await em.query(`SELECT ${APPLY_COLUMNS} FROM league_apply a WHERE a.apply_id = ?`, [requestId]);
    return row ? toApply(row) : null;
  }

  /** The league's applications: awaiting ones oldest first, then the decided ones newest first. */
  async appliesOfLeague(leagueId: number): Promise<ApplyRow[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${APPLY_COLUMNS} FROM league_apply a WHERE a.league_id = ?
       ORDER BY CASE WHEN a.state = ? THEN 0 ELSE 1 END,
         CASE WHEN a.state = ? THEN a.created_at END, a.decided_at DESC, a.apply_id DESC`,
      [leagueId, RequestState.Pending, RequestState.Pending],
    );
    return rows.map(toApply);
  }

  /** The team's applications, newest first. */
  async appliesOfTeam(teamId: number): Promise<ApplyRow[]> {
    const rows: Row[] = await this.dataSource.query(`SELECT ${APPLY_COLUMNS} FROM league_apply a WHERE a.team_id = ? ORDER BY a.created_at DESC, a.apply_id DESC`, [
      teamId,
    ]);
    return rows.map(toApply);
  }

  async pendingCount(leagueId: number): Promise<number> {
    const [row]: Row[] = await this.dataSource.query('SELECT COUNT(*) AS n FROM league_apply WHERE league_id = ? AND state = ?', [
      leagueId,
      RequestState.Pending,
    ]);
    return rawNumber(row?.['n'] ?? 0);
  }

  /** The team's open application to the league, read in the caller's transaction. */
  async openApply(em: EntityManager, leagueId: number, teamId: number): Promise<ApplyRow | null> {
    const [row]: Row[] = await em.query(`SELECT ${APPLY_COLUMNS} FROM league_apply a WHERE a.league_id = ? AND a.team_id = ? AND a.state = ?`, [
      leagueId,
      teamId,
      RequestState.Pending,
    ]);
    return row ? toApply(row) : null;
  }

  async insertApply(em: EntityManager, leagueId: number, teamId: number, userId: number, memo: string | null): Promise<number> {
    const result = await em.getRepository(LeagueApply).insert({ leagueId, teamId, userId, memo, state: RequestState.Pending, openKey: 1 });
    return Number(result.identifiers[0]?.['applyId']);
  }

  /** Decides an awaiting application; false when it was decided meanwhile. */
  async decide(em: EntityManager, requestId: number, state: RequestStateCode, decidedBy: number): Promise<boolean> {
    const result = await em
      .getRepository(LeagueApply)
      .update({ applyId: requestId, state: RequestState.Pending }, { state, openKey: null, decidedBy, decidedAt: new Date() });
    return (result.affected ?? 0) > 0;
  }

  /** Many league team rows at once (a season file's members and interleague guests), in the caller's transaction. */
  async insertLeagueTeamRows(em: EntityManager, rows: readonly Pick<LeagueTeam, 'leagueId' | 'teamId' | 'interleague'>[]): Promise<void> {
    await insertChunked(em, LeagueTeam, rows);
  }
}
