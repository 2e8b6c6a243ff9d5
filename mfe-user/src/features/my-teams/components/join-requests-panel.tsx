import { formatDate, RequestState, requestStates, type TeamJoinRequestItem } from '@dugout/contracts';
import { ErrorPanel, Panel, Skeleton } from '@dugout/ui';
import { TeamLogo } from '../../../shared/components/team-logo';
import { useJoinRequests } from '../api/get-join-requests';

const STATE_CLASS: Record<RequestState, string> = {
  [RequestState.Pending]: 'my-league__state--pending',
  [RequestState.Approved]: 'my-league__state--approved',
  [RequestState.Rejected]: 'my-league__state--rejected',
};

function RequestRow({ request }: { request: TeamJoinRequestItem }) {
  return (
    <li className="my-league__team">
      <TeamLogo logo={request.team.logoImg} size={36} />
      <div className="my-league__team-text">
        <strong>{request.team.teamName}</strong>
        <span className="my-league__muted">신청일 {formatDate(request.createdAt)}</span>
      </div>
      <span className={`my-league__state ${STATE_CLASS[request.requestState]}`}>{requestStates.label(request.requestState)}</span>
    </li>
  );
}

/** The member's join requests with their state labels; a rejected one in the reject style. */
export function JoinRequestsPanel({ userId }: { userId: number }) {
  const requests = useJoinRequests(userId);
  return (
    <Panel title="가입 신청 내역">
      {requests.error && !requests.data ? (
        <ErrorPanel title="가입 신청 내역을 불러오지 못했습니다" message={requests.error.message} onRetry={() => void requests.mutate()} />
      ) : !requests.data ? (
        <Skeleton lines={2} label="가입 신청 내역을 불러오는 중입니다…" />
      ) : requests.data.length === 0 ? (
        <p className="my-league__empty">가입 신청 내역이 없습니다.</p>
      ) : (
        <ul className="my-league__teams" aria-label="가입 신청 내역">
          {requests.data.map((request) => (
            <RequestRow key={request.requestId} request={request} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
