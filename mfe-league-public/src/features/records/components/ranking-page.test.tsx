import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlayerRankingRow, RankingPage } from '@dugout/contracts';
import { answerFrom, createLeague, createLeagueBase, serveFakeApi } from '@dugout/testing';
import { renderLeague } from '../../../testing/render-league';

const leagues2026 = [createLeague(), createLeague({ leagueId: 32, leagueName: '토요 2부' })];

const batter = (rank: number, playerId: number, name: string, avg: number, rbi: number): PlayerRankingRow => ({
  rank,
  playerId,
  teamId: 11,
  player_name: name,
  team_name: '강서 타이거즈',
  game_cnt: 20,
  bat_avg: avg,
  bat_tpa: 60,
  bat_ab: 50,
  bat_hits: 20,
  bat_rbi: rbi,
  bat_hr: 2,
  pit_era: null,
  pit_inning: '0',
  pit_outs: 0,
  pit_bf: 0,
  pit_win: 0,
  pit_so: 0,
});

const page = (rows: PlayerRankingRow[], order: string): RankingPage<PlayerRankingRow> => ({
  rows,
  teamGames: 20,
  qualifyMultiplier: 2,
  qualifyThreshold: 40,
  order,
});

beforeEach(() => sessionStorage.clear());

describe('records room', () => {
  it('states the rule, formats rates and refetches with od when a sortable header is clicked', async () => {
    const user = userEvent.setup();
    const calls = serveFakeApi(answerFrom({
      '/api/league/base/gangseo': createLeagueBase(),
      '/api/league/season/3/league': leagues2026,
      '/api/game/rank/batter/3/31': page([batter(1, 1, '김타자', 0.4, 5), batter(2, 2, '이타자', 0.3333333, 12)], 'avg'),
      '/api/game/rank/batter/3/31?od=rbi': page([batter(1, 2, '이타자', 0.3333333, 12), batter(2, 1, '김타자', 0.4, 5)], 'rbi'),
    }));
    renderLeague('/league/gangseo/record/rank/batter');
    expect(await screen.findByText('규정 타석: 소속 팀 경기 수 × 2.0타석 이상 (20경기를 치른 팀은 40타석)')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /타율/ })).toHaveAttribute('aria-sort', 'descending');
    const firstRow = () => within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(within(firstRow()).getByText('0.400')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /타점/ }));
    expect(calls.map((call) => call.url)).toContain('/api/game/rank/batter/3/31?od=rbi');
    expect(await within(screen.getByRole('table')).findByText('0.333')).toBeInTheDocument();
    expect(firstRow()).toHaveTextContent('이타자');
    expect(screen.getByRole('columnheader', { name: /타점/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /타율/ })).not.toHaveAttribute('aria-sort');
  });

  it('says when a page has no records', async () => {
    serveFakeApi(answerFrom({
      '/api/league/base/gangseo': createLeagueBase(),
      '/api/league/season/3/league': leagues2026,
      '/api/game/rank/subpitcher/3/31': { ...page([], 'era'), qualifyMultiplier: 0.8, qualifyThreshold: 48 },
    }));
    renderLeague('/league/gangseo/record/rank/subpitcher');
    expect(await screen.findByText('규정 이닝: 소속 팀 경기 수 × 0.8이닝 미만 (20경기를 치른 팀은 16이닝)')).toBeInTheDocument();
    expect(screen.getByText('등록된 기록이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '규정 이닝 미달 투수' })).toBeInTheDocument();
  });
});
