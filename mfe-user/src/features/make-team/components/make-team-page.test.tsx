import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import { TEAM_PROFILE_MESSAGES, type TeamProfileInfo } from '@dugout/contracts';
import { createSession, fail, ok, serveFakeApi, type ApiHandler } from '@dugout/testing';
import { renderArea } from '../../../testing/render-area';

const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], '로고.png', { type: 'image/png' });

const team: TeamProfileInfo = {
  teamId: 77,
  teamName: '성수 썬더스',
  logoImg: 'abc.png',
  director: '김감독',
  managerName: null,
  estbDt: '2020-03-01',
  playerCount: 1,
  homeGround: '성수 야구장',
  introduction: null,
  leagueMains: [],
};

beforeEach(() => {
  useAuthStore.getState().login(createSession());
});

afterEach(() => {
  useAuthStore.getState().logout();
});

async function openForm(handler: ApiHandler) {
  const calls = serveFakeApi(handler);
  renderArea(['/user/makeTeam']);
  await screen.findByRole('form', { name: '신규 팀 생성' });
  return calls;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: '팀 만들기' }));

describe('신규 팀 생성 (make team)', () => {
  it('asks for a team name and checks the founding date before calling the API', async () => {
    const calls = await openForm(() => ok(null));
    await submit();
    expect(await screen.findByText(TEAM_PROFILE_MESSAGES.teamNameRequired)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('팀 이름'), '성수 썬더스');
    fireEvent.change(screen.getByLabelText('창단일'), { target: { value: '2999-01-01' } });
    await submit();
    expect(await screen.findByText(TEAM_PROFILE_MESSAGES.estbDtInFuture)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refuses a file that is not an image, without calling the API', async () => {
    const calls = await openForm(() => ok(null));
    await userEvent.type(screen.getByLabelText('팀 이름'), '성수 썬더스');
    fireEvent.change(screen.getByLabelText('팀 로고'), { target: { files: [new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText(TEAM_PROFILE_MESSAGES.logoNotImage)).toBeInTheDocument();
    await submit();
    await waitFor(() => expect(screen.getByRole('button', { name: '팀 만들기' })).toBeEnabled());
    expect(calls).toHaveLength(0);
  });

  it('previews the logo, sends the form as multipart and opens the result page', async () => {
    const calls = await openForm((call) => (call.method === 'POST' ? ok({ teamId: 77, teamName: '성수 썬더스' }) : ok(team)));
    await userEvent.type(screen.getByLabelText('팀 이름'), ' 성수 썬더스 ');
    await userEvent.upload(screen.getByLabelText('팀 로고'), png());
    expect(await screen.findByRole('img', { name: '선택한 로고 미리보기' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));
    await userEvent.type(screen.getByLabelText('감독'), '김감독');
    fireEvent.change(screen.getByLabelText('창단일'), { target: { value: '2020-03-01' } });
    await userEvent.type(screen.getByLabelText('홈 구장'), '성수 야구장');
    await submit();

    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/user/makeTeamResult/77'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/team/user');
    const body = post?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([name]) => name !== 'logo'))).toEqual({
      teamName: '성수 썬더스',
      director: '김감독',
      managerName: '',
      estbDt: '2020-03-01',
      homeGround: '성수 야구장',
    });
    expect((body.get('logo') as File).name).toBe('로고.png');

    expect(await screen.findByRole('heading', { name: '팀 생성 완료' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '성수 썬더스' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '성수 썬더스 로고' })).toHaveAttribute('src', '/api/team/logo/abc.png?w=96');
    expect(screen.getByRole('link', { name: '팀 관리 화면으로' })).toHaveAttribute('href', '/team/admin/77');
    expect(screen.getByRole('link', { name: '팀 페이지 보기' })).toHaveAttribute('href', '/team/77');
  });

  it('puts a taken name under the name field and stays on the form', async () => {
    await openForm(() => fail(409, TEAM_PROFILE_MESSAGES.teamNameTaken, { teamName: TEAM_PROFILE_MESSAGES.teamNameTaken }));
    await userEvent.type(screen.getByLabelText('팀 이름'), '왕십리 번개');
    await submit();
    await waitFor(() => expect(screen.getByLabelText('팀 이름')).toHaveAccessibleDescription(TEAM_PROFILE_MESSAGES.teamNameTaken));
    expect(screen.getByTestId('address')).toHaveTextContent('/user/makeTeam');
  });

  it('shows an error when the team of the result page cannot be read', async () => {
    serveFakeApi(() => fail(404, '팀을 찾을 수 없습니다.'));
    renderArea(['/user/makeTeamResult/999']);
    expect(await screen.findByText('팀 정보를 불러오지 못했습니다.')).toBeInTheDocument();
  });
});
