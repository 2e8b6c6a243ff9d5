import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { SearchResults } from '@dugout/contracts';
import { ok, serveFakeApi } from '@dugout/testing';
import { SearchDialog, SEARCH_DEBOUNCE_MS } from './search-dialog';

const results: SearchResults = {
  query: '김민',
  players: [
    { playerId: 5, playerName: '김민수', teamId: 12, teamName: '강서 타이거즈' },
    { playerId: 6, playerName: '김민재', teamId: null, teamName: null },
  ],
  teams: [{ teamId: 31, teamName: '김민 야구단', logoImg: null }],
  leagues: [],
};

function Address() {
  return <p data-testid="address">{useLocation().pathname}</p>;
}

function renderSearch(onClose = jest.fn()) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="*" element={<Address />} />
        </Routes>
        <SearchDialog open onClose={onClose} />
      </MemoryRouter>
    </SWRConfig>,
  );
  return onClose;
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('top bar search', () => {
  it('asks the server once the typing pauses, not at every key and not for blanks', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const calls = serveFakeApi(() => ok(results));
    renderSearch();
    const box = screen.getByRole('combobox', { name: '검색어' });

    await user.type(box, '  ');
    await act(() => jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(calls).toHaveLength(0);

    await user.clear(box);
    await user.type(box, '김민');
    expect(calls).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(calls.map((call) => call.url)).toEqual([`/api/search?q=${encodeURIComponent('김민')}&limit=5`]);

    expect(await screen.findByRole('option', { name: /김민수/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '선수' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '팀' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '리그' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: /김민재/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('검색 결과 3건');
  });

  it('moves through the results with the arrow keys, skipping a player without a team, and opens the chosen one with Enter', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    serveFakeApi(() => ok(results));
    const onClose = renderSearch();
    const box = screen.getByRole('combobox', { name: '검색어' });
    await user.type(box, '김민');
    await act(() => jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await screen.findByRole('option', { name: /김민수/ });
    expect(box).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /김민수/ }).id);
    await user.keyboard('{ArrowDown}');
    const team = screen.getByRole('option', { name: /김민 야구단/ });
    expect(box).toHaveAttribute('aria-activedescendant', team.id);
    expect(team).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /김민수/ }).id);
    await user.keyboard('{ArrowUp}');

    await user.keyboard('{Enter}');
    expect(screen.getByTestId('address')).toHaveTextContent('/team/31');
    expect(onClose).toHaveBeenCalled();
  });

  it("opens the first result with Enter, a player's stat page in his team", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    serveFakeApi(() => ok(results));
    renderSearch();
    await user.type(screen.getByRole('combobox', { name: '검색어' }), '김민');
    await act(() => jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await screen.findByRole('option', { name: /김민수/ });
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('address')).toHaveTextContent('/team/12/playerstat/5');
  });

  it('closes the list with the first Escape and the popup with the second', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    serveFakeApi(() => ok(results));
    const onClose = renderSearch();
    const box = screen.getByRole('combobox', { name: '검색어' });
    await user.type(box, '김민');
    await act(() => jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await screen.findByRole('option', { name: /김민수/ });

    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says so in Korean when nothing matches', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    serveFakeApi(() => ok({ query: '없는이름', players: [], teams: [], leagues: [] }));
    renderSearch();
    await user.type(screen.getByRole('combobox', { name: '검색어' }), '없는이름');
    await act(() => jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(await screen.findByText("'없는이름'에 맞는 선수·팀·리그가 없습니다.")).toBeInTheDocument();
  });
});
