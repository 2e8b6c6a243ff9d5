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
