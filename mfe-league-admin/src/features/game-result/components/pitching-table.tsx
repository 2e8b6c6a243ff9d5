import { parseInnings, pitcherResults, type EntryPlayer, type GameSide, type PitcherResult } from '@dugout/contracts';
import { Button, DataTable, type DataTableColumn } from '@dugout/ui';
import type { EntryActions, EntryMessages } from '../hooks/use-entry-draft';
import { formatInningsThirds, isOptionalPitching, PITCHING_COLUMNS, PITCHING_LABELS, type EntryDraft } from '../lib/entry-draft';
import { CellMessage, EntryCell, TotalCell } from './entry-cell';
import { countColumn, removeColumn, type EntryRow } from './entry-columns';
import { PlayerName, PlayerSelect } from './player-select';

/** 승 패 세 홀, as a scoresheet marks them. */
const DECISION_MARKS: Record<PitcherResult, string> = { w: '승', l: '패', s: '세', h: '홀' };

type PitchingRow = EntryRow<EntryDraft['pitching'][number], { order: number }>;

export interface PitchingTableProps {
  side: GameSide;
  teamName: string;
  draft: EntryDraft;
  players: EntryPlayer[];
  messages: EntryMessages;
  actions: EntryActions;
  disabled: boolean;
}

/** A side's pitchers in order: innings typed as 5.2 (shown 5⅔), the counts, the decision. */
export function PitchingTable({ side, teamName, draft, players, messages, actions, disabled }: PitchingTableProps) {
  const rows = draft.pitching.map((line, index) => ({ line, index })).filter(({ line }) => line.side === side);
  const outs = rows.map(({ line }) => (line.innings.trim() === '' ? 0 : parseInnings(line.innings)));
  const totalOuts = outs.every((value) => value !== null) ? outs.reduce<number>((total, value) => total + (value ?? 0), 0) : null;
  const totalOf = (count: (typeof PITCHING_COLUMNS)[number]) => {
    const recorded = rows.map(({ line }) => line.counts[count]).filter((value): value is number => value !== null);
    if (isOptionalPitching(count) && recorded.length === 0) return '-';
    return String(recorded.reduce((total, value) => total + value, 0));
  };
  const title = `${teamName} 투수 기록`;
  const lines: PitchingRow[] = rows.map(({ line, index }, order) => {
    const player = players.find((candidate) => candidate.playerId === line.playerId);
    return { kind: 'line', line, index, order, path: `pitching[${index}]`, who: player?.playerName ?? `${teamName} ${order + 1}번째 투수` };
  });
  const columns: DataTableColumn<PitchingRow>[] = [
    {
      key: 'order',
      header: '순서',
      rowHeader: (row) => row.kind === 'total',
      colSpan: (row) => (row.kind === 'total' ? 2 : 1),
      render: (row) => (row.kind === 'total' ? '합계' : row.order === 0 ? '선발' : row.order + 1),
    },
    {
      key: 'player',
      header: '선수',
      rowHeader: (row) => row.kind === 'line',
      render: (row) =>
        row.kind === 'total' ? null : row.line.added ? (
          <PlayerSelect
            path={`${row.path}.playerId`}
            label={`${teamName} ${row.order + 1}번째 투수 선수`}
            value={row.line.playerId}
            players={players}
            onChange={(playerId) => actions.setPitching(row.index, { playerId })}
            messages={messages}
            disabled={disabled}
          />
        ) : (
          <PlayerName path={`${row.path}.playerId`} playerId={row.line.playerId} players={players} messages={messages} />
        ),
    },
    {
      key: 'outs',
      header: PITCHING_LABELS.outs,
      cellLabel: (row) => (row.kind === 'total' ? `${teamName} 이닝 합계` : undefined),
      render: (row) => {
        if (row.kind === 'total') {
          return (
            <TotalCell path={`pitchingTotals.${side}.outs`} messages={messages}>
              {totalOuts === null ? '-' : formatInningsThirds(totalOuts)}
            </TotalCell>
          );
        }
        const lineOuts = outs[row.order] ?? null;
        return (
          <>
            <EntryCell
              path={`${row.path}.outs`}
              label={`${row.who} 이닝`}
              kind="innings"
              value={row.line.innings}
              placeholder="0"
              onChange={(text) => actions.setPitching(row.index, { innings: text })}
              messages={messages}
              disabled={disabled}
            />
            {lineOuts !== null && row.line.innings.includes('.') ? <span className="dg-game-result__thirds">{formatInningsThirds(lineOuts)}</span> : null}
          </>
        );
      },
    },
    ...PITCHING_COLUMNS.map((count) =>
      countColumn(count, {
        label: PITCHING_LABELS[count],
        teamName,
        optional: isOptionalPitching(count),
        totalPath: `pitchingTotals.${side}.${count}`,
        total: totalOf(count),
        messages,
        disabled,
        onChange: (index, value) => actions.setPitchingCount(index, count, value),
      }),
    ),
    {
      key: 'decision',
      header: '결과',
      colSpan: (row) => (row.kind === 'total' ? 2 : 1),
      render: (row) => {
        if (row.kind === 'total') return null;
        const decisionPath = `${row.path}.decision`;
        return (
          <span className="dg-game-result__cell">
            <select
              className="dg-game-result__select"
              data-path={decisionPath}
              aria-label={`${row.who} 결과`}
              aria-invalid={messages.errors[decisionPath] ? true : undefined}
              value={row.line.decision}
              disabled={disabled}
              onChange={(event) => actions.setPitching(row.index, { decision: event.target.value as PitcherResult | '' })}
            >
              <option value="">-</option>
              {pitcherResults.codes.map((code) => (
                <option key={code} value={code} title={pitcherResults.labels[code]}>
                  {DECISION_MARKS[code]}
                </option>
              ))}
            </select>
            <CellMessage error={messages.errors[decisionPath]} warning={messages.warnings[decisionPath]} />
          </span>
        );
      },
    },
    removeColumn(disabled, actions.removePitching),
  ];
  return (
    <section className="dg-game-result__section" aria-label={title}>
      <div className="dg-game-result__section-head">
        <h2 className="dg-game-result__heading">{title}</h2>
        <Button size="sm" variant="secondary" onClick={() => actions.addPitching(side)} disabled={disabled}>
          투수 추가
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
          footerRows={[{ kind: 'total' }]}
        />
      </div>
    </section>
  );
}
