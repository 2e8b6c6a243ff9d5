import { useApiSWR } from '@dugout/auth';
import type { TeamLeagueHistory } from '@dugout/contracts';

/** GET /api/team/admin/league/history/{teamId}: the team's applications and its leagues by season. */
export function useLeagueHistory(teamId: string) {
  return useApiSWR<TeamLeagueHistory>(teamId ? `/api/team/admin/league/history/${encodeURIComponent(teamId)}` : null);
}
