import { seoulInstantOf, toSeoulTime, type StandingsProgress } from '@dugout/contracts';
import type uPlot from 'uplot';

/** uPlot's columns: the progress dates as Unix seconds (Seoul midnight), then each team's win percentage. */
export function chartData(progress: StandingsProgress): uPlot.AlignedData {
  const xs = progress.dates.map((date) => {
    const day = toSeoulTime(date)?.startOf('day');
    return day ? seoulInstantOf(day) / 1000 : 0;
  });
  return [xs, ...progress.teams.map((team) => team.winPct.map((value) => value ?? null))];
}
