import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  key: string;
  direction: SortDirection;
}

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  /** Cell content; defaults to row[key]. */
  render?: (row: Row, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  sortable?: boolean;
  /** The row's header (th scope=row): what a screen reader names each of the row's cells by. */
  rowHeader?: boolean | ((row: Row) => boolean);
  /** The column header's tooltip (a short header's meaning). */
  title?: string;
  /** More classes of the column's cells. */
  className?: string;
  /** The cell's accessible name, where its content alone does not say what it is (a total). */
  cellLabel?: (row: Row) => string | undefined;
  /** How many columns the row's cell here takes (a note across them, so not aligned); the columns it covers are left out of that row. */
  colSpan?: (row: Row) => number;
}

export interface DataTableProps<Row> {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string | number;
  caption?: ReactNode;
  /** The caption names the table for screen readers only (the page's heading already shows it). */
  captionHidden?: boolean;
  /** null: an empty table shows no row at all (an entry grid whose lines are added below it). */
  emptyMessage?: ReactNode;
  /** Sorting is done by the caller (often the API); the table shows the state and reports clicks. */
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Keeps the first column in view while a wide table scrolls sideways inside its box (phones). */
  stickyFirstColumn?: boolean;
  /**
   * On a phone each row becomes a card of "header: value" lines, so every column (the actions
   * too) is in view without a sideways swipe. For admin lists; not for tables read across.
   */
  stackOnNarrow?: boolean;
  /** More classes of the table element. */
  className?: string;
  rowClassName?: (row: Row) => string | undefined;
  /** Rows of the table's foot (totals), drawn by the same columns. */
  footerRows?: Row[];
  /** The caller puts the table in a scroll box of its own: no wrapper of the table's. */
  bare?: boolean;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  captionHidden = false,
  emptyMessage = '표시할 내용이 없습니다.',
  sort = null,
  onSortChange,
  stickyFirstColumn = false,
  stackOnNarrow = false,
  className,
  rowClassName,
  footerRows = [],
  bare = false,
}: DataTableProps<Row>) {
  const alignClass = (align: DataTableColumn<Row>['align']) =>
    align && align !== 'left' ? `dg-table__cell--${align}` : undefined;

  const nextSort = (key: string): SortState => ({
    key,
    direction: sort?.key === key && sort.direction === 'asc' ? 'desc' : 'asc',
  });

  const cells = (row: Row, index: number) => {
    let covered = 0;
    return columns.map((column) => {
      if (covered > 0) {
        covered -= 1;
        return null;
      }
      const span = column.colSpan?.(row) ?? 1;
      covered = span - 1;
      const content = column.render ? column.render(row, index) : ((row as Record<string, unknown>)[column.key] as ReactNode);
      const rowHeader = typeof column.rowHeader === 'function' ? column.rowHeader(row) : column.rowHeader;
      const Cell = rowHeader ? 'th' : 'td';
      const classes = [span > 1 ? undefined : alignClass(column.align), column.className].filter(Boolean).join(' ');
      return (
        <Cell
          key={column.key}
          scope={rowHeader ? 'row' : undefined}
          colSpan={span > 1 ? span : undefined}
          className={classes || undefined}
          aria-label={column.cellLabel?.(row)}
          data-label={stackOnNarrow && typeof column.header === 'string' ? column.header : undefined}
        >
          {content}
        </Cell>
      );
    });
  };

  const table = (
    <table
      className={['dg-table', stickyFirstColumn ? 'dg-table--sticky-first' : '', stackOnNarrow ? 'dg-table--stack' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      {caption ? <caption className={captionHidden ? 'dg-visually-hidden' : undefined}>{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column) => {
            const sortedHere = sort?.key === column.key ? sort.direction : undefined;
            const canSort = column.sortable && onSortChange;
            return (
              <th
                key={column.key}
                scope="col"
                className={alignClass(column.align)}
                title={column.title}
                aria-sort={sortedHere ? ariaSort[sortedHere] : undefined}
              >
                {canSort ? (
                  <button type="button" className="dg-table__sort" onClick={() => onSortChange(nextSort(column.key))}>
                    {column.header}
                    <span className="dg-table__sort-mark" aria-hidden="true">
                      {sortedHere === 'asc' ? '▲' : sortedHere === 'desc' ? '▼' : '↕'}
                    </span>
                  </button>
                ) : (
                  column.header
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && emptyMessage !== null ? (
          <tr>
            <td className="dg-table__empty" colSpan={columns.length}>
              {emptyMessage}
            </td>
          </tr>
        ) : (
          rows.map((row, index) => (
            <tr key={rowKey(row, index)} className={rowClassName?.(row)}>
              {cells(row, index)}
            </tr>
          ))
        )}
      </tbody>
      {footerRows.length > 0 ? (
        <tfoot>
          {footerRows.map((row, index) => (
            <tr key={rowKey(row, index)}>{cells(row, index)}</tr>
          ))}
        </tfoot>
      ) : null}
    </table>
  );
  return bare ? table : <div className="dg-table-wrap">{table}</div>;
}
