import { useParams } from 'react-router-dom';
import { formatRecord, formatWinPct, type TeamPageSeason } from '@dugout/contracts';
import { EmptyState } from '@dugout/ui';
import { useTeamSeasons } from '../../../shared/api/get-team-seasons';
import { QueryState } from '../../../shared/components/query-state';
import { ScrollTable } from '../../../shared/components/scroll-table';
import { TeamGameTable } from '../../../shared/components/team-game-table';
import { useTeamNextGames } from '../api/get-team-next-games';
import { useTeamRecentResults } from '../api/get-team-recent-results';

/** The team home lists 5 of each, like the league home (spec 9). */
const LIST_SIZE = 5;

function Standings({ season }: { season: TeamPageSeason }) {
  return (
    <ScrollTable label="리그별 순위 표">
      <table className="dg-table tp-table">
        <caption>
          {season.seasonName} · {season.mainName}
        </caption>
        <thead>
          <tr>
            <th scope="col">리그</th>
            <th scope="col" className="dg-table__cell--right">
              순위
            </th>
            <th scope="col">전적</th>
            <th scope="col" className="dg-table__cell--right">
              승률
            </th>
            <th scope="col" className="dg-table__cell--right">
              승점
            </th>
          </tr>
        </thead>
        <tbody>
          {season.leagues.map((league) => (
            <tr key={league.leagueId}>
              <th scope="row">{league.leagueName}</th>
              {league.standing ? (
                <>
                  <td className="dg-table__cell--right">
                    {league.standing.rank} / {league.standing.teamCount}
                  </td>
                  <td>{formatRecord(league.standing.win, league.standing.draw, league.standing.lose)}</td>
                  <td className="dg-table__cell--right">{formatWinPct(league.standing.winPct)}</td>
                  <td className="dg-table__cell--right">{league.standing.point}</td>
                </>
              ) : (
                <td colSpan={4}>순위 기록이 없습니다.</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

/** /team/{teamId}/main: the next games, the last results and the team's standing in each league of its newest season. */
export default function TeamHomePage() {
  const teamId = useParams().teamId ?? '';
  const next = useTeamNextGames(teamId, LIST_SIZE);
  const recent = useTeamRecentResults(teamId, LIST_SIZE);
  const seasons = useTeamSeasons(teamId);
  return (
    <div className="tp-page">
      <h2 className="dg-visually-hidden">팀 홈</h2>
      <section className="tp-section" aria-labelledby="tp-next">
        <h3 id="tp-next">다음 경기</h3>
        <QueryState query={next} errorTitle="다음 경기를 불러오지 못했습니다">
          {(games) => <TeamGameTable teamId={Number(teamId)} games={games} label="다음 경기 목록" emptyMessage="등록된 일정이 없습니다." />}
        </QueryState>
      </section>
      <section className="tp-section" aria-labelledby="tp-recent">
        <h3 id="tp-recent">최근 경기 결과</h3>
        <QueryState query={recent} errorTitle="최근 경기 결과를 불러오지 못했습니다">
          {(games) => <TeamGameTable teamId={Number(teamId)} games={games} label="최근 경기 결과 목록" emptyMessage="경기 결과가 없습니다." />}
        </QueryState>
      </section>
      <section className="tp-section" aria-labelledby="tp-standing">
        <h3 id="tp-standing">리그 순위</h3>
        <QueryState query={seasons} errorTitle="리그 순위를 불러오지 못했습니다">
          {(list) => (list[0] ? <Standings season={list[0]} /> : <EmptyState message="참가한 리그가 없습니다." />)}
        </QueryState>
      </section>
    </div>
  );
}
