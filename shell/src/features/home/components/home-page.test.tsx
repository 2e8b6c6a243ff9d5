import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { useAuthStore, type StoredSession } from '@dugout/auth';
import { HomePage } from './home-page';

const member: StoredSession = {
  userId: 7,
  username: '홍길동',
  nickname: '길동',
  email: 'gildong@example.com',
  phone: '010-1234-5678',
  photo: null,
  gender: 'M',
  birthday: '19900101',
  accessToken: 'access-token',
  refreshToken: 'refresh-token',
  isAdmin: false,
};

type Reply = { status: number; body: unknown };
const leagueNames: Record<string, Reply> = {
  gangdong: { status: 200, body: { ok: true, data: { mainId: 1, mainName: '강동구 야구연합회', leaguePath: 'gangdong' } } },
  gangseo: { status: 500, body: { ok: false, data: null, error: '일시적인 오류입니다.' } },
};

const fetchMock = jest.fn(async (url: string) => {
  const path = url.split('/').pop() ?? '';
  const reply = leagueNames[path] ?? { status: 404, body: { ok: false, data: null } };
  return { status: reply.status, ok: reply.status < 300, text: async () => JSON.stringify(reply.body) } as Response;
});

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
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockClear();
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
    useAuthStore.getState().login(member);
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
    expect(screen.getByRole('link', { name: /리그 참가 서약서/ })).toHaveAttribute('href', '/agreement/gangseo/1');
    expect(fetchMock).toHaveBeenCalledWith('/api/league/mainpath/gangdong', expect.objectContaining({ method: 'GET' }));
  });
});
