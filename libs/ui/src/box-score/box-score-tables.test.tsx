import { render, screen, within } from '@testing-library/react';
import { UNRECORDED_NOTE, type BoxBattingRow, type BoxPitchingRow, type BoxSide } from '@dugout/contracts';
import { BattingBoxTable, PitchingBoxTable } from './box-score-tables';

const counts = { pa: 4, ab: 3, r: 1, h: 2, b2: 1, b3: 0, hr: 0, rbi: 1, bb: 1, ibb: 0, so: 0, sb: 0, cs: 0, sh: 0, sf: 0, gidp: 0 };

const batter = (overrides: Partial<BoxBattingRow>): BoxBattingRow => ({
  playerId: 1,
  playerName: '김타자',
  backnumber: null,
  batNum: 1,
  position: 'SS',
  hbp: 0,
  ...counts,
  ...overrides,
});

const pitcher = (overrides: Partial<BoxPitchingRow>): BoxPitchingRow => ({
  playerId: 9,
  playerName: '이투수',
  backnumber: null,
  order: 1,
  starter: true,
  inning: '5.0',
  decision: 'w',
  outs: 15,
  bf: 20,
  pitches: 80,
  h: 4,
  hr: 0,
  r: 1,
  er: 1,
  bb: 2,
  hbp: null,
  so: 5,
  wp: 0,
  bk: 0,
  ...overrides,
});

const side = (overrides: Partial<BoxSide> = {}): BoxSide => ({
  teamId: 1,
  teamName: '강서 타이거즈',
  runs: 3,
  hits: 7,
  errors: 0,
  walks: 2,
  innings: [1, 2],
  batting: [batter({}), batter({ playerId: 2, playerName: '박후보', batNum: 100, position: null, hbp: null })],
  pitching: [pitcher({ playerId: 10, playerName: '최계투', order: 2, starter: false, decision: null }), pitcher({})],
  ...overrides,
});

describe('box-score tables', () => {
  it('a scoresheet shows order, position in Korean and a totals row that marks unrecorded lines', () => {
    render(<BattingBoxTable side={side()} counts={['pa', 'hbp']} layout="scoresheet" />);
    const table = screen.getByRole('table', { name: '강서 타이거즈 타격' });
    const [, first, reserve, total, note] = within(table).getAllByRole('row');
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '유격수', '4', '0']);
    expect(within(reserve).getAllByRole('cell')[0]).toBeEmptyDOMElement();
    expect(within(total).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['8', '0*']);
    expect(note).toHaveTextContent(UNRECORDED_NOTE);
  });

  it('a compact table puts the batting order before the name and keeps the position code', () => {
    render(<BattingBoxTable side={side()} counts={['h']} layout="compact" />);
    const [, first] = screen.getAllByRole('row');
    expect(within(first).getByRole('rowheader')).toHaveTextContent('1. 김타자');
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['SS', '2']);
    expect(screen.queryByText('합계')).not.toBeInTheDocument();
  });

  it('lists pitchers in the order they came in, with the decision, innings and the starter tag', () => {
    render(<PitchingBoxTable side={side()} counts={['so']} starterTagClassName="tag" />);
    const [header, starter, reliever] = screen.getAllByRole('row');
    expect(within(header).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['선수', '결과', '이닝', '삼진']);
    expect(within(starter).getByRole('rowheader')).toHaveTextContent('이투수선발');
    expect(within(starter).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['승', '5', '5']);
    expect(within(reliever).getByRole('rowheader')).toHaveTextContent('최계투');
  });
});
