import type { ReactNode } from 'react';
import { Outlet, useOutletContext } from 'react-router-dom';
import { LeagueSelect } from '@dugout/ui';
import { useLeagueChoice, type LeagueChoice } from '../../../shared/hooks/use-league-choice';
import { useLeague } from '../../../shared/league/league-context';

export interface RecordsContext {
  choice: LeagueChoice;
  /** The records room's league select: one choice for every records page. */
  leagueSelect: ReactNode;
}

export const useRecordsContext = () => useOutletContext<RecordsContext>();

/** The records room: the league choice kept while moving between its pages (the menu is the league sub-menu). */
export default function RecordsLayout() {
  const { leagues } = useLeague();
  const choice = useLeagueChoice();
  const leagueSelect = <LeagueSelect leagues={leagues} value={choice.value} onChange={choice.setValue} label="기록실 리그 선택" />;
  return (
    <div className="dg-container lp-page">
      <Outlet context={{ choice, leagueSelect } satisfies RecordsContext} />
    </div>
  );
}
