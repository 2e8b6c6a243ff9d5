import type { GameSide, ScheduleItem, TeamRef, WinType } from '@dugout/contracts';
import {
  rawBool,
  rawNumber,
  rawNumberOrNull,
  rawSeoulDateTime,
  rawString,
  rawStringOrNull,
  type RawValue,
} from '../common/sql/raw-values';

/**
 * One query builds whole schedule items: the schedule row joined with its league, both teams,
 * the guests' leagues, the ground, the result, the suspended-games list and the scorer. Callers
 * add the WHERE / ORDER BY / LIMIT that select the rows (always starting from an indexed column).
 */
export const SCHEDULE_ITEM_SELECT = `
SELECT s.game_id, s.game_name, s.league_id, s.schedule_time, s.ground_id, s.writer_id,
  s.visit_team_id, s.home_team_id, s.visit_team_interleague, s.home_team_interleague,
  s.visit_team_league_id, s.home_team_league_id, s.is_cancel, s.cancel_reason, s.day_night,
  l.league_name,
  vt.team_name AS visit_team_name, vt.logo_img AS visit_logo_img, vt.spo_type AS visit_spo_type,
  ht.team_name AS home_team_name, ht.logo_img AS home_logo_img, ht.spo_type AS home_spo_type,
  vl.league_name AS visit_league_name, hl.league_name AS home_league_name,
  gr.ground_name,
  g.win_type, g.winner_side, g.visit_score, g.home_score,
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

export type ScheduleItemRow = Record<string, RawValue>;

function teamRef(name: RawValue, logo: RawValue, spoType: RawValue): TeamRef | null {
  if (name === null || name === undefined) return null;
  return { teamName: rawString(name), logoImg: rawStringOrNull(logo), spoType: rawNumber(spoType) };
}

/**
 * A row of SCHEDULE_ITEM_SELECT as the spec's schedule item. `game` is the result of a finished
 * game; a suspended game still waiting to be resumed (its record has no win type yet) has none.
 */
export function toScheduleItem(row: ScheduleItemRow): ScheduleItem {
  const visit = teamRef(row['visit_team_name'], row['visit_logo_img'], row['visit_spo_type']);
  const home = teamRef(row['home_team_name'], row['home_logo_img'], row['home_spo_type']);
  const dayNight = rawStringOrNull(row['day_night']);
  const winType = rawStringOrNull(row['win_type']) as WinType | null;
  const visitLeagueName = rawStringOrNull(row['visit_league_name']);
  const homeLeagueName = rawStringOrNull(row['home_league_name']);
  const groundName = rawStringOrNull(row['ground_name']);
  const writerName = rawStringOrNull(row['writer_username']);
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
      winType === null
        ? null
        : {
            visitScore: rawNumber(row['visit_score']),
            homeScore: rawNumber(row['home_score']),
            winType,
            winnerSide: rawStringOrNull(row['winner_side']) as GameSide | null,
            dayNight,
          },
    writer: writerName === null ? null : { username: writerName },
  };
}
