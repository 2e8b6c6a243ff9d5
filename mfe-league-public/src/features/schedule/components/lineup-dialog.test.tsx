import { render, screen, within } from '@testing-library/react';
import type { LineupSide } from '@dugout/contracts';
import { createLineupEntry } from '@dugout/testing';
import { LineupTable } from './lineup-dialog';

function rowsOf(title: string) {
  const section = screen.getByRole('region', { name: new RegExp(title) });
  return within(section).getAllByRole('row').slice(1);
}

describe('LineupTable', () => {
  it('shows 9 numbered empty rows and 미제출 when the lineup is not submitted', () => {
    render(<LineupTable title="원정 강서 타이거즈 (선공)" side={{ teamId: 1, submitted: false, entries: [] }} />);
    expect(screen.getByRole('heading', { name: /원정 강서 타이거즈 \(선공\)/ })).toHaveTextContent('미제출');
    const rows = rowsOf('원정');
    expect(rows).toHaveLength(9);
    rows.forEach((row, index) => {
      const cells = within(row).getAllByRole('cell');
      expect(cells[0]).toHaveTextContent(String(index + 1));
      expect(cells[1]).toBeEmptyDOMElement();
      expect(cells[2]).toBeEmptyDOMElement();
    });
  });

  it('marks a lineup kept hidden before the deadline as 제출 without its players', () => {
    render(<LineupTable title="홈 화곡 베어스" side={{ teamId: 2, submitted: true, hidden: true, entries: [] }} />);
    expect(screen.getByRole('heading', { name: /홈 화곡 베어스/ })).toHaveTextContent('제출');
    expect(rowsOf('홈').map((row) => row.textContent)).toEqual(['양 팀이 모두 제출하거나 제출 마감이 지나면 공개됩니다.']);
  });

  it('orders starters by batting number, then the starting pitcher (<= 0), then reserves (>= 100)', () => {
    const side: LineupSide = {
      teamId: 2,
      submitted: true,
      entries: [
        createLineupEntry({ batNum: 101, playerName: '박후보', position: null }),
        createLineupEntry({ batNum: 2, playerName: '이유격', position: 'SS', backnumber: '6' }),
        createLineupEntry({ batNum: 0, playerName: '최선발', position: 'P', backnumber: '18' }),
        createLineupEntry({ batNum: 1, playerName: '김중견', position: 'CF', backnumber: '7' }),
        createLineupEntry({ batNum: 100, playerName: '정대타', position: null }),
      ],
    };
    render(<LineupTable title="홈 화곡 베어스" side={side} />);
    expect(screen.getByRole('heading', { name: /홈 화곡 베어스/ })).toHaveTextContent('제출');
    const rows = rowsOf('홈');
    expect(rows.map((row) => row.getAttribute('data-kind'))).toEqual(['starter', 'starter', 'startingPitcher', 'reserve', 'reserve']);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['1', '2', '선발', '후보', '후보']);
    expect(within(rows[0]).getAllByRole('cell')[1]).toHaveTextContent('중견수');
    expect(rows[0]).toHaveTextContent('김중견 #7');
    expect(within(rows[2]).getAllByRole('cell')[1]).toHaveTextContent('투수');
    expect(rows[2]).toHaveClass('lp-lineup__row--pitcher');
    expect(rows.map((row) => within(row).getAllByRole('cell')[2].textContent?.split(' ')[0])).toEqual([
      '김중견',
      '이유격',
      '최선발',
      '정대타',
      '박후보',
    ]);
  });
});
