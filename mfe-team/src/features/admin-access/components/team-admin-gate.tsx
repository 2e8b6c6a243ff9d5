import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { RequireLogin, isApiError, useSession } from '@dugout/auth';
import { ErrorPanel } from '@dugout/ui';
import { useTeamManagerCheck } from '../api/get-team-manager-check';

/** A refusal (no such team, no permission) sends the member away; only a failure worth retrying shows an error. */
const isRefusal = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401;

/**
 * The entry check of /team/admin/{teamId} (spec sections 6 and 8): only the team's managers get
 * in; anyone else goes home.
 */
export function TeamAdminGate({ children }: { children: ReactNode }) {
  const { teamId } = useParams<{ teamId: string }>();
  const session = useSession();
  const check = useTeamManagerCheck(teamId, session?.userId);

  if (!session) return <RequireLogin>{null}</RequireLogin>;
  if (check.error && !isRefusal(check.error)) {
    return (
      <ErrorPanel
        title="팀 관리 권한을 확인하지 못했습니다"
        message="잠시 후 다시 시도해 주세요."
        onRetry={() => void check.mutate()}
      />
    );
  }
  if (check.error || check.data?.result === false) return <Navigate to="/" replace />;
  if (!check.data) {
    return (
      <p className="dg-state" role="status">
        팀 관리 권한을 확인하고 있습니다…
      </p>
    );
  }
  return <>{children}</>;
}
