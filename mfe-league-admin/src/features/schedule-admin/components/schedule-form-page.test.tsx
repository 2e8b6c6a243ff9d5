import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import { createLeague, createLeagueBase, createLeagueManagerCheck, createScheduleItem, createSession, createTeamEntry, fail, ok, serveFakeApi, type ApiCall } from '@dugout/testing';
import { renderAdmin } from '../../../testing/render-admin';

let saveReply = ok({});

function serve(): ApiCall[] {
  return serveFakeApi((call) => {
    if (call.url === '/api/league/admin/manager/can_access/gangseo/12') return ok(createLeagueManagerCheck());
    if (call.url === '/api/league/base/gangseo') return ok(createLeagueBase());
    if (call.url === '/api/league/season/3/league') return ok([createLeague(), createLeague({ leagueId: 32, leagueName: '토요 2부' })]);
    if (call.url === '/api/league/league/31/teams?includeTempTeam=true') {
      return ok([createTeamEntry({ teamId: 11 }), createTeamEntry({ teamId: 12, teamName: '화곡 베어스' })]);
    }
    if (call.url === '/api/league/league/32/teams?includeTempTeam=true') return ok([createTeamEntry({ teamId: 21, leagueId: 32, teamName: '염창 라이온즈' })]);
    if (call.url === '/api/ground/leagueMain/2') return ok([{ groundId: 1, groundName: '신월야구장' }]);
    if (call.url === '/api/league/main/2/writers') return ok([{ userId: 40, user: { username: '김기록' } }]);
    if (call.url.startsWith('/api/league/league/31/schedule/conflicts')) {
      return ok({
        windowMinutes: 180,
        conflicts: [
          { gameId: 777, leagueName: '토요 1부', scheduleTime: '2026-05-10T10:00:00+09:00', visitTeamName: '강서 타이거즈', homeTeamName: '강서 이글스', groundName: '신월야구장', reasons: ['team', 'ground'] },
        ],
      });
    }
    if (call.url === '/api/league/league/31/schedule/game/501' && call.method === 'GET') {
      return ok(createScheduleItem({ gameId: 501, gameName: '재개 경기', dayNight: 'Y', suspended: true, scheduleTime: '2026-05-10T09:00:00+09:00' }));
    }
    if (call.url === '/api/league/league/31/schedule/game' || call.url === '/api/league/league/31/schedule/game/501') return saveReply;
    return fail(404, '요청한 정보를 찾을 수 없습니다.');
  });
}

beforeEach(() => {
  useAuthStore.getState().login(createSession());
  saveReply = ok({});
});

afterEach(() => {
  useAuthStore.getState().logout();
});

describe('일정 등록', () => {
  it('checks league, away team, home team and the same team in that order, then saves and goes to the list with a message', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin('/league/gangseo/admin/scheduleform/3');
    const form = within(await screen.findByRole('form', { name: '일정 등록' }));
    const save = form.getByRole('button', { name: '저장' });
    await user.click(save);
    expect(await form.findByRole('alert')).toHaveTextContent('리그를 선택해 주세요.');
    await user.selectOptions(form.getByLabelText('리그'), '31');
    await user.click(save);
    expect(await form.findByRole('alert')).toHaveTextContent('원정 팀을 선택해 주세요.');
    await waitFor(() => expect(within(form.getByLabelText('원정 팀')).getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(form.getByLabelText('원정 팀'), '11');
    await user.click(save);
    expect(await form.findByRole('alert')).toHaveTextContent('홈 팀을 선택해 주세요.');
    await user.selectOptions(form.getByLabelText('홈 팀'), '11');
    await user.click(save);
    expect(await form.findByRole('alert')).toHaveTextContent('같은 팀을 선택할 수 없습니다.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.selectOptions(form.getByLabelText('홈 팀'), '0');
    await user.type(form.getByLabelText('경기 이름'), '개막전');
    await user.type(form.getByLabelText('경기 일시 (yyyy-MM-dd HH:mm)'), '2026-05-10T12:00');
    await waitFor(() => expect(within(form.getByLabelText('구장')).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(form.getByLabelText('구장'), '1');
    await user.selectOptions(form.getByLabelText('기록원'), '40');
    expect(await form.findByRole('status', { name: '일정 겹침 경고' })).toHaveTextContent('앞뒤 3시간 안에 같은 팀이나 같은 구장의 경기가 있습니다.');
    await user.click(save);
    expect(await screen.findByText('일정이 저장되었습니다.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      leagueId: 31,
      gameName: '개막전',
      scheduleTime: '2026-05-10 12:00',
      groundId: 1,
      writerId: 40,
      visitTeamId: 11,
      homeTeamId: null,
      visitTeamInterleague: false,
      homeTeamInterleague: false,
      visitTeamLeagueId: null,
      homeTeamLeagueId: null,
    });
  });

  it('keeps interleague to one side and clears a side whose flag is turned off', async () => {
    serve();
    const user = userEvent.setup();
    renderAdmin('/league/gangseo/admin/scheduleform/3/31');
    const form = within(await screen.findByRole('form', { name: '일정 등록' }));
    const visitFlag = within(form.getByRole('group', { name: '원정 팀' })).getByLabelText('교류전 (다른 리그 팀)');
    const homeFlag = within(form.getByRole('group', { name: '홈 팀' })).getByLabelText('교류전 (다른 리그 팀)');
    await user.click(visitFlag);
    await user.selectOptions(form.getByLabelText('원정 팀 소속 리그'), '32');
    await waitFor(() => expect(within(form.getByLabelText('원정 팀')).getByRole('option', { name: '염창 라이온즈' })).toBeInTheDocument());
    await user.click(homeFlag);
    expect(visitFlag).not.toBeChecked();
    expect(form.queryByLabelText('원정 팀 소속 리그')).toBeNull();
    await user.click(homeFlag);
    expect(form.queryByLabelText('홈 팀 소속 리그')).toBeNull();
  });

  it('puts the server refusal on the form', async () => {
    serve();
    saveReply = fail(400, '입력값을 확인해 주세요.', { scheduleTime: '경기 일시는 시즌 기간(2026-03-01 ~ 2026-11-30) 안이어야 합니다.' });
    const user = userEvent.setup();
    renderAdmin('/league/gangseo/admin/scheduleform/3/31');
    const form = within(await screen.findByRole('form', { name: '일정 등록' }));
    await waitFor(() => expect(within(form.getByLabelText('원정 팀')).getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(form.getByLabelText('원정 팀'), '11');
    await user.selectOptions(form.getByLabelText('홈 팀'), '12');
    await user.type(form.getByLabelText('경기 일시 (yyyy-MM-dd HH:mm)'), '2027-01-10T12:00');
    await user.click(form.getByRole('button', { name: '저장' }));
    expect(await form.findByRole('alert')).toHaveTextContent('경기 일시는 시즌 기간(2026-03-01 ~ 2026-11-30) 안이어야 합니다.');
  });

  it('edits a suspended game waiting to be resumed with its season, league, name and teams locked', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin('/league/gangseo/admin/scheduleform/3/31/501');
    const form = within(await screen.findByRole('form', { name: '일정 수정' }));
    expect(form.getByText(/재개를 기다리는 서스펜디드 경기입니다/)).toBeInTheDocument();
    for (const label of ['시즌', '리그', '경기 이름', '원정 팀', '홈 팀']) expect(form.getByLabelText(label)).toBeDisabled();
    expect(form.getByLabelText('경기 이름')).toHaveValue('재개 경기');
    const time = form.getByLabelText('경기 일시 (yyyy-MM-dd HH:mm)');
    expect(time).toHaveValue('2026-05-10T09:00');
    await user.clear(time);
    await user.type(time, '2026-06-01T10:00');
    await user.click(form.getByRole('button', { name: '저장' }));
    await screen.findByText('일정이 저장되었습니다.');
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({ url: '/api/league/league/31/schedule/game/501', body: { scheduleTime: '2026-06-01 10:00', visitTeamId: 11, homeTeamId: 12 } });
  });
});
