import { Link } from 'react-router-dom';
import { LeagueSelect } from '@dugout/ui';
import { Block } from '../../../shared/components/block';
import { QueryView } from '../../../shared/components/query-view';
import { useLeagueChoice } from '../../../shared/hooks/use-league-choice';
import { useLeague } from '../../../shared/league/league-context';
import { useUpcomingGames } from '../api/get-upcoming-games';
import { UpcomingGames } from './upcoming-games';

/** The next game and the games after it, for one league of the season. */
export function UpcomingBlock() {
  const { leagues, paths } = useLeague();
  const choice = useLeagueChoice();
  const upcoming = useUpcomingGames(choice.leagueId);
  return (
    <Block
      className="lp-block--upcoming"
      title="다음 경기"
      tools={<LeagueSelect leagues={leagues} value={choice.value} onChange={choice.setValue} label="다음 경기 리그 선택" />}
    >
      <QueryView query={upcoming} pending={choice.pending} empty="등록된 일정이 없습니다." lines={4}>
        {(games) => <UpcomingGames games={games} />}
      </QueryView>
      <Link className="lp-more" to={paths.scheduleAll}>
        전체 일정 보기
      </Link>
    </Block>
  );
}
