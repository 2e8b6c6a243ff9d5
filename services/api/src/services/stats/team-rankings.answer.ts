import { compareKorean, DEFAULT_LEAGUE_RECORD_SETTINGS, type LeagueRecordSettings, type TeamBattingRow, type TeamPitchingRow } from '@dugout/contracts';
import { pitchingRates, rankRows, type TeamSeasonInput } from '../../stats-engine';
import { battingStatLine, battingUnrecorded, pitchingStatLine, pitchingUnrecorded } from './player-stats.answer';

const finiteOrNull = (value: number | null): number | null => (value !== null && Number.isFinite(value) ? value : null);

export const byTeamName = (a: { team_name: string; teamId: number }, b: { team_name: string; teamId: number }) =>
  compareKorean(a.team_name, b.team_name) || a.teamId - b.teamId;

/** Team batting, highest batting average first (teams level on it share a rank, listed by name): every counted stat. */
export function buildTeamBattingRanking(teams: readonly TeamSeasonInput[]): TeamBattingRow[] {
  const rows = teams.map(
    (team): TeamBattingRow => ({
      rank: 0,
      teamId: team.teamId,
      team_name: team.teamName,
      ...battingStatLine(team.batting),
      game_cnt: team.games,
      unrecorded: battingUnrecorded(team.batting),
    }),
  );
  return rankRows(rows, { value: (row) => row.bat_avg, direction: 'desc' }, byTeamName);
}

/** Team pitching, lowest ERA first; ERA, WHIP and K/9 on the league's base innings. */
export function buildTeamPitchingRanking(
  teams: readonly TeamSeasonInput[],
  settings: Pick<LeagueRecordSettings, 'eraBaseInnings'> = DEFAULT_LEAGUE_RECORD_SETTINGS,
): TeamPitchingRow[] {
  const rows = teams.map(
    (team): TeamPitchingRow => ({
      rank: 0,
      teamId: team.teamId,
      team_name: team.teamName,
      game_cnt: team.games,
      ...pitchingStatLine(team.pitching, settings.eraBaseInnings),
      pit_k9: finiteOrNull(pitchingRates(team.pitching, settings.eraBaseInnings).k9),
      unrecorded: pitchingUnrecorded(team.pitching),
    }),
  );
  return rankRows(rows, { value: (row) => row.pit_era, direction: 'asc' }, byTeamName);
}
