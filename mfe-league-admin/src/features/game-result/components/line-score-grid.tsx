import type { GameSide } from '@dugout/contracts';
import { Button } from '@dugout/ui';
import type { EntryActions, EntryMessages } from '../hooks/use-entry-draft';
import { defaultTotal, SIDES, TOTAL_FIELDS, TOTAL_LABELS, TOTAL_NAMES, type EntryDraft } from '../lib/entry-draft';
import { CellMessage, EntryCell } from './entry-cell';

export interface LineScoreGridProps {
  draft: EntryDraft;
  teamNames: Record<GameSide, string>;
  messages: EntryMessages;
  actions: EntryActions;
  disabled: boolean;
}

/** Runs by inning for both sides, then R H E B (left empty: the running total). */
export function LineScoreGrid({ draft, teamNames, messages, actions, disabled }: LineScoreGridProps) {
  const innings = draft.lineScore.visit.length;
  return (
    <section className="dg-game-result__section" aria-label="이닝별 점수">
      <div className="dg-game-result__section-head">
        <h2 className="dg-game-result__heading">이닝별 점수</h2>
        <Button size="sm" variant="secondary" onClick={actions.addInning} disabled={disabled}>
          연장 이닝 추가
        </Button>
      </div>
      <p className="dg-game-result__hint">홈 팀이 마지막 이닝 말에 공격하지 않았으면 X를 입력하세요. R·H·E·B를 비워 두면 입력한 기록의 합계가 들어갑니다.</p>
      <div className="dg-game-result__scroll">
        <table className="dg-game-result__table dg-game-result__line-score">
          <thead>
            <tr>
              <th scope="col">팀</th>
              {Array.from({ length: innings }, (_, k) => (
                <th key={k} scope="col">
                  {k + 1}
                </th>
              ))}
              {TOTAL_FIELDS.map((field) => (
                <th key={field} scope="col" title={TOTAL_NAMES[field]}>
                  {TOTAL_LABELS[field]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SIDES.map((side) => (
              <tr key={side}>
                <th scope="row">
                  <span data-path={`lineScore.${side}`} tabIndex={-1}>
                    {teamNames[side]}
                  </span>
                  <CellMessage error={messages.errors[`lineScore.${side}`]} warning={messages.warnings[`lineScore.${side}`]} />
                </th>
                {draft.lineScore[side].map((cell, k) => (
                  <td key={k}>
                    <EntryCell
                      path={`lineScore.${side}[${k}]`}
                      label={`${teamNames[side]} ${k + 1}회`}
                      kind={side === 'home' ? 'run' : 'count'}
                      value={cell}
                      onChange={(text) => actions.setLineCell(side, k, text)}
                      messages={messages}
                      disabled={disabled}
                    />
                  </td>
                ))}
                {TOTAL_FIELDS.map((field) => (
                  <td key={field} className="dg-game-result__sum">
                    <EntryCell
                      path={`${side}.${field}`}
                      label={`${teamNames[side]} ${TOTAL_NAMES[field]}`}
                      value={draft.totals[side][field]}
                      placeholder={String(defaultTotal(draft, side, field))}
                      onChange={(text) => actions.setTotal(side, field, text)}
                      messages={messages}
                      disabled={disabled}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
