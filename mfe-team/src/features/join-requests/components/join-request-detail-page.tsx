import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { isApiError } from '@dugout/auth';
import {
  batThrws,
  DEFAULT_TEAM_ROLE,
  formatDateTime,
  genders,
  positions,
  proTypeMiddles,
  proTypes,
  RequestState,
  requestStates,
  teamRoles,
  type TeamJoinApplication,
  type TeamRole,
} from '@dugout/contracts';
import { Button, buttonClassName, EmptyState, ErrorPanel, FormAlert, PageHeader, Panel, SelectField, Skeleton, useConfirm } from '@dugout/ui';
import { teamAdminPath } from '../../../shared/lib/team-admin-paths';
import { approveJoinRequest, rejectJoinRequest } from '../api/decide-join-request';
import { joinRequestPath, useJoinRequest } from '../api/get-join-request';
import { joinRequestsPath, useJoinRequests } from '../api/get-join-requests';
import './join-requests.css';

export const DECIDE_FAILED = '가입 신청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.';
export const confirmRejectText = (request: TeamJoinApplication) => `${request.playerName} 님의 가입 신청을 거절하시겠습니까?`;

const orDash = (value: string | null | undefined) => (value && value.trim() ? value : '-');
const birthday = (value: string) => (/^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}` : value);

function Applicant({ request }: { request: TeamJoinApplication }) {
  const rows: [string, ReactNode][] = [
    ['이름', request.playerName],
    ['회원', `${request.username}${request.email ? ` (${request.email})` : ''}`],
    ['생년월일', birthday(request.birthday)],
    ['성별', genders.label(request.gender)],
    ['휴대전화 번호', request.phone],
    ['신청 구분', teamRoles.label(request.teamRole)],
    ['등번호', orDash(request.backnumber)],
    ['포지션', positions.label(request.position)],
    ['투타', batThrws.label(request.batThrw)],
    ['출신 중학교', request.middleSchool],
    ['중학교 선출 여부', proTypeMiddles.label(request.proTypeMiddle)],
    ['출신 고등학교', request.schoolName],
    ['고등학교 선출 여부', proTypes.label(request.proType)],
    ['주소', request.address1],
    ['신청일', formatDateTime(request.createdAt)],
    ['상태', requestStates.label(request.requestState)],
  ];
  return (
    <dl className="dg-join-request__facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /team/admin/{teamId}/joinTeam/{userId}: the member's request awaiting approval with his data;
 * approve with a team role (joining completes) or reject after a confirm.
 */
export function JoinRequestDetailPage() {
  const { teamId = '', userId = '' } = useParams<{ teamId: string; userId: string }>();
  const { mutate } = useSWRConfig();
  const pending = useJoinRequests(teamId);
  const [decidedId, setDecidedId] = useState<number | null>(null);
  const requestId = decidedId ?? pending.data?.find((item) => String(item.userId) === userId)?.requestId ?? null;
  const request = useJoinRequest(teamId, requestId);
  const [role, setRole] = useState<TeamRole | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const { confirm, confirmDialog } = useConfirm();

  const decide = async (current: TeamJoinApplication, approve: boolean) => {
    if (!approve && !(await confirm(confirmRejectText(current), { confirmLabel: '거절', danger: true }))) return;
    setBusy(true);
    setMessage(null);
    try {
      const chosenRole = role ?? current.teamRole;
      const decided = approve ? await approveJoinRequest(teamId, current.requestId, chosenRole) : await rejectJoinRequest(teamId, current.requestId);
      setDecidedId(decided.requestId);
      await mutate(joinRequestPath(teamId, decided.requestId), decided, { revalidate: false });
      await mutate(joinRequestsPath(teamId));
      setMessage({
        tone: 'info',
        text: approve
          ? `${current.playerName} 님의 가입을 승인했습니다. (${teamRoles.label(chosenRole)})`
          : `${current.playerName} 님의 가입 신청을 거절했습니다.`,
      });
    } catch (error) {
      // The server explains its refusals in Korean (decided already, not found).
      setMessage({ tone: 'error', text: isApiError(error) && error.status < 500 ? error.message : DECIDE_FAILED });
    } finally {
      setBusy(false);
    }
  };

  const back = (
    <Link className={buttonClassName('secondary', 'sm')} to={teamAdminPath(teamId, 'joinTeam')}>
      목록으로
    </Link>
  );
  const failure = pending.error ?? request.error;

  let body: ReactNode;
  if (failure && !request.data) {
    body = <ErrorPanel title="가입 신청을 불러오지 못했습니다" message={failure.message} onRetry={() => void Promise.all([pending.mutate(), request.mutate()])} />;
  } else if (!pending.data || (requestId !== null && !request.data)) {
    body = <Skeleton label="가입 신청을 불러오는 중입니다…" />;
  } else if (!request.data) {
    body = <EmptyState message="이 회원의 승인 대기 중인 가입 신청이 없습니다." />;
  } else {
    const current = request.data;
    const open = current.requestState === RequestState.Pending;
    body = (
      <>
        <Applicant request={current} />
        {open ? (
          <div className="dg-join-request__decide">
            <SelectField
              label="팀 역할"
              name="teamRole"
              value={String(role ?? current.teamRole ?? DEFAULT_TEAM_ROLE)}
              onChange={(event) => setRole(teamRoles.parse(event.target.value) ?? DEFAULT_TEAM_ROLE)}
              disabled={busy}
            >
              {teamRoles.options.map((option) => (
                <option key={option.value} value={String(option.value)}>
                  {option.label}
                </option>
              ))}
            </SelectField>
            <div className="dg-join-request__actions">
              <Button variant="danger" onClick={() => void decide(current, false)} disabled={busy}>
                거절
              </Button>
              <Button onClick={() => void decide(current, true)} disabled={busy} aria-busy={busy}>
                가입 승인
              </Button>
            </div>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageHeader title="가입 신청 상세" actions={back} />
      <Panel>
        {message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}
        {body}
      </Panel>
      {confirmDialog}
    </>
  );
}
