import { Link } from 'react-router-dom';
import { formatGamesBehind, formatWinPct } from '@dugout/contracts';
import { LeagueSelect } from '@dugout/ui';
import { useTeamStandings } from '../../../shared/api/get-team-standings';
import { Block } from '../../../shared/components/block';
import { QueryView } from '../../../shared/components/query-view';
import { TeamLogo } from '../../../shared/components/team-logo';
import { useLeagueChoice } from '../../../shared/hooks/use-league-choice';
import { useLeague } from '../../../shared/league/league-context';
import { ScrollTable } from '../../../shared/components/scroll-table';

/** Team standings of one league of the season, with its league selector. */
export function StandingsBlock() {
  const { seasonId, leagues, paths } = useLeague();
  const choice = useLeagueChoice();
  const standings = useTeamStandings(seasonId, choice.leagueId);
  return (
    <Block
      className="lp-block--standings"
      title="팀 순위"
      tools={<LeagueSelect leagues={leagues} value={choice.value} onChange={choice.setValue} label="팀 순위 리그 선택" />}
    >
      <QueryView query={standings} pending={choice.pending} empty="등록된 팀이 없습니다." lines={5}>
        {(rows) => (
          <ScrollTable label="팀 순위표">
            <table className="dg-table dg-table--sticky-first lp-compact-table">
              <thead>
                <tr>
                  <th scope="col">순위</th>
                  <th scope="col">팀</th>
                  <th scope="col">경기</th>
                  <th scope="col">승</th>
                  <th scope="col">무</th>
                  <th scope="col">패</th>
                  <th scope="col">승률</th>
                  <th scope="col">게임차</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.teamId}>
                    <td>{row.rank}</td>
                    <td>
                      <span className="lp-team-cell">
                        <TeamLogo logo={row.logoImg} size={22} />
                        {row.teamName}
                      </span>
                    </td>
                    <td>{row.games}</td>
                    <td>{row.win}</td>
                    <td>{row.draw}</td>
                    <td>{row.lose}</td>
                    <td>{formatWinPct(row.winPct)}</td>
                    <td>{formatGamesBehind(row.gamesBehind)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        )}
      </QueryView>
      <Link className="lp-more" to={paths.rank('team')}>
        전체 순위 보기
      </Link>
    </Block>
  );
}
