import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError, useSession } from '@dugout/auth';
import type { TeamJoinSearchItem } from '@dugout/contracts';
import { ErrorPanel, FormAlert, PageHeader, Panel, Skeleton } from '@dugout/ui';
import { TeamLogo } from '../../../shared/components/team-logo';
import { useJoinTeamInfo } from '../api/get-join-team-info';
import { usePrefill } from '../api/get-prefill';
import { JoinTeamForm } from './join-team-form';
import { joinTeamInitialValues } from './join-team-values';
import './join-team-page.css';

export const TEAM_NOT_SELECTABLE = '팀을 선택할 수 없습니다.';

const orDash = (value: string | null | undefined) => (value && value.trim() ? value : '-');

function TeamCard({ team }: { team: TeamJoinSearchItem }) {
  const rows: [string, ReactNode][] = [
    ['감독', orDash(team.director)],
    ['운영자', orDash(team.managerName)],
    ['참가 리그', team.leagueMains.length > 0 ? team.leagueMains.map((main) => main.mainName).join(', ') : '-'],
    ['창단', team.estbDt ? `${team.estbDt.slice(0, 4)}년` : '-'],
    ['선수', `${team.playerCount}명`],
  ];
  return (
    <div className="join-team__card">
      <TeamLogo logo={team.logoImg} size={80} alt={`${team.teamName} 로고`} />
      <div>
        <h2 className="join-team__name">{team.teamName}</h2>
        <dl className="join-team__facts">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

/** A positive whole number from the query, or null. */
function teamIdFrom(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * /user/joinTeam?teamId: the team's card and the join form, prefilled from the member's player
 * record or his own data. A missing or unknown team alerts and goes back (spec section 8).
 */
export function JoinTeamPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const teamId = teamIdFrom(params.get('teamId'));
  const userId = useSession()?.userId;
  const team = useJoinTeamInfo(teamId);
  const { player, account } = usePrefill(userId);

  const teamMissing = teamId === null || (isApiError(team.error) && team.error.status === 404);
  const leaving = useRef(false);
  useEffect(() => {
    if (!teamMissing || leaving.current) return;
    leaving.current = true;
    window.alert(TEAM_NOT_SELECTABLE);
    void navigate(-1);
  }, [teamMissing, navigate]);

  const failed = (team.error && !teamMissing) || player.error || account.error;
  const card = team.data;
  const loaded = card && player.data !== undefined && account.data;

  return (
    <div className="join-team">
      <PageHeader title="팀 가입 신청" description="가입 신청서를 보내면 팀 관리자가 확인한 뒤 승인합니다." />
      {teamMissing ? null : failed ? (
        <ErrorPanel
          title="가입 신청서를 불러오지 못했습니다"
          message={(team.error ?? player.error ?? account.error)?.message ?? ''}
          onRetry={() => void Promise.all([team.mutate(), player.mutate(), account.mutate()])}
        />
      ) : !loaded || !card || !userId || teamId === null ? (
        <Skeleton lines={8} label="가입 신청서를 불러오는 중입니다…" />
      ) : (
        <>
          <Panel title="팀 정보">
            <TeamCard team={card} />
          </Panel>
          <Panel title="가입 신청서">
            {card.joined ? <FormAlert tone="info">이미 소속된 팀입니다.</FormAlert> : null}
            {card.requested ? <FormAlert tone="info">이 팀에 보낸 가입 신청이 승인을 기다리고 있습니다.</FormAlert> : null}
            <JoinTeamForm
              initialValues={joinTeamInitialValues(teamId, userId, player.data ?? null, account.data)}
              disabled={card.joined || card.requested}
            />
          </Panel>
        </>
      )}
    </div>
  );
}
