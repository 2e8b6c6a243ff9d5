import type { ScheduleGameResult } from '@dugout/contracts';
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
