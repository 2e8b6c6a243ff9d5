import { formatAvg, formatDate, type PlayerGameLog } from '@dugout/contracts';
import { seasonProgress } from '../lib/season-progress';

const WIDTH = 600;
const HEIGHT = 220;
const PAD = { left: 44, right: 12, top: 12, bottom: 28 };

/**
 * The running batting average over the season's games as an inline SVG line (no chart library:
 * one line and two axes). Loaded only by the player page; the numbers are also in the table below it.
 */
export default function SeasonProgressChart({ log }: { log: PlayerGameLog }) {
  const points = seasonProgress(log).filter((point) => point.avg !== null);
  if (points.length === 0) return <p className="tp-muted">타격 기록이 없어 그래프를 그릴 수 없습니다.</p>;
  const top = Math.max(0.5, ...points.map((point) => point.avg ?? 0));
  const x = (index: number) => PAD.left + (points.length === 1 ? 0 : (index * (WIDTH - PAD.left - PAD.right)) / (points.length - 1));
  const y = (value: number) => PAD.top + (1 - value / top) * (HEIGHT - PAD.top - PAD.bottom);
  const path = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(point.avg ?? 0).toFixed(1)}`).join(' ');
  const last = points[points.length - 1];
  const ticks = [0, top / 2, top];
  return (
    <figure className="tp-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="tp-chart-title">
        <title id="tp-chart-title">
          {`경기별 누적 타율 그래프: ${formatDate(points[0].scheduleTime)}부터 ${formatDate(last.scheduleTime)}까지 ${points.length}경기, 최종 타율 ${formatAvg(last.avg)}`}
        </title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e5e7eb" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#6b7280">
              {formatAvg(tick)}
            </text>
          </g>
        ))}
        <text x={PAD.left} y={HEIGHT - 8} fontSize="11" fill="#6b7280">
          {formatDate(points[0].scheduleTime).slice(5)}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 8} fontSize="11" fill="#6b7280" textAnchor="end">
          {formatDate(last.scheduleTime).slice(5)}
        </text>
        <path d={path} fill="none" stroke="#0072B2" strokeWidth="2.5" />
        {points.map((point, index) => (
          <circle key={point.gameId} cx={x(index)} cy={y(point.avg ?? 0)} r="3" fill="#0072B2" />
        ))}
      </svg>
      <figcaption className="tp-muted">
        경기별 누적 타율 · 최종 {formatAvg(last.avg)} ({last.atBats}타수 {last.hits}안타)
      </figcaption>
    </figure>
  );
}
