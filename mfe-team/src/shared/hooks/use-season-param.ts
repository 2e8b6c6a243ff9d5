import { useSearchParams } from 'react-router-dom';
import type { TeamPageSeasons } from '@dugout/contracts';

/** The season chosen in ?season= (kept in the address for reloads and links), else the team's newest. */
export function useSeasonParam(seasons: TeamPageSeasons | undefined) {
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('season'));
  const season = seasons?.find((own) => own.seasonId === wanted) ?? seasons?.[0] ?? null;
  const choose = (seasonId: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('season', String(seasonId));
        return next;
      },
      { replace: true },
    );
  return { season, choose };
}
