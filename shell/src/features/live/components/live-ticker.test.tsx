import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import type { LiveGame, LiveScoresSnapshot } from '@dugout/contracts';
import { FakeEventSource } from '@dugout/testing';
import { LiveTicker } from './live-ticker';

const game = (overrides: Partial<LiveGame> = {}): LiveGame => ({
  gameId: 7,
  leagueId: 3,
  leagueName: '토요리그',
  mainId: 1,
  leaguePath: 'seoul',
  scheduleTime: '2026-05-02T18:00:00+09:00',
  state: 'live',
  visit: { teamId: 10, teamName: '강서 타이거즈', score: 3 },
  home: { teamId: 11, teamName: '마포 베어스', score: 2 },
  inning: 5,
  half: 'top',
  ...overrides,
});
const snapshot = (overrides: Partial<LiveScoresSnapshot> = {}): LiveScoresSnapshot => ({ live: [], today: [], next: [], ...overrides });

let restore: () => void;
beforeEach(() => {
  restore = FakeEventSource.install();
});
afterEach(() => restore());

function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      이동
    </button>
  );
}

const renderTicker = (path = '/') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <LiveTicker />
      <Routes>
        <Route path="*" element={<GoTo to="/league/busan/game" />} />
      </Routes>
    </MemoryRouter>,
  );

const stream = () => {
  const [source] = FakeEventSource.opened('/api/live/scores');
  if (!source) throw new Error('no stream');
  return source;
};

describe('LiveTicker', () => {
  it('shows the live games of the snapshot, and a saved score without a reload', () => {
    renderTicker();
    expect(screen.getByText('경기 정보를 불러오는 중입니다.')).toBeInTheDocument();
    expect(stream().url).toBe('/api/live/scores');
    act(() => stream().emit('snapshot', snapshot({ live: [game()] })));
    expect(screen.getByText('경기 중')).toBeInTheDocument();
    expect(screen.getByText('3 : 2')).toBeInTheDocument();
    expect(screen.getByText('5회초')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /강서 타이거즈/ })).toHaveAttribute('href', '/league/seoul/game/score/3/7');

    act(() => stream().emit('score', game({ home: { teamId: 11, teamName: '마포 베어스', score: 4 }, half: 'bottom' })));
    expect(screen.getByText('3 : 4')).toBeInTheDocument();
    expect(screen.getByText('5회말')).toBeInTheDocument();

    // A game being entered that was not in the snapshot joins the list.
    act(() => stream().emit('score', game({ gameId: 8, visit: { teamId: 12, teamName: '송파 이글스', score: 0 }, inning: 1 })));
    expect(screen.getByText('송파 이글스')).toBeInTheDocument();
  });

  it("shows today's results and games to come when none is in progress, and the next games when today has none", () => {
    renderTicker();
    act(() =>
      stream().emit(
        'snapshot',
        snapshot({ today: [game({ state: 'final' }), game({ gameId: 9, state: 'scheduled', scheduleTime: '2026-05-02T20:30:00+09:00', visit: { teamId: 1, teamName: '은평 레드삭스', score: null }, home: { teamId: 2, teamName: '중랑 자이언츠', score: null }, inning: null, half: null })] }),
      ),
    );
    expect(screen.getByText('오늘 경기')).toBeInTheDocument();
    expect(screen.getByText('종료')).toBeInTheDocument();
    expect(screen.getByText('20:30')).toBeInTheDocument();
    expect(screen.getByText('vs')).toBeInTheDocument();

    // A game of today that is saved moves to the live list.
    act(() => stream().emit('score', game({ gameId: 9, state: 'live', inning: 1, visit: { teamId: 1, teamName: '은평 레드삭스', score: 1 }, home: { teamId: 2, teamName: '중랑 자이언츠', score: 0 } })));
    expect(screen.getByText('경기 중')).toBeInTheDocument();
    expect(screen.getByText('1 : 0')).toBeInTheDocument();
    expect(screen.queryByText('종료')).not.toBeInTheDocument();

    // Reconnected (EventSource does it by itself): a fresh snapshot replaces the list.
    act(() => stream().emit('snapshot', snapshot({ next: [game({ state: 'scheduled', scheduleTime: '2026-05-09T09:00:00+09:00', visit: { teamId: 10, teamName: '강서 타이거즈', score: null }, home: { teamId: 11, teamName: '마포 베어스', score: null }, inning: null, half: null })] })));
    expect(screen.getByText('다음 경기')).toBeInTheDocument();
    expect(screen.getByText('5월 9일 09:00')).toBeInTheDocument();
  });

  it('says so when there are no games at all', () => {
    renderTicker();
    act(() => stream().emit('snapshot', snapshot()));
    expect(screen.getByText('오늘은 예정된 경기가 없습니다.')).toBeInTheDocument();
  });

  it("follows the league main of the page, and closes its stream on unmount", () => {
    const view = renderTicker('/league/seoul/schedule');
    const first = stream();
    expect(first.url).toBe('/api/live/scores?main=seoul');
    act(() => screen.getByRole('button', { name: '이동' }).click());
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(stream().url).toBe('/api/live/scores?main=busan');
    view.unmount();
    expect(FakeEventSource.opened('/api/live/scores')).toEqual([]);
  });
});
