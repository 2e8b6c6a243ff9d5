import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import { TEAM_PROFILE_MESSAGES, type TeamProfileInfo } from '@dugout/contracts';
import { createSession, createTeamManagerCheck, fail, ok, serveFakeApi, type ApiHandler } from '@dugout/testing';
import { renderTeam } from '../../../testing/render-team';
import { TEAM_INFO_SAVED } from './team-info-page';

const CHECK = '/api/team/12/admin/can_access/12';
const TEAM = '/api/team/12';

const team: TeamProfileInfo = {
  teamId: 12,
  teamName: '강동 문정 스톰',
  logoImg: 'old.png',
  director: '김감독',
  managerName: '박매니저',
  estbDt: '2015-04-01',
  playerCount: 18,
  homeGround: '문정 구장',
  introduction: '일요일 아침 야구',
  leagueMains: [],
};

/** The check and the team as GETs; the save answered by `write`. */
const serve = (write: ApiHandler) =>
  serveFakeApi((call) => {
    if (call.method !== 'GET') return write(call);
    if (call.url === CHECK) return ok(createTeamManagerCheck());
    return call.url === TEAM ? ok(team) : fail(404);
  });

const openPage = async (write: ApiHandler) => {
  const calls = serve(write);
  renderTeam('/team/admin/12/teamInfo');
  await screen.findByRole('form', { name: '팀 정보 수정' });
  return calls;
};
const save = () => userEvent.click(screen.getByRole('button', { name: '저장' }));

beforeEach(() => {
  useAuthStore.getState().login(createSession());
});

afterEach(() => {
  useAuthStore.getState().logout();
});

describe('팀 정보 (team info)', () => {
  it('opens prefilled with the saved info and the current logo', async () => {
    await openPage(() => fail(500));
    expect(screen.getByRole('heading', { name: '팀 정보' })).toBeInTheDocument();
    expect(screen.getByLabelText('팀 이름')).toHaveValue('강동 문정 스톰');
    expect(screen.getByLabelText('감독')).toHaveValue('김감독');
    expect(screen.getByLabelText('매니저(운영자)')).toHaveValue('박매니저');
    expect(screen.getByLabelText('창단일')).toHaveValue('2015-04-01');
    expect(screen.getByLabelText('홈 구장')).toHaveValue('문정 구장');
    expect(screen.getByLabelText('팀 소개')).toHaveValue('일요일 아침 야구');
    expect(screen.getByRole('img', { name: '강동 문정 스톰 로고' })).toHaveAttribute('src', '/api/team/logo/old.png');
  });

  it('saves the edit with a new logo as multipart and says so', async () => {
    const saved: TeamProfileInfo = { ...team, teamName: '문정 스톰', introduction: '새 소개', logoImg: 'new.jpg' };
    const calls = await openPage(() => ok(saved));
    await userEvent.clear(screen.getByLabelText('팀 이름'));
    await userEvent.type(screen.getByLabelText('팀 이름'), '문정 스톰');
    await userEvent.clear(screen.getByLabelText('팀 소개'));
    await userEvent.type(screen.getByLabelText('팀 소개'), '새 소개');
    await userEvent.upload(screen.getByLabelText('팀 로고'), new File([new Uint8Array([255, 216, 255])], 'new.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('img', { name: '새 로고 미리보기' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/jpeg/));
    await save();

    expect(await screen.findByText(TEAM_INFO_SAVED)).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe(TEAM);
    const body = post?.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([name]) => name !== 'logo'))).toEqual({
      teamName: '문정 스톰',
      director: '김감독',
      managerName: '박매니저',
      estbDt: '2015-04-01',
      homeGround: '문정 구장',
      introduction: '새 소개',
    });
    expect((body.get('logo') as File).name).toBe('new.jpg');
    expect(screen.getByRole('img', { name: '문정 스톰 로고' })).toHaveAttribute('src', '/api/team/logo/new.jpg');
  });

  it('checks the fields and the logo before sending', async () => {
    const calls = await openPage(() => ok(team));
    await userEvent.clear(screen.getByLabelText('팀 이름'));
    fireEvent.change(screen.getByLabelText('창단일'), { target: { value: '2023-02-30' } });
    fireEvent.change(screen.getByLabelText('팀 로고'), { target: { files: [new File(['x'], 'logo.svg', { type: 'image/svg+xml' })] } });
    await save();
    expect(await screen.findByText(TEAM_PROFILE_MESSAGES.teamNameRequired)).toBeInTheDocument();
    expect(screen.getByText(TEAM_PROFILE_MESSAGES.logoNotImage)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("puts the API's refusals on the form: a taken name under its field, a denial on top", async () => {
    const replies = [
      fail(409, TEAM_PROFILE_MESSAGES.teamNameTaken, { teamName: TEAM_PROFILE_MESSAGES.teamNameTaken }),
      fail(403, '이 팀의 관리자만 할 수 있습니다.'),
    ];
    await openPage(() => replies.shift() ?? fail(500));
    await save();
    await waitFor(() => expect(screen.getByLabelText('팀 이름')).toHaveAccessibleDescription(TEAM_PROFILE_MESSAGES.teamNameTaken));
    await save();
    expect(await screen.findByText('이 팀의 관리자만 할 수 있습니다.')).toBeInTheDocument();
    expect(screen.queryByText(TEAM_INFO_SAVED)).not.toBeInTheDocument();
  });
});
