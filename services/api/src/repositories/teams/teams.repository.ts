import { Injectable } from '@nestjs/common';
import { insertChunked } from '../../database/insert-chunked';
import {
  DEFAULT_TEAM_ROLE,
  SportType,
  TeamRole,
  teamRoles,
  type LeagueTeamPlayer,
  type ManagedTeam,
  type TeamEntry,
  type TeamListQuery,
  type TeamProfile,
} from '@dugout/contracts';
import { DataSource, In, type EntityManager } from 'typeorm';
import { placeholders, rawDateOrNull, rawNumber, rawString, rawStringOrNull, type Row } from '../../common/sql/raw-values';
import { TeamPlayer } from './team-player.entity';
import { Team } from './team.entity';


/** The columns toTeamProfile reads, of `team t`, with its player count. */
export const TEAM_PROFILE_COLUMNS = `t.team_id, t.team_name, t.logo_img, t.director, t.manager_name, t.estb_dt,
  (SELECT COUNT(*) FROM team_player tp WHERE tp.team_id = t.team_id) AS player_count`;

const TEAM_ORDER = 'ORDER BY t.team_name, t.team_id';

/** `%`, `_` and the escape character itself match literally in a LIKE pattern with ESCAPE '!'. */
const likeContains = (text: string) => `%${text.replace(/[!%_]/g, (char) => `!${char}`)}%`;

/** A team named in another row (its team_id and team_name columns). */
export type TeamIdName = Pick<ManagedTeam, 'teamId' | 'teamName'>;
export const toTeamIdName = (row: Row): TeamIdName => ({ teamId: rawNumber(row['team_id']), teamName: rawString(row['team_name']) });

/** A team as lists and menus show it: its name and logo (team_id, team_name, logo_img). */
export const toTeamWithLogo = (row: Row): ManagedTeam => ({ ...toTeamIdName(row), logoImg: rawStringOrNull(row['logo_img']) });

export const toTeamProfile = (row: Row): TeamProfile => ({
  ...toTeamWithLogo(row),
  director: rawStringOrNull(row['director']),
  managerName: rawStringOrNull(row['manager_name']),
  estbDt: rawDateOrNull(row['estb_dt']),
  playerCount: rawNumber(row['player_count']),
});

const toTeamEntry = (row: Row): TeamEntry => ({
  teamId: rawNumber(row['team_id']),
  leagueId: rawNumber(row['league_id']),
  team: {
    teamName: rawString(row['team_name']),
    logoImg: rawStringOrNull(row['logo_img']),
    spoType: rawNumber(row['spo_type']),
  },
});

const toLeagueTeamPlayer = (row: Row): LeagueTeamPlayer => ({
  playerId: rawNumber(row['player_id']),
  playerName: rawString(row['player_name']),
  backnumber: rawStringOrNull(row['backnumber']),
  position: rawStringOrNull(row['position']),
  // A registered player who has since left the team shows the default role (player).
  teamRole: row['team_role'] === null ? DEFAULT_TEAM_ROLE : rawNumber(row['team_role']),
  registerDate: rawDateOrNull(row['register_date']),
});

/** A league team's profile with its sport type (placeholder teams are spoType 9). */
export interface LeagueTeamProfile {
  profile: TeamProfile;
  spoType: number;
}

/** A roster line of team_player; the player's name and account are the players module's. */
export interface RosterLine {
  playerId: number;
  backnumber: string | null;
  position: string | null;
  teamRole: TeamRole;
}

/** GET /api/team/{id}'s columns: the profile with the home ground and introduction. */
export interface TeamInfoRow {
  profile: TeamProfile;
  homeGround: string | null;
  introduction: string | null;
}

/** The team's own info columns, as the make-team and team info forms write them. */
export interface TeamFields {
  teamName: string;
  logoImg: string | null;
  director: string | null;
  managerName: string | null;
  estbDt: string | null;
  homeGround: string | null;
  introduction: string | null;
}

/** A roster line with the day the player joined ('YYYY-MM-DD', null when unknown). */
export interface DatedRosterLine extends RosterLine {
  joinedAt: string | null;
}

/** One page of team profiles and how many teams match in all. */
export interface TeamProfilePage {
  profiles: TeamProfile[];
  total: number;
}

/** Every query of the teams module: teams, rosters (team_player), staff (team_manager) and the league teams' pages. */
@Injectable()
export class TeamsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** How many of the teams are ordinary teams (spoType baseball), read in the caller's transaction. */
  countRealTeams(em: EntityManager, teamIds: readonly number[]): Promise<number> {
    return em.countBy(Team, { teamId: In([...teamIds]), spoType: SportType.Baseball });
  }

  /** The player ids on each team's roster (team_player), read in the caller's transaction. */
  async rosters(em: EntityManager, teamIds: readonly number[]): Promise<Map<number, Set<number>>> {
    const members = await em.find(TeamPlayer, { select: { teamId: true, playerId: true }, where: { teamId: In([...teamIds]) } });
    const rosters = new Map<number, Set<number>>(teamIds.map((teamId) => [teamId, new Set<number>()]));
    for (const member of members) rosters.get(member.teamId)?.add(member.playerId);
    return rosters;
  }

  async teamExists(teamId: number): Promise<boolean> {
    const [team]: unknown[] = await this.dataSource.query('SELECT team_id FROM team WHERE team_id = ?', [teamId]);
    return team !== undefined;
  }

  /** The team's name; null when there is no such team. */
  async teamName(teamId: number): Promise<string | null> {
    const [row]: Row[] = await this.dataSource.query('SELECT team_name FROM team WHERE team_id = ?', [teamId]);
    return row ? rawString(row['team_name']) : null;
  }

  /** Each team's name by id. */
  async teamNames(teamIds: readonly number[]): Promise<Map<number, string>> {
    const ids = [...new Set(teamIds)];
    if (ids.length === 0) return new Map();
    const rows: Row[] = await this.dataSource.query(`SELECT team_id, team_name FROM team WHERE team_id IN (${placeholders(ids.length)})`, ids);
    return new Map(rows.map((row) => [rawNumber(row['team_id']), rawString(row['team_name'])]));
  }

  /** The teams whose rosters hold one of the players. */
  async teamIdsOfPlayers(playerIds: readonly number[]): Promise<number[]> {
    if (playerIds.length === 0) return [];
    const rows: Row[] = await this.dataSource.query(
      `SELECT DISTINCT team_id FROM team_player WHERE player_id IN (${placeholders(playerIds.length)})`,
      [...playerIds],
    );
    return rows.map((row) => rawNumber(row['team_id']));
  }

  /** The team's roster (team_player), in no particular order. */
  async roster(teamId: number): Promise<RosterLine[]> {
    const rows: Row[] = await this.dataSource.query(
      'SELECT player_id, backnumber, position, team_role FROM team_player WHERE team_id = ?',
      [teamId],
    );
    return rows.map((row) => ({
      playerId: rawNumber(row['player_id']),
      backnumber: rawStringOrNull(row['backnumber']),
      position: rawStringOrNull(row['position']),
      teamRole: teamRoles.parse(row['team_role']) ?? DEFAULT_TEAM_ROLE,
    }));
  }

  /** The back number of each roster member of the teams (null when none was given), by `teamId:playerId`. */
  async backnumbers(teamIds: readonly number[]): Promise<Map<string, string | null>> {
    const ids = [...new Set(teamIds)];
    if (ids.length === 0) return new Map();
    const rows: Row[] = await this.dataSource.query(
      `SELECT team_id, player_id, backnumber FROM team_player WHERE team_id IN (${placeholders(ids.length)})`,
      ids,
    );
    return new Map(rows.map((row) => [`${rawNumber(row['team_id'])}:${rawNumber(row['player_id'])}`, rawStringOrNull(row['backnumber'])]));
  }

  /**
   * One page of team profiles by name. With playerIds: the teams whose rosters hold one of them,
   * otherwise every team but placeholders.
   */
  async profilePage(query: TeamListQuery, playerIds?: readonly number[]): Promise<TeamProfilePage> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (playerIds !== undefined) {
      if (playerIds.length === 0) return { profiles: [], total: 0 };
      conditions.push(`t.team_id IN (SELECT tp.team_id FROM team_player tp WHERE tp.player_id IN (${placeholders(playerIds.length)}))`);
      params.push(...playerIds);
    } else {
      conditions.push('t.spo_type <> ?');
      params.push(SportType.Placeholder);
    }
    if (query.search) {
      conditions.push("t.team_name LIKE ? ESCAPE '!'");
      params.push(likeContains(query.search));
    }
    const where = `WHERE ${conditions.join(' AND ')}`;
    const [{ total }]: Row[] = await this.dataSource.query(`SELECT COUNT(*) AS total FROM team t ${where}`, params);
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${TEAM_PROFILE_COLUMNS}
       FROM team t ${where} ${TEAM_ORDER} LIMIT ? OFFSET ?`,
      [...params, query.pagesize, (query.page - 1) * query.pagesize],
    );
    return { profiles: rows.map(toTeamProfile), total: rawNumber(total) };
  }

  async isManager(teamId: number, userId: number): Promise<boolean> {
    const [row]: Row[] = await this.dataSource.query('SELECT user_id FROM team_manager WHERE team_id = ? AND user_id = ?', [teamId, userId]);
    return row !== undefined;
  }

  /** The team's managers' member ids, in the order they became managers. */
  async managerIds(teamId: number): Promise<number[]> {
    const rows: Row[] = await this.dataSource.query('SELECT user_id FROM team_manager WHERE team_id = ? ORDER BY created_at, user_id', [teamId]);
    return rows.map((row) => rawNumber(row['user_id']));
  }

  /**
   * The team's managers read in the caller's transaction; on MySQL their rows stay locked until it
   * ends, so two removals at once cannot leave the team without one (SQLite writes one at a time).
   */
  async lockedManagerIds(em: EntityManager, teamId: number): Promise<number[]> {
    const lock = this.dataSource.options.type === 'mysql' || this.dataSource.options.type === 'mariadb' ? ' FOR UPDATE' : '';
    const rows: Row[] = await em.query(`SELECT user_id FROM team_manager WHERE team_id = ?${lock}`, [teamId]);
    return rows.map((row) => rawNumber(row['user_id']));
  }

  async insertManager(teamId: number, userId: number, em: EntityManager = this.dataSource.manager): Promise<void> {
    await em.query('INSERT INTO team_manager (team_id, user_id) VALUES (?, ?)', [teamId, userId]);
  }

  async deleteManager(teamId: number, userId: number, em: EntityManager = this.dataSource.manager): Promise<void> {
    await em.query('DELETE FROM team_manager WHERE team_id = ? AND user_id = ?', [teamId, userId]);
  }

  /** Runs `work` in one transaction. */
  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Whether one of the players is on the team's roster. */
  async hasRosterPlayer(teamId: number, playerIds: readonly number[]): Promise<boolean> {
    if (playerIds.length === 0) return false;
    const [row]: Row[] = await this.dataSource.query(
      `SELECT player_id FROM team_player WHERE team_id = ? AND player_id IN (${placeholders(playerIds.length)}) LIMIT 1`,
      [teamId, ...playerIds],
    );
    return row !== undefined;
  }

  async managedTeams(userId: number): Promise<ManagedTeam[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT t.team_id, t.team_name, t.logo_img FROM team_manager tm
       JOIN team t ON t.team_id = tm.team_id
       WHERE tm.user_id = ? ${TEAM_ORDER}`,
      [userId],
    );
    return rows.map(toTeamWithLogo);
  }

  /** Real teams (never placeholders) whose name contains `name`, by name; at most `limit`. */
  async profilesByName(name: string, limit: number): Promise<TeamProfile[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${TEAM_PROFILE_COLUMNS} FROM team t
       WHERE t.spo_type <> ? AND t.team_name LIKE ? ESCAPE '!' ${TEAM_ORDER} LIMIT ?`,
      [SportType.Placeholder, likeContains(name), limit],
    );
    return rows.map(toTeamProfile);
  }

  /** A placeholder team (spoType 9) with only a name, in the caller's transaction. */
  async insertPlaceholderTeam(em: EntityManager, teamName: string): Promise<number> {
    const result = await em.getRepository(Team).insert({ teamName, spoType: SportType.Placeholder });
    return Number(result.identifiers[0]?.['teamId']);
  }

  /** The member teams of every league of the season, league by league, each league's by name. */
  async seasonTeams(seasonId: number, includeTempTeam: boolean): Promise<TeamEntry[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT lt.league_id, t.team_id, t.team_name, t.logo_img, t.spo_type
       FROM league l
       JOIN league_team lt ON lt.league_id = l.league_id AND lt.interleague = 0
       JOIN team t ON t.team_id = lt.team_id
       WHERE l.season_id = ?${includeTempTeam ? '' : ' AND t.spo_type <> ?'}
       ORDER BY l.sort_order, l.league_id, t.team_name, t.team_id`,
      includeTempTeam ? [seasonId] : [seasonId, SportType.Placeholder],
    );
    return rows.map(toTeamEntry);
  }

  /** The league's member teams by name. */
  async leagueTeams(leagueId: number, includeTempTeam: boolean): Promise<TeamEntry[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT lt.league_id, t.team_id, t.team_name, t.logo_img, t.spo_type
       FROM league_team lt
       JOIN team t ON t.team_id = lt.team_id
       WHERE lt.league_id = ? AND lt.interleague = 0${includeTempTeam ? '' : ' AND t.spo_type <> ?'}
       ORDER BY t.team_name, t.team_id`,
      includeTempTeam ? [leagueId] : [leagueId, SportType.Placeholder],
    );
    return rows.map(toTeamEntry);
  }

  /** A team of the league (a member or an interleague guest) with its player count; null when it is neither. */
  async leagueTeamProfile(leagueId: number, teamId: number): Promise<LeagueTeamProfile | null> {
    const [row]: Row[] = await this.dataSource.query(
      `SELECT ${TEAM_PROFILE_COLUMNS}, t.spo_type
       FROM league_team lt JOIN team t ON t.team_id = lt.team_id
       WHERE lt.league_id = ? AND lt.team_id = ?`,
      [leagueId, teamId],
    );
    return row ? { profile: toTeamProfile(row), spoType: rawNumber(row['spo_type']) } : null;
  }

  /** The players the team registered in the league, in no particular order. */
  async leagueTeamPlayers(leagueId: number, teamId: number): Promise<LeagueTeamPlayer[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT lp.player_id, p.player_name, tp.backnumber, COALESCE(tp.position, p.position) AS position,
         tp.team_role, lp.register_date
       FROM league_player lp
       JOIN player p ON p.player_id = lp.player_id
       LEFT JOIN team_player tp ON tp.team_id = lp.team_id AND tp.player_id = lp.player_id
       WHERE lp.league_id = ? AND lp.team_id = ?`,
      [leagueId, teamId],
    );
    return rows.map(toLeagueTeamPlayer);
  }

  /** The team's profile with its home ground and introduction; null when there is no such team. */
  async teamInfo(teamId: number, em: EntityManager = this.dataSource.manager): Promise<TeamInfoRow | null> {
    const [row]: Row[] = await em.query(
      `SELECT ${TEAM_PROFILE_COLUMNS}, t.home_ground, t.introduction FROM team t WHERE t.team_id = ?`,
      [teamId],
    );
    return row
      ? { profile: toTeamProfile(row), homeGround: rawStringOrNull(row['home_ground']), introduction: rawStringOrNull(row['introduction']) }
      : null;
  }

  /** Whether another team (not `exceptTeamId`) has this name, read in the caller's transaction. */
  async teamNameTaken(em: EntityManager, teamName: string, exceptTeamId: number | null): Promise<boolean> {
    const [row]: Row[] = await em.query(
      'SELECT team_id FROM team WHERE LOWER(TRIM(team_name)) = LOWER(?) AND team_id <> ? LIMIT 1',
      [teamName.trim(), exceptTeamId ?? 0],
    );
    return row !== undefined;
  }

  /** A new ordinary team in the caller's transaction; answers its id. */
  async insertTeam(em: EntityManager, fields: TeamFields): Promise<number> {
    const result = await em.getRepository(Team).insert({ ...fields, spoType: SportType.Baseball });
    return Number(result.identifiers[0]?.['teamId']);
  }

  /** Writes the team's info fields in the caller's transaction. */
  async updateTeam(em: EntityManager, teamId: number, fields: TeamFields): Promise<void> {
    await em.getRepository(Team).update({ teamId }, fields);
  }

  /** Puts a player on the team's roster with a role, joined today, in the caller's transaction. */
  async insertRosterPlayer(em: EntityManager, teamId: number, playerId: number, teamRole: TeamRole, joinedAt: string): Promise<void> {
    await em.getRepository(TeamPlayer).insert({ teamId, playerId, teamRole, joinedAt });
  }

  /** An ordinary team's profile (never a placeholder); null when there is no such team. */
  async joinableProfile(teamId: number): Promise<TeamProfile | null> {
    const [row]: Row[] = await this.dataSource.query(`SELECT ${TEAM_PROFILE_COLUMNS} FROM team t WHERE t.team_id = ? AND t.spo_type <> ?`, [
      teamId,
      SportType.Placeholder,
    ]);
    return row ? toTeamProfile(row) : null;
  }

  /** The roster line of one of the players on the team, read in the caller's transaction; null when none is on it. */
  async rosterLineIn(em: EntityManager, teamId: number, playerIds: readonly number[]): Promise<DatedRosterLine | null> {
    if (playerIds.length === 0) return null;
    const [row]: Row[] = await em.query(
      `SELECT player_id, backnumber, position, team_role, joined_at FROM team_player
       WHERE team_id = ? AND player_id IN (${placeholders(playerIds.length)}) ORDER BY player_id LIMIT 1`,
      [teamId, ...playerIds],
    );
    if (!row) return null;
    return {
      playerId: rawNumber(row['player_id']),
      backnumber: rawStringOrNull(row['backnumber']),
      position: rawStringOrNull(row['position']),
      teamRole: teamRoles.parse(row['team_role']) ?? DEFAULT_TEAM_ROLE,
      joinedAt: rawDateOrNull(row['joined_at']),
    };
  }

  /** Changes a roster line's back number, role and position in the caller's transaction. */
  async updateRosterLine(em: EntityManager, teamId: number, playerId: number, change: Pick<DatedRosterLine, 'backnumber' | 'teamRole' | 'position'>): Promise<void> {
    await em.query('UPDATE team_player SET backnumber = ?, team_role = ?, position = ? WHERE team_id = ? AND player_id = ?', [
      change.backnumber,
      change.teamRole,
      change.position,
      teamId,
      playerId,
    ]);
  }

  /** A full roster line (back number, role, position, join day) in the caller's transaction. */
  async insertRosterLine(em: EntityManager, teamId: number, line: DatedRosterLine): Promise<void> {
    await em.getRepository(TeamPlayer).insert({
      teamId,
      playerId: line.playerId,
      backnumber: line.backnumber,
      teamRole: line.teamRole,
      position: line.position as TeamPlayer['position'],
      joinedAt: line.joinedAt,
    });
  }

  /**
   * Ends a roster line in the caller's transaction: it moves to team_player_history with the day and
   * who ended it (a team manager, or the member leaving himself), so team_player is the current roster.
   */
  async endRosterLine(em: EntityManager, teamId: number, line: DatedRosterLine, leftAt: string, endedBy: number): Promise<void> {
    await em.query(
      `INSERT INTO team_player_history (team_id, player_id, backnumber, team_role, position, joined_at, left_at, removed_by)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [teamId, line.playerId, line.backnumber, line.teamRole, line.position, line.joinedAt, leftAt, endedBy],
    );
    await em.getRepository(TeamPlayer).delete({ teamId, playerId: line.playerId });
  }

  /** The players with the head role (teamRole 1) on the team's roster, read in the caller's transaction. */
  async headPlayerIds(em: EntityManager, teamId: number): Promise<number[]> {
    const rows: Row[] = await em.query('SELECT player_id FROM team_player WHERE team_id = ? AND team_role = ?', [teamId, TeamRole.Head]);
    return rows.map((row) => rawNumber(row['player_id']));
  }

  /** Each team's name and logo by id. */
  async teamCards(teamIds: readonly number[]): Promise<Map<number, ManagedTeam>> {
    const ids = [...new Set(teamIds)];
    if (ids.length === 0) return new Map();
    const rows: Row[] = await this.dataSource.query(
      `SELECT t.team_id, t.team_name, t.logo_img FROM team t WHERE t.team_id IN (${placeholders(ids.length)})`,
      ids,
    );
    return new Map(rows.map((row) => [rawNumber(row['team_id']), toTeamWithLogo(row)]));
  }

  /** A team as a season file gives it (its own sport type), in the caller's transaction; answers its id. */
  async insertImportedTeam(em: EntityManager, fields: Pick<Team, 'teamName' | 'spoType' | 'logoImg' | 'director' | 'managerName' | 'estbDt'>): Promise<number> {
    const result = await em.insert(Team, fields);
    return Number(result.identifiers[0]?.['teamId']);
  }

  /** Many new roster lines at once (a season file's rosters), in the caller's transaction. */
  async insertRosterLines(em: EntityManager, lines: readonly Pick<TeamPlayer, 'teamId' | 'playerId' | 'backnumber' | 'teamRole' | 'position' | 'joinedAt'>[]): Promise<void> {
    await insertChunked(em, TeamPlayer, lines);
  }
}
