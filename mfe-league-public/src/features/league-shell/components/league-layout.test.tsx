import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import { answerFrom, createLeague, createLeagueBase, createScorerGameRow, createTeamEntry, serveFakeApi } from '@dugout/testing';
import { seasonChoiceKey } from '../../../shared/league/season-choice';
import { renderLeague } from '../../../testing/render-league';

const leagues2026 = [createLeague(), createLeague({ leagueId: 32, leagueName: '토요 2부' })];
const leagues2025 = [createLeague({ leagueId: 21, leagueName: '2025 토요리그', seasonId: 2 })];

const routes = {
  '/api/league/base/gangseo': createLeagueBase(),
  '/api/league/season/3/league': leagues2026,
  '/api/league/season/2/league': leagues2025,
  '/api/league/season/3/teams': [
    createTeamEntry({ teamId: 11, teamName: '강서 타이거즈' }),
    createTeamEntry({ teamId: 12, teamName: '화곡 베어스', leagueId: 32 }),
  ],
  '/api/league/season/2/teams': [createTeamEntry({ teamId: 21, teamName: '2025 우승팀', leagueId: 21 })],
};

beforeEach(() => {
  sessionStorage.clear();
  useAuthStore.getState().logout();
});

describe('season dropdown', () => {
  it('keeps the chosen season in sessionStorage, reuses it on reload and reloads the lists', async () => {
    const user = userEvent.setup();
    const calls = serveFakeApi(answerFrom(routes));
    const first = renderLeague('/league/gangseo/info/team');
    const season = await screen.findByRole('combobox', { name: '시즌' });
    expect(season).toHaveValue('3');
    expect(await screen.findByText('강서 타이거즈')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '토요 2부' })).toBeInTheDocument();

    await user.selectOptions(season, '2025 시즌');
    expect(sessionStorage.getItem(seasonChoiceKey('gangseo'))).toBe('2');
    expect(await screen.findByText('2025 우승팀')).toBeInTheDocument();
    expect(screen.queryByText('강서 타이거즈')).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/league/season/2/league');

    // A reload (a new mount) starts from the stored choice.
    first.unmount();
    renderLeague('/league/gangseo/info/team');
    expect(await screen.findByRole('combobox', { name: '시즌' })).toHaveValue('2');
    expect(await screen.findByText('2025 우승팀')).toBeInTheDocument();

    // Going back to the default (active) season clears the stored choice.
    await user.selectOptions(screen.getByRole('combobox', { name: '시즌' }), '2026 시즌 (진행 중)');
    await waitFor(() => expect(sessionStorage.getItem(seasonChoiceKey('gangseo'))).toBeNull());
    expect(await screen.findByText('강서 타이거즈')).toBeInTheDocument();
  });

  it('ignores a stored season the league does not have', async () => {
    sessionStorage.setItem(seasonChoiceKey('gangseo'), '99');
    serveFakeApi(answerFrom(routes));
    renderLeague('/league/gangseo/info/team');
    expect(await screen.findByRole('combobox', { name: '시즌' })).toHaveValue('3');
  });
});

describe('my affiliation', () => {
  it('is offered to logged-in users only and shows a failed call as an empty list', async () => {
    const user = userEvent.setup();
    serveFakeApi(answerFrom({
      ...routes,
      '/api/league/main/manager/7': [{ mainId: 2, mainName: '강서리그', leaguePath: 'gangseo', logoImg: null, extImg1: null, extImg2: null, grade: 1 }],
      '/api/team/admin/manage/7': [{ teamId: 11, teamName: '강서 타이거즈', logoImg: null }],
      '/api/team?userId=7&page=1&pagesize=100': {
        data: [
          { teamId: 12, teamName: '강서 이글스', logoImg: null, director: null, managerName: null, estbDt: null, playerCount: 20, leagueMains: [] },
          { teamId: 13, teamName: '화곡 베어스', logoImg: null, director: null, managerName: null, estbDt: null, playerCount: 18, leagueMains: [] },
        ],
        total: 2,
        page: 1,
        pagesize: 100,
      },
      '/api/game/admin/writer/7': [
        createScorerGameRow({ gameId: 41, state: 'scheduled', mainName: '서울리그', visit: [21, '목동 위너스'], home: [22, '신정 파이터스'] }),
        createScorerGameRow({ gameId: 42, state: 'final', mainName: '서울리그', visit: [21, '목동 위너스'], home: [22, '신정 파이터스'] }),
      ],
      // myLeagueMain fails (not in the fake API: 404) and shows as empty.
    }));
    const anonymous = renderLeague('/league/gangseo/info/intro/intro');
    await screen.findByRole('heading', { level: 1, name: '강서리그' });
    expect(screen.queryByRole('button', { name: '나의 소속' })).not.toBeInTheDocument();
    anonymous.unmount();

    useAuthStore.getState().login({
      userId: 7,
      username: '홍길동',
      nickname: '길동',
      email: 'gildong@example.com',
      phone: '010-1234-5678',
      photo: null,
      gender: 'M',
      birthday: '19900101',
      accessToken: 'access',
      refreshToken: 'refresh',
      isAdmin: false,
    });
    renderLeague('/league/gangseo/info/intro/intro');
    await user.click(await screen.findByRole('button', { name: '나의 소속' }));
    const dialog = await screen.findByRole('dialog', { name: '나의 소속' });
    const admin = await within(dialog).findByRole('link', { name: /강서리그/ });
    expect(admin).toHaveAttribute('href', '/league/gangseo/admin');
    expect(admin).toHaveAttribute('target', '_blank');
    expect(await within(dialog).findByRole('link', { name: /강서 타이거즈/ })).toHaveAttribute('href', '/team/admin/11');
    const scoring = (await within(dialog).findByRole('heading', { name: '기록할 경기' })).parentElement as HTMLElement;
    expect(within(scoring).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['2026-05-03 09:00 목동 위너스 대 신정 파이터스 (서울리그 토요 1부) (새 탭)', '/league/gangseo/admin/gameresult/3/31/41'],
    ]);
    expect(await within(dialog).findByRole('link', { name: /화곡 베어스/ })).toHaveAttribute('href', '/team/13');
    expect(within(dialog).getByRole('heading', { name: /가입한 팀/ })).toHaveTextContent('2');
    await waitFor(() => expect(within(dialog).getAllByText('없습니다.')).toHaveLength(1));
    expect(within(dialog).getByRole('heading', { name: /가입한 리그/ })).toHaveTextContent('0');
  });
});
