import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableColumn } from './data-table';

interface Standing {
  teamName: string;
  win: number;
}

const columns: DataTableColumn<Standing>[] = [
  { key: 'teamName', header: '팀' },
  { key: 'win', header: '승', align: 'right', sortable: true },
];

describe('DataTable', () => {
  it('renders one row per item and the empty message when there are none', () => {
    const { rerender } = render(
      <DataTable
        columns={columns}
        rows={[
          { teamName: '강서 타이거즈', win: 5 },
          { teamName: '강동 베어스', win: 3 },
        ]}
        rowKey={(row) => row.teamName}
      />,
    );
    const bodyRows = screen.getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(2);
    expect(within(bodyRows[0]).getByText('강서 타이거즈')).toBeInTheDocument();
    expect(within(bodyRows[0]).getByText('5')).toHaveClass('dg-table__cell--right');

    rerender(<DataTable columns={columns} rows={[]} rowKey={(row) => row.teamName} emptyMessage="등록된 팀이 없습니다." />);
    expect(screen.getByText('등록된 팀이 없습니다.')).toBeInTheDocument();
  });

  it('marks the table whose first column stays in view on a narrow screen', () => {
    const { rerender } = render(<DataTable columns={columns} rows={[]} rowKey={(row) => row.teamName} />);
    expect(screen.getByRole('table')).not.toHaveClass('dg-table--sticky-first');
    rerender(<DataTable columns={columns} rows={[]} rowKey={(row) => row.teamName} stickyFirstColumn />);
    expect(screen.getByRole('table')).toHaveClass('dg-table--sticky-first');
  });

  it('labels each cell with its header when the rows stack on a phone', () => {
    const rows = [{ teamName: '강서 타이거즈', win: 5 }];
    const { rerender } = render(<DataTable columns={columns} rows={rows} rowKey={(row) => row.teamName} />);
    expect(screen.getByText('강서 타이거즈')).not.toHaveAttribute('data-label');
    rerender(<DataTable columns={columns} rows={rows} rowKey={(row) => row.teamName} stackOnNarrow />);
    expect(screen.getByRole('table')).toHaveClass('dg-table--stack');
    expect(screen.getByText('강서 타이거즈')).toHaveAttribute('data-label', '팀');
    expect(screen.getByText('5')).toHaveAttribute('data-label', '승');
  });

  it('reports sort clicks and marks the sorted column', async () => {
    const user = userEvent.setup();
    const onSortChange = jest.fn();
    const { rerender } = render(
      <DataTable columns={columns} rows={[]} rowKey={(row) => row.teamName} sort={null} onSortChange={onSortChange} />,
    );
    expect(screen.queryByRole('button', { name: /팀/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /승/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'win', direction: 'asc' });

    rerender(
      <DataTable
        columns={columns}
        rows={[]}
        rowKey={(row) => row.teamName}
        sort={{ key: 'win', direction: 'asc' }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /승/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /승/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'win', direction: 'desc' });
  });
});

describe('DataTable rows with a header cell, a note across columns and a totals foot', () => {
  interface Line {
    name: string;
    win: number | null;
    lose: number | null;
  }
  const lineColumns: DataTableColumn<Line>[] = [
    { key: 'name', header: '팀', rowHeader: true },
    { key: 'win', header: '승', align: 'right', title: '이긴 경기', colSpan: (row) => (row.win === null ? 2 : 1), render: (row) => row.win ?? '기록 없음' },
    { key: 'lose', header: '패', align: 'right', cellLabel: (row) => (row.name === '합계' ? '패 합계' : undefined) },
  ];

  it('names each row by its header cell, spans a note and draws the totals in the foot', () => {
    const { container } = render(
      <DataTable
        bare
        caption="순위"
        captionHidden
        columns={lineColumns}
        rows={[
          { name: '강서 타이거즈', win: 5, lose: 1 },
          { name: '강동 베어스', win: null, lose: null },
        ]}
        rowKey={(row) => row.name}
        rowClassName={(row) => (row.win === null ? 'unplayed' : undefined)}
        footerRows={[{ name: '합계', win: 5, lose: 1 }]}
      />,
    );
    const table = screen.getByRole('table', { name: '순위' });
    expect(container.querySelector('.dg-table-wrap')).toBeNull();
    expect(table.querySelector('caption')).toHaveClass('dg-visually-hidden');
    expect(within(table).getByRole('columnheader', { name: '승' })).toHaveAttribute('title', '이긴 경기');
    const [, played, unplayed, total] = within(table).getAllByRole('row');
    expect(within(played).getByRole('rowheader')).toHaveTextContent('강서 타이거즈');
    expect(unplayed).toHaveClass('unplayed');
    const note = within(unplayed).getByRole('cell');
    expect(note).toHaveAttribute('colspan', '2');
    expect(note).not.toHaveClass('dg-table__cell--right');
    expect(total.closest('tfoot')).not.toBeNull();
    expect(within(total).getByRole('cell', { name: '패 합계' })).toHaveTextContent('1');
  });
});

it('draws no row at all for an empty table whose empty message is null', () => {
  render(<DataTable columns={columns} rows={[]} rowKey={(row) => row.teamName} emptyMessage={null} />);
  expect(screen.getAllByRole('row')).toHaveLength(1);
});
