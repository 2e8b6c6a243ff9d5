import { Injectable, NotFoundException } from '@nestjs/common';
import { compareKorean, DEFAULT_TEAM_ROLE, SportType, type LeagueTeamPlayer, type TeamDetail, type TeamEntry } from '@dugout/contracts';
import { DataSource } from 'typeorm';
import { rawDateOrNull, rawNumber, rawString, rawStringOrNull, type RawValue } from '../common/sql/raw-values';
import { TEAM_PROFILE_COLUMNS, toTeamProfile } from './team-profile';

type Row = Record<string, RawValue>;

const SEASON_NOT_FOUND = '시즌을 찾을 수 없습니다.';
const LEAGUE_NOT_FOUND = '리그를 찾을 수 없습니다.';
const TEAM_NOT_FOUND = '리그에 등록된 팀이 아닙니다.';

const toTeamEntry = (row: Row): TeamEntry => ({
  teamId: rawNumber(row['team_id']),
  leagueId: rawNumber(row['league_id']),
  team: {
    teamName: rawString(row['team_name']),
    logoImg: rawStringOrNull(row['logo_img']),
    spoType: rawNumber(row['spo_type']),
  },
});

/** Numbered back numbers first in number order, then the rest; ties by name. */
function byBacknumber(a: LeagueTeamPlayer, b: LeagueTeamPlayer): number {
  const number = (player: LeagueTeamPlayer) =>
    player.backnumber !== null && /^\d+$/.test(player.backnumber) ? Number(player.backnumber) : Number.POSITIVE_INFINITY;
  return number(a) - number(b) || compareKorean(a.playerName, b.playerName) || a.playerId - b.playerId;
}

/**
 * The teams of a league or season and a league team's page. A league's teams are its own members
 * (league_team.interleague = false); placeholder teams (spoType 9) only when asked for.
 */
@Injectable()
export class LeagueTeamsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Every team of every league of the season, league by league. */
  async seasonTeams(seasonId: number, includeTempTeam: boolean): Promise<TeamEntry[]> {
    const [season]: Row[] = await this.dataSource.query('SELECT season_id FROM season WHERE season_id = ?', [seasonId]);
    if (!season) throw new NotFoundException(SEASON_NOT_FOUND);
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

  async leagueTeams(leagueId: number, includeTempTeam: boolean): Promise<TeamEntry[]> {
    await this.requireLeague(leagueId);
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

  /** A team of the league (a member, or a guest of its interleague games) with its player count. */
  async teamDetail(leagueId: number, teamId: number): Promise<TeamDetail> {
    await this.requireLeague(leagueId);
    const [row]: Row[] = await this.dataSource.query(
      `SELECT ${TEAM_PROFILE_COLUMNS}, t.spo_type
       FROM league_team lt JOIN team t ON t.team_id = lt.team_id
       WHERE lt.league_id = ? AND lt.team_id = ?`,
      [leagueId, teamId],
    );
    if (!row) throw new NotFoundException(TEAM_NOT_FOUND);
    return { ...toTeamProfile(row), leagueId, spoType: rawNumber(row['spo_type']) };
  }

  /** The players the team registered in the league (선수 등록), by back number. */
  async teamPlayers(leagueId: number, teamId: number): Promise<LeagueTeamPlayer[]> {
    await this.requireLeague(leagueId);
    const [member]: Row[] = await this.dataSource.query('SELECT team_id FROM league_team WHERE league_id = ? AND team_id = ?', [
      leagueId,
      teamId,
    ]);
    if (!member) throw new NotFoundException(TEAM_NOT_FOUND);
    const rows: Row[] = await this.dataSource.query(
      `SELECT lp.player_id, p.player_name, tp.backnumber, COALESCE(tp.position, p.position) AS position,
         tp.team_role, lp.register_date
       FROM league_player lp
       JOIN player p ON p.player_id = lp.player_id
       LEFT JOIN team_player tp ON tp.team_id = lp.team_id AND tp.player_id = lp.player_id
       WHERE lp.league_id = ? AND lp.team_id = ?`,
      [leagueId, teamId],
    );
    return rows
      .map(
        (row): LeagueTeamPlayer => ({
          playerId: rawNumber(row['player_id']),
          playerName: rawString(row['player_name']),
          backnumber: rawStringOrNull(row['backnumber']),
          position: rawStringOrNull(row['position']),
          // A registered player who has since left the team shows the default role (player).
          teamRole: row['team_role'] === null ? DEFAULT_TEAM_ROLE : rawNumber(row['team_role']),
          registerDate: rawDateOrNull(row['register_date']),
        }),
      )
      .sort(byBacknumber);
  }

  private async requireLeague(leagueId: number): Promise<void> {
    const [league]: Row[] = await this.dataSource.query('SELECT league_id FROM league WHERE league_id = ?', [leagueId]);
    if (!league) throw new NotFoundException(LEAGUE_NOT_FOUND);
  }
}
