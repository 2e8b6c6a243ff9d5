import { Injectable } from '@nestjs/common';
import { SportType, type ManagedTeam, type TeamLeagueMain, type TeamListItem, type TeamListPage, type TeamListQuery } from '@dugout/contracts';
import { DataSource, In, type EntityManager } from 'typeorm';
import { placeholders, rawNumber, rawString, rawStringOrNull, type RawValue } from '../common/sql/raw-values';
import { TeamPlayer } from './team-player.entity';
import { TEAM_PROFILE_COLUMNS, toTeamProfile } from './team-profile';
import { Team } from './team.entity';

type Row = Record<string, RawValue>;

/** `%`, `_` and the escape character itself match literally in a LIKE pattern with ESCAPE '!'. */
const likeContains = (text: string) => `%${text.replace(/[!%_]/g, (char) => `!${char}`)}%`;

const TEAM_ORDER = 'ORDER BY t.team_name, t.team_id';

/** Team search and the teams a member belongs to or runs. */
@Injectable()
export class TeamsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Whether the teams are as many different ordinary teams (not placeholders such as "토요리그 1위"). */
  async areRealTeams(em: EntityManager, teamIds: readonly number[]): Promise<boolean> {
    const real = await em.countBy(Team, { teamId: In([...teamIds]), spoType: SportType.Baseball });
    return real === teamIds.length;
  }

  /** The player ids on each team's roster (team_player), read in the caller's transaction. */
  async rosters(em: EntityManager, teamIds: readonly number[]): Promise<Map<number, Set<number>>> {
    const members = await em.find(TeamPlayer, { select: { teamId: true, playerId: true }, where: { teamId: In([...teamIds]) } });
    const rosters = new Map<number, Set<number>>(teamIds.map((teamId) => [teamId, new Set<number>()]));
    for (const member of members) rosters.get(member.teamId)?.add(member.playerId);
    return rosters;
  }

  /**
   * One page of teams by name. With userId: the member's own teams (those their player is on),
   * otherwise every real team (placeholder teams, spoType 9, are never searchable).
   */
  async list(query: TeamListQuery): Promise<TeamListPage> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (query.userId !== undefined) {
      conditions.push('t.team_id IN (SELECT tp.team_id FROM team_player tp JOIN player p ON p.player_id = tp.player_id WHERE p.user_id = ?)');
      params.push(query.userId);
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
    const leagueMains = await this.leagueMainsOf(rows.map((row) => rawNumber(row['team_id'])));
    const data: TeamListItem[] = rows.map((row) => {
      const profile = toTeamProfile(row);
      return { ...profile, leagueMains: leagueMains.get(profile.teamId) ?? [] };
    });
    return { data, total: rawNumber(total), page: query.page, pagesize: query.pagesize };
  }

  /** The teams whose staff portal the member may open. */
  async managedTeams(userId: number): Promise<ManagedTeam[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT t.team_id, t.team_name, t.logo_img FROM team_manager tm
       JOIN team t ON t.team_id = tm.team_id
       WHERE tm.user_id = ? ${TEAM_ORDER}`,
      [userId],
    );
    return rows.map((row) => ({
      teamId: rawNumber(row['team_id']),
      teamName: rawString(row['team_name']),
      logoImg: rawStringOrNull(row['logo_img']),
    }));
  }

  /** The league mains each team plays in as a member, in any season, in the order the mains were created. */
  private async leagueMainsOf(teamIds: number[]): Promise<Map<number, TeamLeagueMain[]>> {
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
      teamIds,
    );
    for (const row of rows) {
      const teamId = rawNumber(row['team_id']);
      const list = byTeam.get(teamId) ?? [];
      list.push({ mainId: rawNumber(row['main_id']), mainName: rawString(row['main_name']), leaguePath: rawString(row['league_path']) });
      byTeam.set(teamId, list);
    }
    return byTeam;
  }
}
