import { formatAvg, formatEra, type PlayerRankingLists, type PlayerRankingRow } from '@dugout/contracts';
import { LeagueSelect } from '@dugout/ui';
import { QueryView } from '../../../shared/components/query-view';
import { useLeagueChoice } from '../../../shared/hooks/use-league-choice';
import { useLeague } from '../../../shared/league/league-context';
import { useRankingLeaders } from '../api/get-ranking-leaders';

interface Board {
  list: keyof PlayerRankingLists;
  title: string;
  value: (row: PlayerRankingRow) => string | number;
}

/** The six top-5 boards of the league main page. */
const BOARDS: Board[] = [
  { list: 'listAvg', title: '타율', value: (row) => formatAvg(row.bat_avg) },
  { list: 'listRbi', title: '타점', value: (row) => row.bat_rbi },
  { list: 'listHr', title: '홈런', value: (row) => row.bat_hr },
  { list: 'listEra', title: '평균자책점', value: (row) => formatEra(row.pit_era) },
  { list: 'listWin', title: '승리', value: (row) => row.pit_win },
  { list: 'listSo', title: '탈삼진', value: (row) => row.pit_so },
];

/** One top-5 board with its own league selector (equal choices share one call). */
function LeaderBoard({ board }: { board: Board }) {
  const { seasonId, leagues } = useLeague();
  const choice = useLeagueChoice();
  const leaders = useRankingLeaders(seasonId, choice.leagueId);
  const headingId = `lp-leaders-${board.list}`;
  return (
    <section className="lp-leaders__board" aria-labelledby={headingId}>
      <div className="lp-leaders__head">
        <h3 id={headingId}>{board.title}</h3>
        <LeagueSelect leagues={leagues} value={choice.value} onChange={choice.setValue} label={`${board.title} 순위 리그 선택`} />
      </div>
      <QueryView
        query={leaders}
        pending={choice.pending}
        empty="등록된 기록이 없습니다."
        isEmpty={(lists) => lists[board.list].length === 0}
        lines={5}
      >
        {(lists) => (
          <ol className="lp-leaders__list">
            {lists[board.list].slice(0, 5).map((row) => (
              <li key={row.playerId}>
                <span className="lp-leaders__rank">{row.rank}</span>
                <span className="lp-leaders__name">
                  {row.player_name}
                  <span className="lp-leaders__team">{row.team_name}</span>
                </span>
                <span className="lp-leaders__value">{board.value(row)}</span>
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </section>
  );
}

export function LeaderBoards() {
  return (
    <div className="lp-leaders">
      {BOARDS.map((board) => (
        <LeaderBoard key={board.list} board={board} />
      ))}
    </div>
  );
}
