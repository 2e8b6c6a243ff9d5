import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { RequireLogin, isApiError, useSession } from '@dugout/auth';
import { rolesFromJson } from '@dugout/contracts';
import { ErrorPanel } from '@dugout/ui';
import { leagueHomePath } from '../../../shared/lib/admin-paths';
import { GAME_WRITER_RIGHTS, type AdminRights } from '../../../shared/lib/admin-rights';
import { useLeagueManagerCheck } from '../api/get-league-manager-check';

export interface LeagueAdminGateProps {
  /** The admin area, given the manager's grade and role flags (or a scorer's rights on his own games). */
  children: (rights: AdminRights) => ReactNode;
}

/** A refusal (no such league, no permission) sends the member away; only a failure worth retrying shows an error. */
const isRefusal = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401;

/**
 * The entry check of /league/{path}/admin (spec sections 6 and 8): only a manager of this
 * league gets in, or the scorer of some of its games (to enter those records); anyone else goes
 * to the league's page.
 */
export function LeagueAdminGate({ children }: LeagueAdminGateProps) {
  const { path = '' } = useParams<{ path: string }>();
  const session = useSession();
  const check = useLeagueManagerCheck(path || undefined, session?.userId);

  if (!session) return <RequireLogin>{null}</RequireLogin>;
  if (check.error && !isRefusal(check.error)) {
    return (
      <ErrorPanel
        title="운영진 권한을 확인하지 못했습니다"
        message="잠시 후 다시 시도해 주세요."
        onRetry={() => void check.mutate()}
      />
    );
  }
  if (check.error) return <Navigate to={leagueHomePath(path)} replace />;
  if (!check.data) {
    return (
      <p className="dg-state" role="status">
        운영진 권한을 확인하고 있습니다…
      </p>
    );
  }
  const { result, grade, role, gameWriter } = check.data;
  if (!result || grade === null) return gameWriter ? <>{children(GAME_WRITER_RIGHTS)}</> : <Navigate to={leagueHomePath(path)} replace />;
  return <>{children({ grade, roles: rolesFromJson(role) })}</>;
}
