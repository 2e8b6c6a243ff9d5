import { Injectable } from '@nestjs/common';
import { compareKorean, type LeagueMain, type ManagedLeagueMain } from '@dugout/contracts';
import { DataSource } from 'typeorm';
import { rawNumber, type RawValue } from '../common/sql/raw-values';
import { leagueMainColumns, toLeagueMain } from './leagues.service';

type Row = Record<string, RawValue>;

const byMainName = (a: LeagueMain, b: LeagueMain) => compareKorean(a.mainName, b.mainName) || a.mainId - b.mainId;

/** The league mains a member runs or plays in: the affiliation panel of the league pages. */
@Injectable()
export class MemberLeaguesService {
  constructor(private readonly dataSource: DataSource) {}

  async managedLeagues(userId: number): Promise<ManagedLeagueMain[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${leagueMainColumns('lm')}, m.grade FROM league_manager m
       JOIN league_main lm ON lm.main_id = m.main_id
       WHERE m.user_id = ?`,
      [userId],
    );
    return rows.map((row) => ({ ...toLeagueMain(row), grade: rawNumber(row['grade']) })).sort(byMainName);
  }

  /**
   * The mains whose leagues the member's player is registered in, or whose leagues count one of
   * the member's teams as a member (in any season; appearing as an interleague guest does not count).
   */
  async joinedLeagues(userId: number): Promise<LeagueMain[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${leagueMainColumns('lm')} FROM league_main lm
       WHERE lm.main_id IN (
         SELECT se.main_id FROM player p
         JOIN league_player lp ON lp.player_id = p.player_id
         JOIN league l ON l.league_id = lp.league_id
         JOIN season se ON se.season_id = l.season_id
         WHERE p.user_id = ?
         UNION
         SELECT se.main_id FROM player p
         JOIN team_player tp ON tp.player_id = p.player_id
         JOIN league_team lt ON lt.team_id = tp.team_id AND lt.interleague = 0
         JOIN league l ON l.league_id = lt.league_id
         JOIN season se ON se.season_id = l.season_id
         WHERE p.user_id = ?
       )`,
      [userId, userId],
    );
    return rows.map(toLeagueMain).sort(byMainName);
  }
}
