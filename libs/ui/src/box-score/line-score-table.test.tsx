import { render, screen, within } from '@testing-library/react';
import { LineScoreTable } from './line-score-table';

const side = (teamName: string, innings: (number | null)[]) => ({
  teamName,
  innings,
  runs: innings.reduce<number>((sum, runs) => sum + (runs ?? 0), 0),
  hits: 7,
  errors: 1,
  walks: 2,
});

describe('line score', () => {
  it('lists both sides inning by inning, a half not batted as "-", then R H E B', () => {
    render(<LineScoreTable visit={side('강서 타이거즈', [0, 2, 1])} home={side('화곡 베어스', [1, 3, null])} />);
    const table = screen.getByRole('table', { name: '이닝별 득점' });
    const [, visit, home] = within(table).getAllByRole('row');
    expect(within(visit).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['0', '2', '1', '3', '7', '1', '2']);
    expect(within(home).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '3', '-', '4', '7', '1', '2']);
    expect(within(home).getByRole('rowheader')).toHaveTextContent('화곡 베어스 (홈)');
  });
});
