import { Link } from 'react-router-dom';
import { formatDate } from '@dugout/contracts';
import { LeagueSelect } from '@dugout/ui';
import { Block } from '../../../shared/components/block';
import { QueryView } from '../../../shared/components/query-view';
import { GameScore } from '../../../shared/components/score-text';
import { useLeagueChoice } from '../../../shared/hooks/use-league-choice';
import { useLeague } from '../../../shared/league/league-context';
import { scheduleSide, UNDECIDED_TEAM } from '../../../shared/lib/schedule-side';
import { useRecentResults } from '../api/get-recent-results';

/** The sidebar's recent results of one league, each linked to its box score. */
export function RecentResults() {
  const { leagues, paths } = useLeague();
  const choice = useLeagueChoice();
  const results = useRecentResults(choice.leagueId);
  return (
    <Block
      title="최근 경기 결과"
      tools={<LeagueSelect leagues={leagues} value={choice.value} onChange={choice.setValue} label="최근 경기 결과 리그 선택" />}
    >
      <QueryView query={results} pending={choice.pending} empty="경기 결과가 없습니다." lines={4}>
        {(games) => (
          <ul className="lp-results">
            {games.map((game) => (
              <li key={game.gameId}>
                <Link to={paths.scoreDetail(game.leagueId, game.gameId)} className="lp-results__link">
                  <span className="lp-results__date">{formatDate(game.scheduleTime)}</span>
                  <span className="lp-results__line">
                    <span>{scheduleSide(game, 'visit').teamName ?? UNDECIDED_TEAM}</span>
                    <GameScore item={game} fallback={<span>vs</span>} />
                    <span>{scheduleSide(game, 'home').teamName ?? UNDECIDED_TEAM}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <Link className="lp-more" to={paths.scoreList}>
        전체 결과 보기
      </Link>
    </Block>
  );
}
