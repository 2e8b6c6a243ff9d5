import { LeagueSelect } from '@dugout/ui';
import { PageTitle } from '../../../shared/components/page-title';
import { QueryView } from '../../../shared/components/query-view';
import { useLeagueChoice } from '../../../shared/hooks/use-league-choice';
import { useLeague } from '../../../shared/league/league-context';
import { useLeagueResults } from '../api/get-league-results';
import { ResultDayList } from './result-day-list';

/** leagueGameScoreList: results by day, newest first. */
export default function ScoreListPage() {
  const { leagues } = useLeague();
  const choice = useLeagueChoice({ showAll: true });
  const results = useLeagueResults(choice.queryLeagueId, choice.all);
  return (
    <div className="dg-container lp-page">
      <PageTitle
        title="경기 결과"
        tools={<LeagueSelect leagues={leagues} value={choice.value} onChange={choice.setValue} showAll label="경기 결과 리그 선택" />}
      />
      <QueryView query={results} pending={choice.pending} empty="경기 결과가 없습니다." lines={8}>
        {(games) => <ResultDayList games={games} />}
      </QueryView>
    </div>
  );
}
