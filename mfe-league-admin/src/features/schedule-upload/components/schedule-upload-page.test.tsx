import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import type { ScheduleUploadPreview, ScheduleUploadRow } from '@dugout/contracts';
import { createLeague, createLeagueBase, createLeagueManagerCheck, createSession, fail, ok, serveFakeApi, type ApiCall, type ApiReply } from '@dugout/testing';
import { renderAdmin } from '../../../testing/render-admin';

const uploadRow = (overrides: Partial<ScheduleUploadRow> = {}): ScheduleUploadRow => ({
  row: 2,
  leagueName: '토요 1부',
  scheduleTime: '2026-05-02 09:00',
  visitTeamName: '강서 타이거즈',
  homeTeamName: '화곡 베어스',
  groundName: '신정 야구장',
  gameName: '',
  writerEmail: '',
  visitTeamId: 7,
  homeTeamId: 8,
  groundId: 3,
  writerId: null,
  errors: [],
  ...overrides,
});

const badRow = uploadRow({
  row: 3,
  homeTeamName: '없는 팀',
  homeTeamId: null,
  errors: [{ row: 3, column: 'D', header: '홈팀', message: "'없는 팀' 팀은 이 리그의 참가팀이 아닙니다." }],
});

const previewOf = (rows: ScheduleUploadRow[]): ScheduleUploadPreview => ({
  fileName: '일정.xlsx',
  leagueId: 31,
  leagueName: '토요 1부',
  columns: { leagueName: 'A', scheduleTime: 'B', visitTeamName: 'C', homeTeamName: 'D', groundName: 'E' },
  rows,
  errors: rows.flatMap((row) => row.errors),
});

let previewReply: ApiReply;
let applyReply: ApiReply;

function serve(): ApiCall[] {
  return serveFakeApi((call) => {
    if (call.url === '/api/league/admin/manager/can_access/gangseo/12') return ok(createLeagueManagerCheck());
    if (call.url === '/api/league/base/gangseo') return ok(createLeagueBase());
    if (call.url === '/api/league/season/3/league') return ok([createLeague(), createLeague({ leagueId: 32, leagueName: '토요 2부' })]);
    if (call.url === '/api/league/admin/scheduleUpload/31/preview' && call.method === 'POST') return previewReply;
    if (call.url === '/api/league/admin/scheduleUpload/31/apply' && call.method === 'POST') return applyReply;
    return fail(404, '요청한 정보를 찾을 수 없습니다.');
  });
}

const xlsxFile = () => new File(['PK'], '일정.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

async function choosePreview(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(await screen.findByLabelText('일정 파일'), xlsxFile());
  await user.click(screen.getByRole('button', { name: '미리보기' }));
}

beforeEach(() => {
  useAuthStore.getState().login(createSession());
  previewReply = ok(previewOf([uploadRow()]));
  applyReply = { status: 201, body: { ok: true, data: { leagueId: 31, count: 1, gameIds: [501] } } };
});

afterEach(() => {
  useAuthStore.getState().logout();
});

describe('일정 파일 업로드', () => {
  it("opens the active season's first league with the template links", async () => {
    serve();
    renderAdmin('/league/gangseo/admin/scheduleUpload');
    expect(await screen.findByRole('link', { name: '엑셀 양식 (.xlsx)' })).toHaveAttribute('href', '/api/league/admin/scheduleUpload/template.xlsx');
    expect(screen.getByRole('link', { name: 'CSV 양식 (.csv)' })).toHaveAttribute('href', '/api/league/admin/scheduleUpload/template.csv');
    await waitFor(() => expect(screen.getByLabelText('리그')).toHaveValue('31'));
    expect(screen.getByRole('button', { name: '미리보기' })).toBeDisabled();
  });

  it('previews a file with a bad row: the cell is marked with its message, the list names row and column, and 저장 stays off', async () => {
    previewReply = ok(previewOf([uploadRow(), badRow]));
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin('/league/gangseo/admin/scheduleUpload/3/31');
    await choosePreview(user);

    const preview = within(await screen.findByRole('region', { name: '미리보기' }));
    expect(preview.getByText('일정.xlsx: 2경기, 잘못된 칸 1개 — 고친 파일을 다시 올려 주세요.')).toBeInTheDocument();
    expect(within(preview.getByRole('list', { name: '오류 목록' })).getByText("3행 홈팀(D열): '없는 팀' 팀은 이 리그의 참가팀이 아닙니다.")).toBeInTheDocument();
    const cell = preview.getByText('없는 팀').closest('.dg-upload__cell--error') as HTMLElement;
    expect(cell).toHaveAttribute('data-cell', 'D3');
    expect(within(cell).getByText("'없는 팀' 팀은 이 리그의 참가팀이 아닙니다.")).toBeInTheDocument();
    expect(preview.getByText('3 오류')).toBeInTheDocument();
    expect(preview.getByRole('columnheader', { name: '홈팀 (D열)' })).toBeInTheDocument();
    expect(preview.getByRole('button', { name: '저장' })).toBeDisabled();

    const sent = calls.find((call) => call.url === '/api/league/admin/scheduleUpload/31/preview');
    expect(sent?.body).toBeInstanceOf(FormData);
    expect(((sent?.body as FormData).get('file') as File).name).toBe('일정.xlsx');
    expect(calls.some((call) => call.url.endsWith('/apply'))).toBe(false);
  });

  it('saves a clean file after the confirmation and links to the schedule list', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin('/league/gangseo/admin/scheduleUpload/3/31');
    await choosePreview(user);
    const preview = within(await screen.findByRole('region', { name: '미리보기' }));
    expect(preview.getByText('일정.xlsx: 1경기, 오류 없음')).toBeInTheDocument();

    await user.click(preview.getByRole('button', { name: '저장' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('토요 1부에 1경기를 저장할까요?');
    await user.click(within(confirm).getByRole('button', { name: '저장' }));

    expect(await screen.findByText(/토요 1부에 1경기를 저장했습니다\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '일정 관리에서 보기' })).toHaveAttribute('href', '/league/gangseo/admin/schedule');
    expect(screen.queryByRole('region', { name: '미리보기' })).not.toBeInTheDocument();
    const applied = calls.find((call) => call.url === '/api/league/admin/scheduleUpload/31/apply');
    expect(((applied?.body as FormData).get('file') as File).name).toBe('일정.xlsx');
  });

  it('does not save when the confirmation is cancelled', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin('/league/gangseo/admin/scheduleUpload/3/31');
    await choosePreview(user);
    await user.click(within(await screen.findByRole('region', { name: '미리보기' })).getByRole('button', { name: '저장' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '취소' }));
    expect(calls.some((call) => call.url.endsWith('/apply'))).toBe(false);
  });

  it("shows the server's refusal of the file and of the save, with the cells it names", async () => {
    previewReply = fail(400, '병합된 셀이 있습니다(E2:E3). 셀 병합을 풀고 칸마다 값을 적어 주세요.', { E2: '병합된 셀입니다.' });
    serve();
    const user = userEvent.setup();
    renderAdmin('/league/gangseo/admin/scheduleUpload/3/31');
    await choosePreview(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('병합된 셀이 있습니다(E2:E3).');
    expect(alert).toHaveTextContent('E2: 병합된 셀입니다.');
    expect(screen.queryByRole('region', { name: '미리보기' })).not.toBeInTheDocument();

    // The file changed between the preview and the save: the apply's own check refuses it.
    previewReply = ok(previewOf([uploadRow()]));
    applyReply = fail(400, '파일에 잘못된 칸이 1개 있어 아무 경기도 저장하지 않았습니다.', { B2: '2행 경기일시(B열): 시즌 기간 밖의 날짜입니다.' });
    await user.click(screen.getByRole('button', { name: '미리보기' }));
    await user.click(within(await screen.findByRole('region', { name: '미리보기' })).getByRole('button', { name: '저장' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '저장' }));
    const refused = await screen.findByText('파일에 잘못된 칸이 1개 있어 아무 경기도 저장하지 않았습니다.');
    expect(refused.closest('[role="alert"]')).toHaveTextContent('2행 경기일시(B열): 시즌 기간 밖의 날짜입니다.');
  });
});
