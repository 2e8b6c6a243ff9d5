import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isApiError } from '@dugout/auth';
import {
  imageSrcSet,
  isPlaceholderTeam,
  RequestState,
  sizedImageUrl,
  teamLogoPath,
  type LeagueTeamAdminItem,
  type TeamNameSearchItem,
} from '@dugout/contracts';
import { Button, DataTable, ErrorPanel, PageHeader, Panel, Skeleton, useConfirm, useToast } from '@dugout/ui';
import { useLeagueBase } from '../../../shared/api/get-league-base';
import { defaultSeasonId, SeasonLeaguePicker, type SeasonLeagueChoice } from '../../../shared/components/season-league-picker';
import { adminPath } from '../../../shared/lib/admin-paths';
import { addLeagueTeams } from '../api/add-league-teams';
import { addPlaceholderTeam } from '../api/add-placeholder-team';
import { useLeagueAdminTeams } from '../api/get-league-admin-teams';
import { useLeagueApplications } from '../api/get-pending-applications';
import { usePrevSeasonTeams } from '../api/get-prev-season-teams';
import { removeLeagueTeams } from '../api/remove-league-teams';
import { searchTeamsByName } from '../api/search-teams-by-name';
import { addTeamsMessage, type AddTeamsMessage } from '../lib/add-teams-message';
import './team-manage.css';

const failureMessage = (error: unknown) => (isApiError(error) ? error.message : '처리하지 못했습니다. 잠시 후 다시 시도해 주세요.');
const LOGO_SIZE = 24;
const said = (message: string) => (): AddTeamsMessage => ({ tone: 'info', message });

function TeamName({ teamName, logoImg, spoType }: { teamName: string; logoImg: string | null; spoType?: number }) {
  const logo = logoImg ? teamLogoPath(logoImg) : null;
  return (
    <span className="dg-team-manage__team">
      {logo ? (
        <img src={sizedImageUrl(logo, LOGO_SIZE)} srcSet={imageSrcSet(logo, LOGO_SIZE)} alt="" width={LOGO_SIZE} height={LOGO_SIZE} loading="lazy" />
      ) : null}
      {teamName}
      {spoType !== undefined && isPlaceholderTeam(spoType) ? <span className="dg-team-manage__badge">임시 팀</span> : null}
    </span>
  );
}

/**
 * 팀 관리 (teamManageLeagues, spec section 2): per league of a season, its teams; remove a team
 * without games (after a confirmation), add teams found by name, add a placeholder team for
 * brackets, carry over last season's teams; a link to the applications' receipt screen.
 */
export function TeamManagePage() {
  const { path = '' } = useParams<{ path: string }>();
  const base = useLeagueBase(path);
  const seasons = base.data?.seasons ?? [];
  const [choice, setChoice] = useState<SeasonLeagueChoice>({ seasonId: null, leagueId: null });
  const seasonId = choice.seasonId ?? defaultSeasonId(seasons);
  const leagueId = choice.leagueId;
  const teams = useLeagueAdminTeams(leagueId);
  const applications = useLeagueApplications(leagueId);
  const pending = applications.data?.filter((item) => item.requestState === RequestState.Pending).length ?? 0;
  const { confirm, confirmDialog } = useConfirm();
  // Outcomes go to the toast: the forms sit far down the screen, below the list they change.
  const { showToast, hideToast, toast } = useToast();
  const [busy, setBusy] = useState(false);

  const [searchName, setSearchName] = useState('');
  const [found, setFound] = useState<TeamNameSearchItem[] | null>(null);
  const [placeholderName, setPlaceholderName] = useState('');
  const [showPrev, setShowPrev] = useState(false);
  const prev = usePrevSeasonTeams(seasonId, leagueId, showPrev);
  const [prevChosen, setPrevChosen] = useState<Set<number>>(new Set());

  useEffect(() => {
    // A new league starts with a clean slate.
    setFound(null);
    setShowPrev(false);
    hideToast();
  }, [leagueId, hideToast]);

  useEffect(() => {
    if (prev.data) setPrevChosen(new Set(prev.data.teams.filter((team) => team.sameLeagueName && !team.alreadyInLeague).map((team) => team.teamId)));
  }, [prev.data]);

  const inLeague = new Set((teams.data ?? []).map((team) => team.teamId));
  // Last season's list was read when it opened; a team added since is registered too.
  const registered = (team: { teamId: number; alreadyInLeague: boolean }) => team.alreadyInLeague || inLeague.has(team.teamId);

  const run = async <T,>(action: () => Promise<T>, outcome: (answer: T) => AddTeamsMessage) => {
    hideToast();
    setBusy(true);
    try {
      const answer = await action();
      if (Array.isArray(answer)) await teams.mutate(answer as LeagueTeamAdminItem[], { revalidate: false });
      const { tone, message } = outcome(answer);
      showToast(message, tone);
      return true;
    } catch (failure) {
      showToast(failureMessage(failure), 'error');
      return false;
    } finally {
      setBusy(false);
    }
  };

  const remove = async (team: LeagueTeamAdminItem) => {
    if (!leagueId) return;
    if (!(await confirm(`${team.teamName} 팀을 이 리그에서 뺄까요?`, { confirmLabel: '빼기', danger: true }))) return;
    await run(() => removeLeagueTeams(leagueId, [team.teamId]), said(`${team.teamName} 팀을 리그에서 뺐습니다.`));
  };

  const search = async (event: FormEvent) => {
    event.preventDefault();
    hideToast();
    if (!searchName.trim()) {
      showToast('검색어를 입력해 주세요.', 'error');
      return;
    }
    try {
      setFound(await searchTeamsByName(searchName.trim()));
    } catch (failure) {
      showToast(failureMessage(failure), 'error');
    }
  };

  const addPlaceholder = async (event: FormEvent) => {
    event.preventDefault();
    if (!leagueId) return;
    if (!placeholderName.trim()) {
      showToast('임시 팀 이름을 입력해 주세요.', 'error');
      return;
    }
    const name = placeholderName.trim();
    if (await run(() => addPlaceholderTeam(leagueId, { teamName: name }), said(`임시 팀 ${name}을(를) 추가했습니다.`))) setPlaceholderName('');
  };

  const addPrev = async () => {
    const chosen = [...prevChosen].filter((teamId) => !inLeague.has(teamId));
    if (!leagueId || chosen.length === 0) {
      showToast('추가할 팀을 선택해 주세요.', 'error');
      return;
    }
    if (await run(() => addLeagueTeams(leagueId, chosen), addTeamsMessage)) {
      setShowPrev(false);
    }
  };

  if (base.error) {
    return (
      <>
        <PageHeader title="팀 관리" />
        <ErrorPanel title="리그 정보를 불러오지 못했습니다" onRetry={() => void base.mutate()} />
      </>
    );
  }

  return (
    <>
      <PageHeader title="팀 관리" description="시즌의 리그별 참가팀을 추가하거나 빼고, 참가 신청을 처리합니다." />
      <SeasonLeaguePicker seasons={seasons} value={{ seasonId, leagueId }} onChange={setChoice} />
      {seasonId && leagueId ? (
        <p className="dg-team-manage__receipt">
          <Link to={adminPath(path, `teamManageLeagues/${seasonId}/${leagueId}`)}>참가 신청 접수 (대기 {pending}건)</Link>
        </p>
      ) : null}
      <Panel title="참가팀">
        {!leagueId ? (
          <p>리그를 선택해 주세요.</p>
        ) : teams.error ? (
          <ErrorPanel title="참가팀을 불러오지 못했습니다" onRetry={() => void teams.mutate()} />
        ) : !teams.data ? (
          <Skeleton lines={3} />
        ) : (
          <DataTable
            rows={teams.data}
            rowKey={(row) => row.teamId}
            stackOnNarrow
            emptyMessage="등록된 팀이 없습니다."
            columns={[
              { key: 'teamName', header: '팀', render: (row) => <TeamName {...row} /> },
              { key: 'director', header: '감독', render: (row) => row.director ?? '' },
              { key: 'managerName', header: '운영자', render: (row) => row.managerName ?? '' },
              { key: 'playerCount', header: '선수 수', render: (row) => `${row.playerCount}명` },
              { key: 'gameCount', header: '경기', render: (row) => `${row.gameCount}경기` },
              {
                key: 'actions',
                header: '관리',
                render: (row) => (
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={busy || row.hasGames}
                    title={row.hasGames ? '이 리그에 경기 일정이 있어 뺄 수 없습니다.' : undefined}
                    aria-label={`${row.teamName} 빼기`}
                    onClick={() => void remove(row)}
                  >
                    빼기
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Panel>
      {leagueId ? (
        <>
          <Panel title="팀 추가">
            <form className="dg-team-manage__form" onSubmit={(event) => void search(event)}>
              <label htmlFor="team-manage-search">팀 이름</label>
              <input id="team-manage-search" className="dg-input" value={searchName} onChange={(event) => setSearchName(event.target.value)} />
              <Button type="submit" size="sm" variant="secondary">
                검색
              </Button>
            </form>
            {found ? (
              <DataTable
                rows={found}
                rowKey={(row) => row.teamId}
                stackOnNarrow
                emptyMessage="검색된 팀이 없습니다."
                columns={[
                  { key: 'teamName', header: '팀', render: (row) => <TeamName {...row} /> },
                  { key: 'managerName', header: '운영자', render: (row) => row.managerName ?? '' },
                  { key: 'playerCount', header: '선수 수', render: (row) => `${row.playerCount}명` },
                  {
                    key: 'actions',
                    header: '추가',
                    render: (row) =>
                      inLeague.has(row.teamId) ? (
                        '등록됨'
                      ) : (
                        <Button
                          size="sm"
                          disabled={busy}
                          aria-label={`${row.teamName} 추가`}
                          onClick={() => void run(() => addLeagueTeams(leagueId, [row.teamId]), addTeamsMessage)}
                        >
                          추가
                        </Button>
                      ),
                  },
                ]}
              />
            ) : null}
          </Panel>
          <Panel title="임시 팀 추가">
            <form className="dg-team-manage__form" onSubmit={(event) => void addPlaceholder(event)}>
              <label htmlFor="team-manage-placeholder">임시 팀 이름</label>
              <input
                id="team-manage-placeholder"
                className="dg-input"
                placeholder="예: 토요리그 1위"
                maxLength={50}
                value={placeholderName}
                onChange={(event) => setPlaceholderName(event.target.value)}
              />
              <Button type="submit" size="sm" disabled={busy}>
                임시 팀 추가
              </Button>
            </form>
          </Panel>
          <Panel title="지난 시즌 팀 불러오기">
            {!showPrev ? (
              <Button size="sm" variant="secondary" onClick={() => setShowPrev(true)}>
                지난 시즌 팀 보기
              </Button>
            ) : prev.error ? (
              <ErrorPanel title="지난 시즌 팀을 불러오지 못했습니다" onRetry={() => void prev.mutate()} />
            ) : !prev.data ? (
              <Skeleton lines={2} />
            ) : prev.data.prevSeasonId === null ? (
              <p>지난 시즌이 없습니다.</p>
            ) : (
              <>
                <p>{prev.data.prevSeasonName}의 참가팀입니다. 같은 이름의 리그 팀이 먼저 선택되어 있습니다.</p>
                <ul className="dg-team-manage__prev">
                  {prev.data.teams.map((team) => (
                    <li key={`${team.prevLeagueId}-${team.teamId}`}>
                      <label>
                        <input
                          type="checkbox"
                          disabled={registered(team)}
                          checked={!registered(team) && prevChosen.has(team.teamId)}
                          onChange={(event) => {
                            const next = new Set(prevChosen);
                            if (event.target.checked) next.add(team.teamId);
                            else next.delete(team.teamId);
                            setPrevChosen(next);
                          }}
                        />
                        {team.teamName} ({team.prevLeagueName}){registered(team) ? ' · 등록됨' : ''}
                      </label>
                    </li>
                  ))}
                </ul>
                <Button size="sm" disabled={busy} onClick={() => void addPrev()}>
                  선택한 팀 추가
                </Button>
              </>
            )}
          </Panel>
        </>
      ) : null}
      {confirmDialog}
      {toast}
    </>
  );
}
