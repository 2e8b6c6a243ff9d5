import { LeagueSelect } from '@dugout/ui';
import { QueryView } from '../../../shared/components/query-view';
import { useLeagueChoice } from '../../../shared/hooks/use-league-choice';
import { useLeague } from '../../../shared/league/league-context';
import { useLeagueSchedule } from '../api/get-league-schedule';
import { useScheduleRows } from '../hooks/use-schedule-rows';
import { ScheduleDayList } from './schedule-day-list';
import { TabTitle } from './tab-title';

/** leagueScheduleAll: every game of the chosen league (or of all leagues), by day. */
export default function ScheduleAllPage() {
  const { leagues } = useLeague();
  const choice = useLeagueChoice({ showAll: true });
  const rows = useScheduleRows(useLeagueSchedule(choice.queryLeagueId, choice.all));
  return (
    <>
      <TabTitle
        title="전체 일정"
        tools={<LeagueSelect leagues={leagues} value={choice.value} onChange={choice.setValue} showAll label="일정 리그 선택" />}
      />
      <QueryView query={rows} pending={choice.pending} empty="등록된 일정이 없습니다." lines={8}>
        {(games) => <ScheduleDayList games={games} />}
      </QueryView>
    </>
  );
}
