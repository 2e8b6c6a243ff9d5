import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import { answerFrom, createSession, deferred, fail, ok, serveFakeApi, type ApiReply } from '@dugout/testing';
import { renderArea } from '../../../testing/render-area';
import { createJoinRequest, createJoinSearchItem, createUserAccount, createUserPlayer } from '../../../testing/team-join-data';

let alertSpy: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().login(createSession());
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  alertSpy.mockRestore();
});

const READS = {
  '/api/team/4/join': createJoinSearchItem(),
  '/api/user/12/player': null,
  '/api/user/12': createUserAccount(),
};

function openForm(routes: Record<string, unknown> = {}, join?: () => ApiReply | Promise<ApiReply>) {
  const reads = answerFrom({ ...READS, ...routes });
  const calls = serveFakeApi((call) => (call.method === 'POST' && join ? join() : reads(call)));
  renderArea(['/user/league', '/user/joinTeam?teamId=4']);
  return calls;
}

const form = () => screen.findByRole('form', { name: '팀 가입 신청서' });
const submit = () => userEvent.click(screen.getByRole('button', { name: '가입 신청' }));

async function fillRequired() {
  await userEvent.type(screen.getByLabelText('출신 중학교'), '강동중');
  await userEvent.type(screen.getByLabelText('출신 고등학교'), '강동고');
  await userEvent.type(screen.getByLabelText('주소'), '서울시 강동구');
  await userEvent.click(screen.getByRole('radio', { name: '내야수' }));
}

describe('JoinTeamPage (/user/joinTeam)', () => {
  it("shows the team's card: logo, name, director, operator, leagues, founding year and player count", async () => {
    openForm();
    await form();
    expect(screen.getByRole('heading', { name: '강동 문정 스톰' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '강동 문정 스톰 로고' })).toBeInTheDocument();
    for (const text of ['김감독', '이총무', '강동리그', '2015년', '18명']) expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("starts from the member's own data and the spec's defaults when he has no player record", async () => {
    openForm();
    await form();
    expect(screen.getByLabelText('구분')).toHaveDisplayValue('선수');
    expect(screen.getByLabelText('이름')).toHaveValue('김철수');
    expect(screen.getByLabelText('생년월일')).toHaveValue('19900115');
    expect(screen.getByRole('radio', { name: '여성' })).toBeChecked();
    expect(screen.getByLabelText('휴대전화 번호')).toHaveValue('010-1234-5678');
    expect(screen.getByLabelText('투타')).toHaveDisplayValue('좌투좌타');
    expect(screen.getByLabelText('중학교 선출 여부')).toHaveDisplayValue('해당 없음');
    expect(screen.getByLabelText('고등학교 선출 여부')).toHaveDisplayValue('해당 없음');
    expect(screen.getByRole('checkbox', { name: '개인정보 제3자 제공에 동의합니다.' })).not.toBeChecked();
  });

  it('starts from the existing player record and sends its playerId', async () => {
    const calls = openForm({ '/api/user/12/player': createUserPlayer() }, () => ok(createJoinRequest()));
    await form();
    expect(screen.getByLabelText('이름')).toHaveValue('김선수');
    expect(screen.getByLabelText('출신 중학교')).toHaveValue('문정중');
    expect(screen.getByLabelText('중학교 선출 여부')).toHaveDisplayValue('중학교 선출');
    expect(screen.getByLabelText('투타')).toHaveDisplayValue('우투우타');
    expect(screen.getByRole('radio', { name: '포수' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: '개인정보 제3자 제공에 동의합니다.' }));
    await submit();
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ playerId: 77, playerName: '김선수', position: 'C', batThrw: 22 });
  });

  it('refuses to send without the third-party consent, with the spec alert', async () => {
    const calls = openForm();
    await form();
    await fillRequired();
    await submit();
    expect(alertSpy).toHaveBeenCalledWith('개인정보 제3자 제공에 동의해야 합니다.');
    expect(await screen.findByText('개인정보 제3자 제공에 동의해야 합니다.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('checks the fields of spec section 5 before sending', async () => {
    const calls = openForm();
    await form();
    await userEvent.clear(screen.getByLabelText('휴대전화 번호'));
    await userEvent.type(screen.getByLabelText('휴대전화 번호'), '0101234');
    await userEvent.click(screen.getByRole('checkbox', { name: '개인정보 제3자 제공에 동의합니다.' }));
    await submit();
    expect(await screen.findByText('전화번호 형식이 올바르지 않습니다.')).toBeInTheDocument();
    expect(screen.getByLabelText('출신 중학교')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends the request, says joining completes after approval and goes to my league page', async () => {
    const reply = deferred<ApiReply>();
    const calls = openForm({}, () => reply.promise);
    await form();
    await fillRequired();
    await userEvent.type(screen.getByLabelText('등번호'), '17');
    await userEvent.click(screen.getByRole('checkbox', { name: '개인정보 제3자 제공에 동의합니다.' }));
    await submit();
    await waitFor(() => expect(screen.getByRole('button', { name: '가입 신청' })).toBeDisabled());
    reply.resolve(ok(createJoinRequest()));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('팀 가입 신청이 완료되었습니다. 팀 관리자가 승인하면 가입이 완료됩니다.'));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/team/4/join',
      body: {
        teamId: 4,
        userId: 12,
        playerId: null,
        teamRole: 7,
        playerName: '김철수',
        birthday: '19900115',
        gender: 'F',
        phone: '010-1234-5678',
        middleSchool: '강동중',
        schoolName: '강동고',
        address1: '서울시 강동구',
        position: 'IN',
        batThrw: 11,
        proType: 0,
        proTypeMiddle: 0,
        backnumber: '17',
      },
    });
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/user/league'));
  });

  it('takes a member from the team search through the form to his request awaiting approval', async () => {
    let asked = false;
    const reads = answerFrom({
      ...READS,
      '/api/team?userId=12&page=1&pagesize=100': { data: [], total: 0, page: 1, pagesize: 100 },
      '/api/team/joinTeam/user/12/search?search=%EC%8A%A4%ED%86%B0&page=1&pagesize=100': { data: [createJoinSearchItem()], total: 1, page: 1, pagesize: 100 },
    });
    serveFakeApi((call) => {
      if (call.method === 'POST') {
        asked = true;
        return ok(createJoinRequest());
      }
      return call.url === '/api/team/joinTeam/user/12' ? ok(asked ? [createJoinRequest()] : []) : reads(call);
    });
    renderArea(['/user/league']);
    expect(await screen.findByText('가입 신청 내역이 없습니다.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: '팀 이름' }), '스톰{Enter}');
    await userEvent.click(await screen.findByRole('radio', { name: /강동 문정 스톰/ }));
    await userEvent.click(screen.getByRole('button', { name: '가입 신청' }));
    await form();
    await fillRequired();
    await userEvent.click(screen.getByRole('checkbox', { name: '개인정보 제3자 제공에 동의합니다.' }));
    await submit();
    const requests = await screen.findByRole('list', { name: '가입 신청 내역' });
    expect(within(requests).getByText('승인 대기')).toBeInTheDocument();
  });

  it("alerts a refusal and shows the server's reason", async () => {
    openForm({}, () => fail(409, '이미 이 팀에 가입 신청을 했습니다. 팀 관리자의 승인을 기다려 주세요.'));
    await form();
    await fillRequired();
    await userEvent.click(screen.getByRole('checkbox', { name: '개인정보 제3자 제공에 동의합니다.' }));
    await submit();
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('팀 가입 신청 중 오류가 발생했습니다.'));
    expect(await screen.findByText('이미 이 팀에 가입 신청을 했습니다. 팀 관리자의 승인을 기다려 주세요.')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/user/joinTeam?teamId=4');
  });

  it('says when the member asked already and keeps the form shut', async () => {
    openForm({ '/api/team/4/join': createJoinSearchItem({ requested: true }) });
    await form();
    expect(screen.getByText('이 팀에 보낸 가입 신청이 승인을 기다리고 있습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '가입 신청' })).toBeDisabled();
  });

  it.each([
    ['an unknown team', '/user/joinTeam?teamId=99'],
    ['no team at all', '/user/joinTeam'],
  ])('alerts that the team cannot be chosen and goes back for %s', async (_case, address) => {
    serveFakeApi(answerFrom(READS));
    renderArea(['/user/league', address]);
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('팀을 선택할 수 없습니다.'));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/user\/league$/));
  });
});
