import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { WinType } from '@dugout/contracts';
import { createScheduleItem } from '@dugout/testing';
import type { ScheduleRow } from '../../../shared/lib/schedule-side';
import { buildMatchupGrid, MatchupGrid } from './matchup-grid';

const teams = [
  { teamId: 3, teamName: '화곡 베어스' },
  { teamId: 1, teamName: '강서 타이거즈' },
  { teamId: 2, teamName: '마곡 이글스' },
];

const played = (gameId: number, visit: number, home: number, score: [number, number], winType: WinType = WinType.Normal): ScheduleRow =>
  createScheduleItem({
    gameId,
    scheduleTime: '2026-04-12T10:00:00+09:00',
    visit: [visit, ''],
    home: [home, ''],
    game: { visitScore: score[0], homeScore: score[1], winType, winnerSide: null, dayNight: null },
  });

const games: ScheduleRow[] = [
  played(1, 1, 2, [7, 3]),
  played(2, 2, 1, [2, 9], WinType.Called),
  played(6, 3, 1, [4, 4], WinType.TimeLimit),
  createScheduleItem({
    gameId: 3,
    scheduleTime: '2026-05-03T18:30:00+09:00',
    visit: [1, ''],
    home: [3, ''],
    isCancel: true,
    cancelReason: '우천취소',
  }),
  createScheduleItem({ gameId: 4, scheduleTime: '2026-06-07T09:00:00+09:00', visit: [3, ''], home: [2, ''] }),
  {
    ...createScheduleItem({ gameId: 5, scheduleTime: '2026-06-14T13:00:00+09:00', visit: [3, ''], home: [2, ''], suspended: true }),
    divId: 'suspended',
  },
];

function renderGrid() {
  render(
    <MemoryRouter>
      <MatchupGrid data={buildMatchupGrid(teams, games)} />
    </MemoryRouter>,
  );
  return screen.getByRole('table');
}

/** The cell of a visitor's row under a home team's column. */
function cell(table: HTMLElement, visitor: string, home: string) {
  const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
  const row = within(table).getByRole('rowheader', { name: visitor }).closest('tr') as HTMLElement;
  return within(row).getAllByRole('cell')[headers.indexOf(home) - 1];
}

describe('MatchupGrid', () => {
  it('sorts the teams by name in rows (visitors) and columns (home)', () => {
    const table = renderGrid();
    const names = ['강서 타이거즈', '마곡 이글스', '화곡 베어스'];
    expect(within(table).getAllByRole('columnheader').slice(1).map((header) => header.textContent)).toEqual(names);
    expect(within(table).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(names);
  });

  it('leaves the diagonal empty', () => {
    const table = renderGrid();
    for (const name of ['강서 타이거즈', '마곡 이글스', '화곡 베어스']) {
      const diagonal = cell(table, name, name);
      expect(diagonal).toHaveClass('lp-grid__diagonal');
      expect(diagonal).toBeEmptyDOMElement();
    }
  });

  it('shows the score with the winner highlighted and the win type when it is not a normal win', () => {
    const table = renderGrid();
    const normal = cell(table, '강서 타이거즈', '마곡 이글스');
    expect(normal).toHaveTextContent('7(승):대3');
    expect(within(normal).getByText('7')).toHaveClass('lp-score__run--win');
    expect(within(normal).getByText('3')).not.toHaveClass('lp-score__run--win');

    const called = cell(table, '마곡 이글스', '강서 타이거즈');
    expect(within(called).getByText('9')).toHaveClass('lp-score__run--win');
    expect(called).toHaveTextContent('콜드게임 승');
    expect(normal).not.toHaveTextContent('정상 승리');

    // A level time-limit game is a draw: no winner, and it says so.
    const level = cell(table, '화곡 베어스', '강서 타이거즈');
    expect(level).toHaveTextContent('무승부');
    expect(level).not.toHaveTextContent('시간제한 승');
    expect(level.querySelector('.lp-score__run--win')).toBeNull();
  });

  it('shows the cancel reason, or the date and time of a game still to play (several per pair)', () => {
    const table = renderGrid();
    expect(within(cell(table, '강서 타이거즈', '화곡 베어스')).getByText('우천취소')).toHaveClass('lp-cancel');
    const pair = cell(table, '화곡 베어스', '마곡 이글스');
    expect(within(pair).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2026-06-07 09:00 ',
      '2026-06-14 13:00 서스펜디드',
    ]);
    expect(cell(table, '마곡 이글스', '화곡 베어스')).toBeEmptyDOMElement();
  });
});
