import { toSeoulTime, type StandingsProgress } from '@dugout/contracts';
import type uPlot from 'uplot';

/** uPlot's columns: the progress dates as Unix seconds (Seoul midnight), then each team's win percentage. */
export function chartData(progress: StandingsProgress): uPlot.AlignedData {
  const xs = progress.dates.map((date) => (toSeoulTime(date)?.startOf('day').valueOf() ?? 0) / 1000);
  return [xs, ...progress.teams.map((team) => team.winPct.map((value) => value ?? null))];
}
