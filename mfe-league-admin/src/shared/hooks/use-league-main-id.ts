import { useParams } from 'react-router-dom';
import { useLeagueBase } from '../api/get-league-base';

/** The league main id behind /league/{path}: the admin calls are addressed by it. */
export function useLeagueMainId() {
  const { path } = useParams<{ path: string }>();
  const base = useLeagueBase(path);
  return { mainId: base.data?.mainId, error: base.error, retry: () => void base.mutate() };
}
