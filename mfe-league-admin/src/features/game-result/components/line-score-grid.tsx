import type { GameSide } from '@dugout/contracts';
import { Button, DataTable, type DataTableColumn } from '@dugout/ui';
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
  const columns: DataTableColumn<GameSide>[] = [
    {
      key: 'team',
      header: '팀',
      rowHeader: true,
      render: (side) => (
        <>
          <span data-path={`lineScore.${side}`} tabIndex={-1}>
            {teamNames[side]}
          </span>
          <CellMessage error={messages.errors[`lineScore.${side}`]} warning={messages.warnings[`lineScore.${side}`]} />
        </>
      ),
    },
    ...Array.from(
      { length: innings },
      (_, k): DataTableColumn<GameSide> => ({
        key: `inning-${k + 1}`,
        header: k + 1,
        render: (side) => (
          <EntryCell
            path={`lineScore.${side}[${k}]`}
            label={`${teamNames[side]} ${k + 1}회`}
            kind={side === 'home' ? 'run' : 'count'}
            value={draft.lineScore[side][k] ?? ''}
            onChange={(text) => actions.setLineCell(side, k, text)}
            messages={messages}
            disabled={disabled}
          />
        ),
      }),
    ),
    ...TOTAL_FIELDS.map(
      (field): DataTableColumn<GameSide> => ({
        key: field,
        header: TOTAL_LABELS[field],
        title: TOTAL_NAMES[field],
        className: 'dg-game-result__sum',
        render: (side) => (
          <EntryCell
            path={`${side}.${field}`}
            label={`${teamNames[side]} ${TOTAL_NAMES[field]}`}
            value={draft.totals[side][field]}
            placeholder={String(defaultTotal(draft, side, field))}
            onChange={(text) => actions.setTotal(side, field, text)}
            messages={messages}
            disabled={disabled}
          />
        ),
      }),
    ),
  ];
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
        <DataTable bare className="dg-game-result__table dg-game-result__line-score" columns={columns} rows={[...SIDES]} rowKey={(side) => side} />
      </div>
    </section>
  );
}
