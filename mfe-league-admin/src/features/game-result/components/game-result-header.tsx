import { formatDateTime, GAME_RECORD_STATE_LABELS, WIN_TYPE_IN_PROGRESS_LABEL, winTypes, type GameRecordState, type GameSide, type ScheduleItem, type WinType } from '@dugout/contracts';
import type { EntryActions, EntryMessages } from '../hooks/use-entry-draft';
import { SIDES, winnerOf, type EntryDraft } from '../lib/entry-draft';
import { CellMessage } from './entry-cell';

export interface GameResultHeaderProps {
  teamNames: Record<GameSide, string>;
  game: ScheduleItem | undefined;
  state: GameRecordState;
  correctionOpen: boolean;
  version: number | null;
  draft: EntryDraft;
  messages: EntryMessages;
  actions: EntryActions;
  disabled: boolean;
}

/** The game, the record's state and version, the win type and the winner. */
export function GameResultHeader({ teamNames, game, state, correctionOpen, version, draft, messages, actions, disabled }: GameResultHeaderProps) {
  const scoreWinner = draft.winnerSide === '' ? winnerOf(draft) : null;
  return (
    <section className="dg-game-result__header" aria-label="경기 정보">
      <div>
        <p className="dg-game-result__teams">
          {teamNames.visit} <span aria-hidden="true">vs</span>
          <span className="dg-visually-hidden">대</span> {teamNames.home}
        </p>
        <p className="dg-game-result__meta">
          {game ? [formatDateTime(game.scheduleTime), game.league.leagueName, game.ground?.groundName, game.gameName].filter(Boolean).join(' · ') : null}
        </p>
      </div>
      <div className="dg-game-result__state">
        <span className={`dg-game-result__badge dg-game-result__badge--${state}`} role="status" aria-label="기록 상태">
          {GAME_RECORD_STATE_LABELS[state]}
          {correctionOpen ? ' (정정 중)' : ''}
        </span>
        {version !== null ? <span className="dg-game-result__version">버전 {version}</span> : null}
      </div>
      <label className="dg-game-result__choice">
        <span>승리 유형</span>
        <select
          data-path="winType"
          value={draft.winType}
          disabled={disabled}
          onChange={(event) => actions.setWinType(event.target.value as WinType | '')}
        >
          <option value="">{WIN_TYPE_IN_PROGRESS_LABEL}</option>
          {winTypes.codes.map((code) => (
            <option key={code} value={code}>
              {code} {winTypes.labels[code]}
            </option>
          ))}
        </select>
        <CellMessage error={messages.errors['winType']} />
      </label>
      <label className="dg-game-result__choice">
        <span>승리 팀</span>
        <select data-path="winnerSide" value={draft.winnerSide} disabled={disabled} onChange={(event) => actions.setWinnerSide(event.target.value as GameSide | '')}>
          <option value="">{scoreWinner ? `점수대로 (${teamNames[scoreWinner]})` : '없음 (무승부·점수대로)'}</option>
          {SIDES.map((side) => (
            <option key={side} value={side}>
              {teamNames[side]}
            </option>
          ))}
        </select>
        <CellMessage error={messages.errors['winnerSide']} />
      </label>
    </section>
  );
}
