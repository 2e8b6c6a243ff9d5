import type { ReactNode } from 'react';
import { Link, useMatch } from 'react-router-dom';
import { inningLabel, LIVE_TICKER_LOADING, SHELL_FIRST_VIEW_CLASS, type LiveGame } from '@dugout/contracts';
import { useLiveScores } from '../hooks/use-live-scores';

const { liveTicker } = SHELL_FIRST_VIEW_CLASS;

/** scheduleTime is already Korean time (+09:00): read the wall clock off the text. */
const timeOf = (game: LiveGame) => game.scheduleTime.slice(11, 16);
const dayOf = (game: LiveGame) => `${Number(game.scheduleTime.slice(5, 7))}월 ${Number(game.scheduleTime.slice(8, 10))}일`;
const gamePath = (game: LiveGame) => `/league/${encodeURIComponent(game.leaguePath)}/game/score/${game.leagueId}/${game.gameId}`;

function statusText(game: LiveGame): string {
  switch (game.state) {
    case 'live':
      return inningLabel(game.inning, game.half);
    case 'final':
      return '종료';
    case 'cancelled':
      return '취소';
    default:
      return timeOf(game);
  }
}

function TickerGame({ game, withDay = false }: { game: LiveGame; withDay?: boolean }) {
  const scored = game.visit.score !== null && game.home.score !== null;
  return (
    <li className={`shell-ticker__game shell-ticker__game--${game.state}`}>
      <Link to={gamePath(game)} className="shell-ticker__link">
        <span className="shell-ticker__league">{game.leagueName}</span>
        <span>{game.visit.teamName}</span>
        <strong className="shell-ticker__score">{scored ? `${game.visit.score} : ${game.home.score}` : 'vs'}</strong>
        <span>{game.home.teamName}</span>
        <span className="shell-ticker__status">{withDay ? `${dayOf(game)} ${timeOf(game)}` : statusText(game)}</span>
      </Link>
    </li>
  );
}

/**
 * The live-match strip under the top bar: games being entered with their score and inning,
 * updated as they are saved (Server-Sent Events); otherwise today's games or the next ones.
 * Inside a league's pages it shows that league main's games only.
 */
export function LiveTicker() {
  const league = useMatch('/league/:path/*');
  const state = useLiveScores(league?.params.path ?? null);

  let label: string = LIVE_TICKER_LOADING.label;
  let body: ReactNode;
  if (state.status !== 'ready') {
    body = <p className={liveTicker.message}>{LIVE_TICKER_LOADING.message}</p>;
  } else {
    const { live, today, next } = state.snapshot;
    const games = live.length > 0 ? live : today.length > 0 ? today : next;
    label = live.length > 0 ? '경기 중' : today.length > 0 ? '오늘 경기' : next.length > 0 ? '다음 경기' : '경기 현황';
    body =
      games.length === 0 ? (
        <p className={liveTicker.message}>오늘은 예정된 경기가 없습니다.</p>
      ) : (
        <ul className="shell-ticker__games" aria-live="polite">
          {games.map((game) => (
            <TickerGame key={game.gameId} game={game} withDay={games === next} />
          ))}
        </ul>
      );
  }

  return (
    <section className={liveTicker.root} aria-label="경기 현황">
      <div className={liveTicker.inner}>
        <span className={liveTicker.label}>{label}</span>
        {body}
      </div>
    </section>
  );
}
