import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import { rolesToJson, type LeagueManagerItem } from '@dugout/contracts';
import {
  createLeagueBase,
  createLeagueManager,
  createLeagueManagerCheck,
  createSession,
  fail,
  ok,
  serveFakeApi,
  type ApiCall,
  type ApiReply,
} from '@dugout/testing';
import { renderAdmin } from '../../../testing/render-admin';

const MAIN = '/api/league/admin/main/2';
const LABELS = ['리그 참가팀 관리', '팀·선수 관리', '일정 관리', '경기 기록 입력', '게시판 관리', '게시판 만들기'];

let managers: LeagueManagerItem[];
let answerWrite: (call: ApiCall) => ApiReply;

function serve(): ApiCall[] {
  return serveFakeApi((call) => {
    if (call.method !== 'GET') return answerWrite(call);
    if (call.url === '/api/league/admin/manager/can_access/gangseo/12') return ok(createLeagueManagerCheck());
    if (call.url === '/api/league/base/gangseo') return ok(createLeagueBase());
    if (call.url === `${MAIN}/managers`) return ok(managers);
    return fail(404, '요청한 정보를 찾을 수 없습니다.');
  });
}

const rowOf = async (name: string) => screen.findByRole('form', { name: `${name} 권한` });
const checked = (row: HTMLElement) =>
  LABELS.filter((label) => (within(row).getByLabelText(label) as HTMLInputElement).checked);

beforeEach(() => {
  useAuthStore.getState().login(createSession());
  managers = [
    createLeagueManager(),
    createLeagueManager({
      userId: 21,
      username: '박민수',
      grade: 3,
      gradeName: '실무 관리자',
      roles: rolesToJson(['leagueSchedule']),
    }),
  ];
  answerWrite = () => ok(managers[1]);
});

afterEach(() => {
  useAuthStore.getState().logout();
});

describe('운영진 권한', () => {
  it('shows a grade-1 manager with every permission, fixed, and says why', async () => {
    serve();
    renderAdmin('/league/gangseo/admin/managerRoles');
    const head = await rowOf('김철수');
    expect(checked(head)).toEqual(LABELS);
    for (const label of LABELS) expect(within(head).getByLabelText(label)).toBeDisabled();
    expect(within(head).getByText(/총괄 관리자는 모든 권한을 가지므로/)).toBeInTheDocument();
    expect(within(head).queryByRole('button', { name: '저장' })).not.toBeInTheDocument();
  });

  it('saves the flags of one manager as the spec JSON text', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderAdmin('/league/gangseo/admin/managerRoles');
    const park = await rowOf('박민수');
    expect(checked(park)).toEqual(['일정 관리']);

    await user.click(within(park).getByLabelText('경기 기록 입력'));
    await user.click(within(park).getByLabelText('일정 관리'));
    await user.click(within(park).getByLabelText('게시판 관리'));
    await user.click(within(park).getByRole('button', { name: '저장' }));

    expect(await within(park).findByRole('status')).toHaveTextContent('저장했습니다.');
    const writes = calls.filter((call) => call.method !== 'GET');
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ method: 'PATCH', url: `${MAIN}/manager/21/roles` });
    expect(JSON.parse((writes[0].body as { roles: string }).roles)).toEqual({
      leagueTeam: false,
      teamPlayer: false,
      leagueSchedule: false,
      leagueGame: true,
      manageBoard: true,
      createBoard: false,
    });
  });

  it('shows the server refusal in Korean beside the row', async () => {
    const user = userEvent.setup();
    answerWrite = () => fail(400, '권한은 {"leagueSchedule":true,...} 형식의 JSON 글자로 보내 주세요.');
    serve();
    renderAdmin('/league/gangseo/admin/managerRoles');
    const park = await rowOf('박민수');
    await user.click(within(park).getByRole('button', { name: '저장' }));
    expect(await within(park).findByRole('alert')).toHaveTextContent('JSON 글자로 보내 주세요');
  });
});
