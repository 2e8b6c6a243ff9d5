import { useState } from 'react';
import { LeagueSelect } from '@dugout/ui';
import { useLeagueTeams } from '../../../shared/api/get-league-teams';
import { QueryView } from '../../../shared/components/query-view';
import { TeamLogo } from '../../../shared/components/team-logo';
import { useLeagueChoice } from '../../../shared/hooks/use-league-choice';
import { useLeague } from '../../../shared/league/league-context';
import { useTeamSchedule } from '../api/get-team-schedule';
import { useScheduleRows } from '../hooks/use-schedule-rows';
import { ScheduleDayList } from './schedule-day-list';
import { TabTitle } from './tab-title';

/** leagueScheduleTeam: a row of team logos (the first chosen by itself), then that team's games by day. */
export default function ScheduleTeamPage() {
  const { leagues } = useLeague();
  const choice = useLeagueChoice();
  const teams = useLeagueTeams(choice.leagueId);
  const [chosenTeam, setChosenTeam] = useState<number | null>(null);
  const teamList = teams.data ?? [];
  const teamId = teamList.some((team) => team.teamId === chosenTeam) ? chosenTeam : (teamList[0]?.teamId ?? null);
  const rows = useScheduleRows(useTeamSchedule(choice.leagueId, teamId));
  return (
    <>
      <TabTitle
        title="팀별 일정"
        tools={<LeagueSelect leagues={leagues} value={choice.value} onChange={choice.setValue} label="팀별 일정 리그 선택" />}
      />
      <QueryView query={teams} pending={choice.pending} empty="등록된 팀이 없습니다." lines={2}>
        {(entries) => (
          <div className="lp-team-picker" role="group" aria-label="팀 선택">
            {entries.map((entry) => (
              <button
                key={entry.teamId}
                type="button"
                className="lp-team-picker__team"
                aria-pressed={entry.teamId === teamId}
                onClick={() => setChosenTeam(entry.teamId)}
              >
                <TeamLogo logo={entry.team.logoImg} size={44} />
                <span>{entry.team.teamName}</span>
              </button>
            ))}
          </div>
        )}
      </QueryView>
      {teamId !== null ? (
        <QueryView query={rows} empty="등록된 일정이 없습니다." lines={6}>
          {(games) => <ScheduleDayList games={games} />}
        </QueryView>
      ) : null}
    </>
  );
}
