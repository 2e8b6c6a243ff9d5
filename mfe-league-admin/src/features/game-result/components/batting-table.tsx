import { BATTING_COUNTS, type EntryPlayer, type GameSide } from '@dugout/contracts';
import { Button, DataTable, type DataTableColumn } from '@dugout/ui';
import type { EntryActions, EntryMessages } from '../hooks/use-entry-draft';
import { BATTING_LABELS, isOptionalBatting, type EntryDraft } from '../lib/entry-draft';
import { countText, countValue, EntryCell } from './entry-cell';
import { countColumn, removeColumn, type EntryRow } from './entry-columns';
import { PlayerName, PlayerSelect } from './player-select';

export interface BattingTableProps {
  side: GameSide;
  teamName: string;
  draft: EntryDraft;
  players: EntryPlayer[];
  messages: EntryMessages;
  actions: EntryActions;
  disabled: boolean;
}

type BattingRow = EntryRow<EntryDraft['batting'][number]>;

/** A side's batters in batting order (substitutes under their slot), every count, totals under each column. */
export function BattingTable({ side, teamName, draft, players, messages, actions, disabled }: BattingTableProps) {
  const rows = draft.batting
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.side === side)
    .sort((a, b) => (a.line.batNum ?? 999) - (b.line.batNum ?? 999) || (a.line.subOrder ?? 0) - (b.line.subOrder ?? 0));
  const totalOf = (count: (typeof BATTING_COUNTS)[number]) => {
    const values = rows.map(({ line }) => line.counts[count]);
    const recorded = values.filter((value): value is number => value !== null);
    if (isOptionalBatting(count) && recorded.length === 0) return '-';
    return String(recorded.reduce((total, value) => total + value, 0));
  };
  const title = `${teamName} 타자 기록`;
  const lines: BattingRow[] = rows.map(({ line, index }) => {
    const player = players.find((candidate) => candidate.playerId === line.playerId);
    return { kind: 'line', line, index, path: `batting[${index}]`, who: player?.playerName ?? `${teamName} ${line.batNum ?? ''}번 타자` };
  });
  const columns: DataTableColumn<BattingRow>[] = [
    {
      key: 'batNum',
      header: '타순',
      rowHeader: (row) => row.kind === 'total',
      colSpan: (row) => (row.kind === 'total' ? 4 : 1),
      render: (row) =>
        row.kind === 'total' ? (
          '합계'
        ) : row.line.added ? (
          <EntryCell path={`${row.path}.batNum`} label={`${row.who} 타순`} value={countText(row.line.batNum)} onChange={(text) => actions.setBatting(row.index, { batNum: countValue(text) })} messages={messages} disabled={disabled} />
        ) : (
          row.line.batNum
        ),
    },
    {
      key: 'subOrder',
      header: '교체',
      title: '0: 선발, 1부터 교체 순서',
      render: (row) =>
        row.kind === 'total' ? null : row.line.added ? (
          <EntryCell path={`${row.path}.subOrder`} label={`${row.who} 교체 순서`} value={countText(row.line.subOrder)} onChange={(text) => actions.setBatting(row.index, { subOrder: countValue(text) })} messages={messages} disabled={disabled} />
        ) : (
          row.line.subOrder
        ),
    },
    {
      key: 'player',
      header: '선수',
      rowHeader: (row) => row.kind === 'line',
      render: (row) =>
        row.kind === 'total' ? null : row.line.added ? (
          <PlayerSelect path={`${row.path}.playerId`} label={`${teamName} 추가 타자 선수`} value={row.line.playerId} players={players} onChange={(playerId) => actions.setBatting(row.index, { playerId })} messages={messages} disabled={disabled} />
        ) : (
          <PlayerName path={`${row.path}.playerId`} playerId={row.line.playerId} players={players} messages={messages} />
        ),
    },
    {
      key: 'position',
      header: '수비',
      render: (row) =>
        row.kind === 'total' ? null : row.line.added ? (
          <input
            className="dg-game-result__input dg-game-result__position"
            aria-label={`${row.who} 수비 위치`}
            placeholder="PH"
            maxLength={3}
            value={row.line.position}
            disabled={disabled}
            onChange={(event) => actions.setBatting(row.index, { position: event.target.value.replace(/[^a-zA-Z0-9]/g, '').toUpperCase() })}
          />
        ) : (
          row.line.position
        ),
    },
    ...BATTING_COUNTS.map((count) =>
      countColumn(count, {
        label: BATTING_LABELS[count],
        teamName,
        optional: isOptionalBatting(count),
        totalPath: `battingTotals.${side}.${count}`,
        total: totalOf(count),
        messages,
        disabled,
        onChange: (index, value) => actions.setBattingCount(index, count, value),
      }),
    ),
    removeColumn(disabled, actions.removeBatting),
  ];
  return (
    <section className="dg-game-result__section" aria-label={title}>
      <div className="dg-game-result__section-head">
        <h2 className="dg-game-result__heading">{title}</h2>
        <Button size="sm" variant="secondary" onClick={() => actions.addBatting(side)} disabled={disabled}>
          교체·대타·대주자 추가
        </Button>
      </div>
      <div className="dg-game-result__scroll">
        <DataTable
          bare
          className="dg-game-result__table"
          columns={columns}
          rows={lines}
          rowKey={(row) => (row.kind === 'line' ? row.line.key : 'total')}
          emptyMessage={null}
          rowClassName={(row) => (row.kind === 'line' && row.line.subOrder ? 'dg-game-result__sub' : undefined)}
          footerRows={[{ kind: 'total' }]}
        />
      </div>
      <p className="dg-game-result__hint">비워 둔 고의4구·사구·희생번트·희생플라이·도루자·병살타는 '기록 안 함'으로 저장됩니다.</p>
    </section>
  );
}
