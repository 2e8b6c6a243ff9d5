import {
  DEFAULT_LEAGUE_RECORD_SETTINGS,
  formatInnings,
  type LeagueRecordSettings,
  type TeamBattingRow,
  type TeamPitchingRow,
  compareKorean,
} from '@dugout/contracts';
import { type BattingTotals, battingRates } from './batting';
import { type PitchingTotals, pitchingRates } from './pitching';
import { rankRows } from './rankings';

export type { TeamBattingRow, TeamPitchingRow };

/** A team's season: its games (G from the standings) and the sums of its players' lines. */
export interface TeamSeasonInput {
  teamId: number;
  teamName: string;
  games: number;
  batting: BattingTotals;
  pitching: PitchingTotals;
}

const finiteOrNull = (value: number | null): number | null =>
  value !== null && Number.isFinite(value) ? value : null;

const byTeamName = (a: { team_name: string; teamId: number }, b: { team_name: string; teamId: number }) =>
  compareKorean(a.team_name, b.team_name) || a.teamId - b.teamId;

/** Team batting, highest batting average first (teams level on it share a rank, listed by name). */
export function buildTeamBattingRanking(teams: readonly TeamSeasonInput[]): TeamBattingRow[] {
  const rows = teams.map((team): TeamBattingRow => {
    const rates = battingRates(team.batting);
    const line = team.batting;
    return {
      rank: 0,
      teamId: team.teamId,
      team_name: team.teamName,
      game_cnt: team.games,
      bat_avg: rates.avg,
      bat_obp: rates.obp,
      bat_slg: rates.slg,
      bat_ops: rates.ops,
      bat_tpa: line.pa,
      bat_ab: line.ab,
      bat_runs: line.r,
      bat_hits: line.h,
      bat_2b: line.b2,
      bat_3b: line.b3,
      bat_hr: line.hr,
      bat_tb: rates.tb,
      bat_rbi: line.rbi,
      bat_bb: line.bb,
      bat_hbp: line.hbp,
      bat_so: line.so,
      bat_sb: line.sb,
    };
  });
  return rankRows(rows, { value: (row) => row.bat_avg, direction: 'desc' }, byTeamName);
}

/** Team pitching, lowest ERA first; ERA, WHIP and K/9 on the league's base innings. */
export function buildTeamPitchingRanking(
  teams: readonly TeamSeasonInput[],
  settings: Pick<LeagueRecordSettings, 'eraBaseInnings'> = DEFAULT_LEAGUE_RECORD_SETTINGS,
): TeamPitchingRow[] {
  const rows = teams.map((team): TeamPitchingRow => {
    const rates = pitchingRates(team.pitching, settings.eraBaseInnings);
    const line = team.pitching;
    return {
      rank: 0,
      teamId: team.teamId,
      team_name: team.teamName,
      game_cnt: team.games,
      pit_era: finiteOrNull(rates.era),
      pit_whip: finiteOrNull(rates.whip),
      pit_k9: finiteOrNull(rates.k9),
      pit_inning: formatInnings(line.outs),
      pit_outs: line.outs,
      pit_bf: line.bf,
      pit_hits: line.h,
      pit_hr: line.hr,
      pit_bb: line.bb,
      pit_hbp: line.hbp,
      pit_so: line.so,
      pit_runs: line.r,
      pit_er: line.er,
      pit_win: line.wins,
      pit_lose: line.losses,
      pit_save: line.saves,
      pit_hold: line.holds,
    };
  });
  return rankRows(rows, { value: (row) => row.pit_era, direction: 'asc' }, byTeamName);
}
