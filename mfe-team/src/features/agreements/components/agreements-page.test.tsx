import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import type { TeamAgreementStatus, TeamLeague } from '@dugout/contracts';
import { answerFrom, createSeason, createSession, createTeamManagerCheck, fail, serveFakeApi } from '@dugout/testing';
import { renderTeam } from '../../../testing/render-team';

const CHECK = '/api/team/12/admin/can_access/12';
const LEAGUES = '/api/team/12/leagues';

const league = (overrides: Partial<TeamLeague> = {}): TeamLeague => ({
  ...createSeason(),
  leagueId: 5,
  leagueName: '토요리그',
  mainName: '강서리그',
  leaguePath: 'gangseo',
  registeredCount: 2,
  ...overrides,
});
const status = (overrides: Partial<TeamAgreementStatus> = {}): TeamAgreementStatus => ({
  seasonId: 3,
  seasonName: '2026 시즌',
  mainId: 2,
  mainName: '강서리그',
  leaguePath: 'gangseo',
  teamId: 12,
  teamName: '강서 타이거즈',
  hasAgreement: true,
  players: [
    { playerId: 7, playerName: '박투수', leagueName: '토요리그', signName: '박투수', signedAt: '2026-03-05T21:30:00+09:00' },
    { playerId: 8, playerName: '김포수', leagueName: '토요리그', signName: null, signedAt: null },
  ],
  ...overrides,
});

beforeEach(() => {
  useAuthStore.getState().login(createSession());
});

afterEach(() => {
  useAuthStore.getState().logout();
});

describe('참가 서약서 (team staff portal)', () => {
  it("shows which of the team's registered players signed, with the time in Korean time", async () => {
    serveFakeApi(
      answerFrom({
        [CHECK]: createTeamManagerCheck(),
        [LEAGUES]: [league(), league({ leagueId: 6, leagueName: '일요리그' })],
        '/api/league/agreementTeam/12/3': status(),
      }),
    );
    renderTeam('/team/admin/12/agreements');
    expect(await screen.findByRole('heading', { name: '참가 서약서' })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: '서약서 서명 현황' });
    expect(within(section).getByText('등록 선수 2명 중 1명이 서명했습니다.')).toBeInTheDocument();
    const signed = within(section).getByRole('row', { name: /박투수/ });
    expect(within(signed).getByText('서명 완료')).toBeInTheDocument();
    expect(within(signed).getByText('2026-03-05 21:30')).toBeInTheDocument();
    expect(within(within(section).getByRole('row', { name: /김포수/ })).getByText('미서명')).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('switches to another season the team plays in', async () => {
    const user = userEvent.setup();
    serveFakeApi(
      answerFrom({
        [CHECK]: createTeamManagerCheck(),
        [LEAGUES]: [league(), league({ leagueId: 9, seasonId: 4, mainName: '강동리그', leaguePath: 'gangdong' })],
        '/api/league/agreementTeam/12/3': status(),
        '/api/league/agreementTeam/12/4': status({ seasonId: 4, hasAgreement: false, players: [] }),
      }),
    );
    renderTeam('/team/admin/12/agreements');
    await screen.findByText('등록 선수 2명 중 1명이 서명했습니다.');
    await user.selectOptions(screen.getByLabelText('시즌'), '강동리그 2026 시즌');
    expect(await screen.findByText('리그가 아직 이 시즌의 참가 서약서를 작성하지 않았습니다.')).toBeInTheDocument();
    expect(screen.getByText('이 시즌 리그에 등록된 선수가 없습니다.')).toBeInTheDocument();
  });

  it('says so when the team plays in no league this season', async () => {
    serveFakeApi(answerFrom({ [CHECK]: createTeamManagerCheck(), [LEAGUES]: [] }));
    renderTeam('/team/admin/12/agreements');
    expect(await screen.findByText('진행 중인 시즌에 참가한 리그가 없습니다.')).toBeInTheDocument();
  });

  it('shows the API refusal of the status', async () => {
    serveFakeApi(
      answerFrom({
        [CHECK]: createTeamManagerCheck(),
        [LEAGUES]: [league()],
        '/api/league/agreementTeam/12/3': fail(403, '이 팀의 관리자만 이용할 수 있습니다.'),
      }),
    );
    renderTeam('/team/admin/12/agreements');
    expect(await screen.findByText('이 팀의 관리자만 이용할 수 있습니다.')).toBeInTheDocument();
  });
});
