import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import type { AgreementListItem, SeasonAgreement, SignedAgreement } from '@dugout/contracts';
import { answerFrom, createSession, fail, serveFakeApi } from '@dugout/testing';
import { renderArea } from '../../../testing/render-area';

const SEASON = { seasonId: 7, seasonName: '2026 시즌', mainId: 2, mainName: '강서리그', leaguePath: 'gangseo' };
const PLAYER = { playerId: 40, playerName: '김철수', leagueId: 11, leagueName: '토요 1부', teamId: 4, teamName: '강서 타이거즈' };
const TEXT = '1. 리그 규정을 지킵니다.\n2. 심판을 존중합니다.';
const SIGNATURE = { seasonId: 7, userId: 12, playerId: 40, playerName: '김철수', signName: '김철수', signedAt: '2026-04-01T09:05:00+09:00' };

const agreement = (overrides: Partial<SeasonAgreement> = {}): SeasonAgreement => ({
  ...SEASON,
  content: TEXT,
  updatedAt: '2026-03-01T10:00:00+09:00',
  players: [PLAYER],
  signature: null,
  ...overrides,
});
const signed: SignedAgreement = { ...SEASON, content: TEXT, signature: SIGNATURE };
const listItem = (overrides: Partial<AgreementListItem> = {}): AgreementListItem => ({
  ...SEASON,
  hasAgreement: true,
  players: [PLAYER],
  signedAt: null,
  ...overrides,
});

let alertSpy: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().login(createSession());
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  alertSpy.mockRestore();
});

describe('AgreementListPage (/user/agreementList)', () => {
  it('lists the seasons the member plays in: a signed one links to it, an unsigned one to the form', async () => {
    serveFakeApi(
      answerFrom({
        '/api/league/agreementList/12': [
          listItem({ seasonId: 8, seasonName: '2027 시즌' }),
          listItem({ signedAt: SIGNATURE.signedAt }),
          listItem({ seasonId: 5, seasonName: '2025 시즌', hasAgreement: false }),
        ],
      }),
    );
    renderArea(['/user/agreementList']);
    const list = await screen.findByRole('list', { name: '참가 서약서 목록' });
    const [unsigned, done, notWritten] = within(list).getAllByRole('listitem');
    expect(within(unsigned as HTMLElement).getByText('강서리그 2027 시즌')).toBeInTheDocument();
    expect(within(unsigned as HTMLElement).getByRole('link', { name: '서약서 읽고 서명하기' })).toHaveAttribute('href', '/agreement/gangseo/8');
    expect(within(done as HTMLElement).getByText('2026-04-01 09:05')).toBeInTheDocument();
    expect(within(done as HTMLElement).getByText('김철수 · 강서 타이거즈 (토요 1부)')).toBeInTheDocument();
    expect(within(done as HTMLElement).getByRole('link', { name: '서약서 보기' })).toHaveAttribute('href', '/user/agreementList/7');
    expect(within(notWritten as HTMLElement).getByText('리그가 아직 서약서를 작성하지 않았습니다.')).toBeInTheDocument();
  });

  it('says so when the member plays in no season', async () => {
    serveFakeApi(answerFrom({ '/api/league/agreementList/12': [] }));
    renderArea(['/user/agreementList']);
    expect(await screen.findByText(/참가 중인 리그 시즌이 없습니다/)).toBeInTheDocument();
  });
});

describe('AgreementItemPage (/user/agreementList/{seasonId})', () => {
  it('shows the signed text with the signature and its date-time in Korean time', async () => {
    serveFakeApi(answerFrom({ '/api/league/agreementItem/12/7': signed }));
    renderArea(['/user/agreementList/7']);
    expect(await screen.findByRole('document', { name: '서약서 내용' })).toHaveTextContent('1. 리그 규정을 지킵니다. 2. 심판을 존중합니다.');
    expect(screen.getByText('서명 일시')).toBeInTheDocument();
    expect(screen.getByText('2026-04-01 09:05 (한국 시간)')).toBeInTheDocument();
    expect(screen.getByText('강서리그 2026 시즌')).toBeInTheDocument();
  });

  it('answers a season the member did not sign with the API message', async () => {
    serveFakeApi(answerFrom({ '/api/league/agreementItem/12/9': fail(404, '이 시즌의 참가 서약서에 서명한 기록이 없습니다.') }));
    renderArea(['/user/agreementList/9']);
    expect(await screen.findByText('이 시즌의 참가 서약서에 서명한 기록이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '참가 서약서 목록으로' })).toHaveAttribute('href', '/user/agreementList');
  });
});

describe('AgreementSignPage (/agreement/{path}/{seasonId})', () => {
  const READ = '/api/league/agreement/gangseo/7';

  it('signs with the player name and goes to the signed agreement', async () => {
    const read = answerFrom({ [READ]: agreement(), '/api/league/agreementItem/12/7': signed });
    const calls = serveFakeApi((call) => (call.method === 'POST' ? { status: 201, body: { ok: true, data: signed } } : read(call)));
    renderArea(['/agreement/gangseo/7']);
    expect(await screen.findByRole('document', { name: '서약서 내용' })).toHaveTextContent('리그 규정을 지킵니다.');
    expect(screen.getByText(/등록된 선수 이름\(김철수\)을 그대로 입력해 주세요/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('서명 (선수 이름)'), '김철수');
    await userEvent.click(screen.getByRole('button', { name: '서약서에 서명' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/user/agreementList/7'));
    expect(alertSpy).toHaveBeenCalledWith('참가 서약서에 서명했습니다.');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/league/agreement');
    expect(post?.body).toEqual({ seasonId: 7, signName: '김철수' });
  });

  it('asks for a name before calling the API, and shows the refusal of a wrong name under the field', async () => {
    const message = '서명한 이름이 등록된 선수 이름(김철수)과 일치하지 않습니다.';
    const read = answerFrom({ [READ]: agreement() });
    const calls = serveFakeApi((call) => (call.method === 'POST' ? fail(400, message, { signName: message }) : read(call)));
    renderArea(['/agreement/gangseo/7']);
    await userEvent.click(await screen.findByRole('button', { name: '서약서에 서명' }));
    expect(await screen.findByText('서명란에 선수 이름을 입력해 주세요.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('서명 (선수 이름)'), '홍길동');
    await userEvent.click(screen.getByRole('button', { name: '서약서에 서명' }));
    expect(await screen.findByText('서명한 이름이 등록된 선수 이름(김철수)과 일치하지 않습니다.')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/agreement/gangseo/7');
  });

  it('shows a signed season as signed, without the form', async () => {
    serveFakeApi(answerFrom({ [READ]: agreement({ signature: SIGNATURE }) }));
    renderArea(['/agreement/gangseo/7']);
    expect(await screen.findByText(/2026-04-01 09:05 \(한국 시간\)에 김철수\(으\)로 서명했습니다\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '서명한 서약서 보기' })).toHaveAttribute('href', '/user/agreementList/7');
    expect(screen.queryByRole('form', { name: '참가 서약서 서명' })).not.toBeInTheDocument();
  });

  it('tells a member who does not play in the season that he cannot sign', async () => {
    serveFakeApi(answerFrom({ [READ]: agreement({ players: [] }) }));
    renderArea(['/agreement/gangseo/7']);
    expect(await screen.findByText(/등록된 선수가 아니어서 서명할 수 없습니다/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '서약서에 서명' })).not.toBeInTheDocument();
  });

  it('says when the league has not written the text yet', async () => {
    serveFakeApi(answerFrom({ [READ]: agreement({ content: null }) }));
    renderArea(['/agreement/gangseo/7']);
    expect(await screen.findByText('리그가 아직 이 시즌의 참가 서약서를 작성하지 않았습니다.')).toBeInTheDocument();
  });
});
