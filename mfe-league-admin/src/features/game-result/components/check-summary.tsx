import type { EntryPlayer, GameSide } from '@dugout/contracts';
import type { EntryMessages } from '../hooks/use-entry-draft';
import type { EntryDraft } from '../lib/entry-draft';
import { placeOf } from '../lib/message-places';

/** Moves to the field a message points at (a column total or a name when the message is about the sum). */
export function focusPath(container: HTMLElement | null, path: string): void {
  const target = Array.from(container?.querySelectorAll<HTMLElement>('[data-path]') ?? []).find((element) => element.dataset['path'] === path);
  target?.scrollIntoView?.({ block: 'center' });
  target?.focus();
}

export interface CheckSummaryProps {
  messages: EntryMessages;
  draft: EntryDraft;
  teamNames: Record<GameSide, string>;
  players: Record<GameSide, EntryPlayer[]>;
  onPick: (path: string) => void;
}

/** Every check message in one list; a click goes to the field. Errors block saving, warnings do not. */
export function CheckSummary({ messages, draft, teamNames, players, onPick }: CheckSummaryProps) {
  const errors = Object.entries(messages.errors);
  const warnings = Object.entries(messages.warnings).filter(([path]) => !messages.errors[path]);
  if (errors.length === 0 && warnings.length === 0) {
    return (
      <section className="dg-game-result__summary dg-game-result__summary--ok" aria-label="기록 점검">
        <p>점검 결과 문제가 없습니다.</p>
      </section>
    );
  }
  const item = ([path, message]: [string, string]) => (
    <li key={path}>
      <button type="button" className="dg-game-result__summary-link" onClick={() => onPick(path)}>
        <strong>{placeOf(path, draft, teamNames, players)}</strong>: {message}
      </button>
    </li>
  );
  return (
    <section className="dg-game-result__summary" aria-label="기록 점검">
      {errors.length > 0 ? (
        <div className="dg-game-result__summary-errors">
          <h2 className="dg-game-result__heading">고쳐야 저장할 수 있는 문제 {errors.length}건</h2>
          <ul>{errors.map(item)}</ul>
        </div>
      ) : null}
      {warnings.length > 0 ? (
        <div className="dg-game-result__summary-warnings">
          <h2 className="dg-game-result__heading">확인해 볼 점 {warnings.length}건 (저장 가능)</h2>
          <ul>{warnings.map(item)}</ul>
        </div>
      ) : null}
    </section>
  );
}
