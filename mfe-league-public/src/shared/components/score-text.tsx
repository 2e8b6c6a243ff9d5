import type { ReactNode } from 'react';
import { gameProgressLabel, type ScheduleGameResult, type ScheduleItem } from '@dugout/contracts';
import { resultOutcome, winTypeNote } from '../lib/game-result';

/**
 * "5 : 3" with the winner's score highlighted, and a note: the win type when it is not a normal
 * win, or 무승부 for a game that ended level (a level time-limit game is a draw, not a win).
 */
export function ScoreText({ game, showNote = true }: { game: ScheduleGameResult; showNote?: boolean }) {
  const outcome = resultOutcome(game);
  const winner = outcome?.winnerSide ?? null;
  const note = !showNote ? null : outcome?.visit === 'D' ? '무승부' : winTypeNote(game.winType);
  const score = (value: number, won: boolean) => (
    <span className={won ? 'lp-score__run lp-score__run--win' : 'lp-score__run'}>
      {value}
      {won ? <span className="dg-visually-hidden">(승)</span> : null}
    </span>
  );
  return (
    <span className="lp-score">
      {score(game.visitScore, winner === 'visit')}
      <span className="lp-score__sep" aria-hidden="true">
        :
      </span>
      <span className="dg-visually-hidden">대</span>
      {score(game.homeScore, winner === 'home')}
      {note ? <span className="lp-score__note">{note}</span> : null}
    </span>
  );
}

/**
 * A schedule item's score: the official result, or for a record not yet final the score so far
 * with "경기 중 · 3회말" (never a winner); `fallback` without a record.
 */
export function GameScore({ item, fallback = '-', showNote = true }: { item: Pick<ScheduleItem, 'game' | 'progress' | 'suspended'>; fallback?: ReactNode; showNote?: boolean }) {
  if (item.game) return <ScoreText game={item.game} showNote={showNote} />;
  const { progress } = item;
  if (!progress) return <>{fallback}</>;
  return (
    <span className="lp-score lp-score--progress">
      <span className="lp-score__run">{progress.visitScore}</span>
      <span className="lp-score__sep" aria-hidden="true">
        :
      </span>
      <span className="dg-visually-hidden">대</span>
      <span className="lp-score__run">{progress.homeScore}</span>
      <span className="lp-score__note lp-score__note--progress">{gameProgressLabel(progress, item.suspended)}</span>
    </span>
  );
}
