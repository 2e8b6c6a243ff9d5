import { useMemo } from 'react';
import { LeagueSelect } from '@dugout/ui';
import { useLeagueTeams } from '../../../shared/api/get-league-teams';
import { QueryView } from '../../../shared/components/query-view';
import { useLeagueChoice } from '../../../shared/hooks/use-league-choice';
import { useLeague } from '../../../shared/league/league-context';
import { useLeagueSchedule } from '../api/get-league-schedule';
import { useScheduleRows } from '../hooks/use-schedule-rows';
import { buildMatchupGrid, MatchupGrid } from './matchup-grid';
import { TabTitle } from './tab-title';

/** leagueScheduleTable: the matchup grid of one league. */
export default function ScheduleTablePage() {
  const { leagues } = useLeague();
  const choice = useLeagueChoice();
  const teams = useLeagueTeams(choice.leagueId);
  const rows = useScheduleRows(useLeagueSchedule(choice.leagueId));
  const gridTeams = useMemo(
    () => (teams.data ?? []).map((entry) => ({ teamId: entry.teamId, teamName: entry.team.teamName })),
    [teams.data],
  );
  // Both calls in one view: the grid needs the teams and the games.
  const grid = {
    data: teams.data && rows.data ? buildMatchupGrid(gridTeams, rows.data) : undefined,
    error: teams.error ?? rows.error,
    isLoading: teams.isLoading || rows.isLoading,
    mutate: () => Promise.all([teams.mutate(), rows.mutate()]),
  };
  return (
    <>
      <TabTitle
        title="팀 간 대진표"
        tools={<LeagueSelect leagues={leagues} value={choice.value} onChange={choice.setValue} label="대진표 리그 선택" />}
      />
      <QueryView query={grid} pending={choice.pending} empty="등록된 팀이 없습니다." isEmpty={(data) => data.teams.length === 0} lines={6}>
        {(data) => <MatchupGrid data={data} />}
      </QueryView>
    </>
  );
}
