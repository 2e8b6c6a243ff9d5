import { Button, type DataTableColumn } from '@dugout/ui';
import type { EntryMessages } from '../hooks/use-entry-draft';
import { countText, countValue, EntryCell, TotalCell } from './entry-cell';

/** A row of a batting or pitching grid: one line of the record, or the totals under it. */
export type EntryRow<Line, Extra = unknown> = ({ kind: 'line'; line: Line; index: number; path: string; who: string } & Extra) | { kind: 'total' };

export interface CountColumnOptions {
  label: string;
  teamName: string;
  /** Optional counts may be left empty (not recorded): their placeholder is "-". */
  optional: boolean;
  /** Where the check's messages about the side's total of this count are kept. */
  totalPath: string;
  total: string;
  messages: EntryMessages;
  disabled: boolean;
  onChange: (index: number, value: number | null) => void;
}

/** A count's column: a cell per line, its total in the foot. */
export function countColumn<Count extends string, Line extends { counts: Readonly<Record<Count, number | null>> }>(
  count: Count,
  { label, teamName, optional, totalPath, total, messages, disabled, onChange }: CountColumnOptions,
): DataTableColumn<EntryRow<Line>> {
  return {
    key: count,
    header: label,
    cellLabel: (row) => (row.kind === 'total' ? `${teamName} ${label} 합계` : undefined),
    render: (row) =>
      row.kind === 'total' ? (
        <TotalCell path={totalPath} messages={messages}>
          {total}
        </TotalCell>
      ) : (
        <EntryCell
          path={`${row.path}.${count}`}
          label={`${row.who} ${label}`}
          value={countText(row.line.counts[count])}
          placeholder={optional ? '-' : '0'}
          onChange={(text) => onChange(row.index, countValue(text))}
          messages={messages}
          disabled={disabled}
        />
      ),
  };
}

/** The 삭제 column: only lines added on this screen can be taken out again. */
export function removeColumn<Line extends { added?: boolean }>(disabled: boolean, onRemove: (index: number) => void): DataTableColumn<EntryRow<Line>> {
  return {
    key: 'remove',
    header: <span className="dg-visually-hidden">삭제</span>,
    render: (row) =>
      row.kind === 'line' && row.line.added ? (
        <Button size="sm" variant="ghost" onClick={() => onRemove(row.index)} disabled={disabled} aria-label={`${row.who} 줄 삭제`}>
          삭제
        </Button>
      ) : null,
  };
}
