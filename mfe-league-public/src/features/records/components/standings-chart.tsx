import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDate, formatWinPct, seoulWallClockDate, type StandingsProgress } from '@dugout/contracts';
import { chartData } from '../lib/chart-data';

// Distinct on white and for common colour-vision deficiencies (Okabe-Ito, then darker extras).
const COLORS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000', '#8C564B', '#7F7F7F', '#BCBD22'];
const HEIGHT = 320;

/** A line per team of its win percentage after each game day (the standings-progression chart). */
export default function StandingsChart({ progress }: { progress: StandingsProgress }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 280),
      height: HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true }, y: { range: [0, 1] } },
      tzDate: (seconds) => seoulWallClockDate(seconds * 1000),
      axes: [
        { values: (_chart, splits) => splits.map((seconds) => formatDate(seconds * 1000).slice(5)) },
        { values: (_chart, splits) => splits.map((value) => formatWinPct(value)), size: 56 },
      ],
      series: [
        {},
        ...progress.teams.map((team, index) => ({
          label: team.teamName,
          stroke: COLORS[index % COLORS.length],
          width: 2,
          spanGaps: true,
          points: { show: progress.dates.length <= 30 },
        })),
      ],
    };
    const chart = new uPlot(options, chartData(progress), element);
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [progress]);

  const last = progress.dates.length - 1;
  return (
    <figure className="lp-chart">
      <div
        ref={box}
        className="lp-chart__canvas"
        role="img"
        aria-label={`팀별 승률 변화 그래프 (${progress.dates[0] ?? ''} ~ ${progress.dates[last] ?? ''}). 최종 승률은 아래 범례에 있습니다.`}
      />
      <figcaption>
        <ul className="lp-chart__legend">
          {progress.teams.map((team, index) => (
            <li key={team.teamId}>
              <span className="lp-chart__swatch" style={{ background: COLORS[index % COLORS.length] }} aria-hidden="true" />
              {team.teamName} <span className="lp-chart__value">{formatWinPct(team.winPct[last])}</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
