import { useId } from 'react';
import { Link } from 'react-router-dom';
import { GameScore } from '../../../shared/components/score-text';
import { TeamName } from '../../../shared/components/team-name';
import { useLeague } from '../../../shared/league/league-context';
import { groupByDay } from '../../../shared/lib/day-groups';
import { isNoContest } from '../../../shared/lib/game-result';
import { scheduleSide, type ScheduleRow } from '../../../shared/lib/schedule-side';
import { ScrollTable } from '../../../shared/components/scroll-table';

/** Recorded games by day: teams, the score (winner highlighted, win type when not normal) and the box-score link; two lines per game on a phone. */
export function ResultDayList({ games }: { games: ScheduleRow[] }) {
  const { paths } = useLeague();
  const listId = useId();
  return (
    <div className="lp-days">
      {groupByDay(games, (game) => game.scheduleTime).map((group) => {
        const headingId = `${listId}-${group.day}`;
        return (
          <section key={group.day} className="lp-day" aria-labelledby={headingId}>
            <h3 id={headingId} className="lp-day__heading">
              {group.heading}
            </h3>
            <ScrollTable label={`${group.heading} 경기 결과`}>
              <table className="dg-table dg-table--sticky-first lp-schedule-table lp-schedule-table--results lp-schedule-table--stack" aria-labelledby={headingId}>
                <thead>
                  <tr>
                    <th scope="col">원정</th>
                    <th scope="col" className="dg-table__cell--center">
                      점수
                    </th>
                    <th scope="col">홈</th>
                    <th scope="col">리그</th>
                    <th scope="col">구장</th>
                    <th scope="col" className="dg-table__cell--center">
                      기록
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {group.items.map((game) => (
                    <tr key={game.gameId} className={game.game && isNoContest(game.game.winType) ? 'lp-game-row lp-row--void' : 'lp-game-row'}>
                      <td className="lp-game-row__visit">
                        <TeamName side={scheduleSide(game, 'visit')} />
                      </td>
                      <td className="dg-table__cell--center lp-game-row__result">
                        <GameScore item={game} />
                      </td>
                      <td className="lp-game-row__home">
                        <TeamName side={scheduleSide(game, 'home')} />
                      </td>
                      <td className="lp-game-row__league">{game.league.leagueName}</td>
                      <td className="lp-game-row__ground">{game.ground?.groundName ?? '-'}</td>
                      <td className="dg-table__cell--center lp-game-row__action">
                        <Link to={paths.scoreDetail(game.leagueId, game.gameId)} className="lp-small-link">
                          상세 기록
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
          </section>
        );
      })}
    </div>
  );
}
