import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { useAuthStore } from '@dugout/auth';
import { answerFrom, createSession, fail, serveFakeApi, type ApiCall } from '@dugout/testing';
import { HomePage } from './home-page';

const leagueNames = answerFrom({
  '/api/league/mainpath/gangdong': { mainId: 1, mainName: '강동구 야구연합회', leaguePath: 'gangdong' },
  '/api/league/mainpath/gangseo': fail(500, '일시적인 오류입니다.'),
  '/api/league/base/gangseo': { mainId: 2, mainName: '강서구 야구연합회', leaguePath: 'gangseo', activeSeasonId: 7, seasons: [], boards: [] },
});

let calls: ApiCall[] = [];

function renderHome() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </SWRConfig>,
  );
}

beforeEach(() => {
  calls = serveFakeApi(leagueNames);
  useAuthStore.getState().logout();
});

describe('HomePage quick links', () => {
  it('offers registration to visitors who are not logged in', () => {
    renderHome();
    expect(screen.getByRole('link', { name: /회원가입/ })).toHaveAttribute('href', '/user/register');
    expect(screen.getByRole('link', { name: /선수 등록/ })).toHaveAttribute('href', '/user/league');
    expect(screen.getByRole('link', { name: /신규 팀 생성/ })).toHaveAttribute('href', '/user/makeTeam');
  });

  it('hides registration once logged in but keeps player and team links', () => {
    useAuthStore.getState().login(createSession());
    renderHome();
    expect(screen.queryByRole('link', { name: /회원가입/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /선수 등록/ })).toHaveAttribute('href', '/user/league');
    expect(screen.getByRole('link', { name: /신규 팀 생성/ })).toHaveAttribute('href', '/user/makeTeam');
  });
});

describe('HomePage league cards', () => {
  it('links both leagues and the pledge, naming a league from the API or by its path', async () => {
    renderHome();
    expect(await screen.findByRole('link', { name: /강동구 야구연합회/ })).toHaveAttribute('href', '/league/gangdong');
    // The gangseo call fails: the card keeps its path as the name.
    expect(screen.getByRole('link', { name: /리그 2\s*gangseo/ })).toHaveAttribute('href', '/league/gangseo');
    // The pledge opens the gangseo league's active season (7 here), not a fixed one.
    await waitFor(() => expect(screen.getByRole('link', { name: /리그 참가 서약서/ })).toHaveAttribute('href', '/agreement/gangseo/7'));
    expect(calls).toContainEqual(expect.objectContaining({ url: '/api/league/mainpath/gangdong', method: 'GET' }));
  });
});
