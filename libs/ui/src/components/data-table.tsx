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
}

export interface DataTableProps<Row> {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string | number;
  caption?: ReactNode;
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
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  emptyMessage = '표시할 내용이 없습니다.',
  sort = null,
  onSortChange,
  stickyFirstColumn = false,
  stackOnNarrow = false,
}: DataTableProps<Row>) {
  const alignClass = (align: DataTableColumn<Row>['align']) =>
    align && align !== 'left' ? `dg-table__cell--${align}` : undefined;

  const nextSort = (key: string): SortState => ({
    key,
    direction: sort?.key === key && sort.direction === 'asc' ? 'desc' : 'asc',
  });

  return (
    <div className="dg-table-wrap">
      <table className={['dg-table', stickyFirstColumn ? 'dg-table--sticky-first' : '', stackOnNarrow ? 'dg-table--stack' : ''].filter(Boolean).join(' ')}>
        {caption ? <caption>{caption}</caption> : null}
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
          {rows.length === 0 ? (
            <tr>
              <td className="dg-table__empty" colSpan={columns.length}>
                {emptyMessage}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row, index)}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={alignClass(column.align)}
                    data-label={stackOnNarrow && typeof column.header === 'string' ? column.header : undefined}
                  >
                    {column.render
                      ? column.render(row, index)
                      : ((row as Record<string, unknown>)[column.key] as ReactNode)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
