import { useId, useState } from 'react';
import { formatTime } from '@dugout/contracts';
import { ScoreText } from '../../../shared/components/score-text';
import { TeamName } from '../../../shared/components/team-name';
import { groupByDay } from '../../../shared/lib/day-groups';
import { scheduleSide, UNDECIDED_TEAM, type ScheduleRow } from '../../../shared/lib/schedule-side';
import { LineupDialog } from './lineup-dialog';
import { ScrollTable } from '../../../shared/components/scroll-table';

function MagnifierIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" strokeLinecap="round" />
    </svg>
  );
}

/** The middle column: the score of a recorded game, the cancel reason in red, or vs. */
export function GameMiddle({ game }: { game: ScheduleRow }) {
  if (game.isCancel) return <span className="lp-cancel">{game.cancelReason || '취소'}</span>;
  if (game.game) return <ScoreText game={game.game} />;
  return <span className="lp-vs">vs</span>;
}

export function SuspendedMark({ game }: { game: ScheduleRow }) {
  return game.divId === 'suspended' ? <span className="lp-badge lp-badge--warn">서스펜디드</span> : null;
}

/** Games grouped by day: a heading per day, then one row per game with every column of the spec. */
export function ScheduleDayList({ games }: { games: ScheduleRow[] }) {
  const [lineupGame, setLineupGame] = useState<ScheduleRow | null>(null);
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
            <ScrollTable label={`${group.heading} 일정`}>
              <table className="dg-table dg-table--sticky-first lp-schedule-table lp-schedule-table--games" aria-labelledby={headingId}>
                <thead>
                  <tr>
                    <th scope="col">시간</th>
                    <th scope="col">원정</th>
                    <th scope="col" className="dg-table__cell--center">
                      결과
                    </th>
                    <th scope="col">홈</th>
                    <th scope="col">리그</th>
                    <th scope="col">구장</th>
                    <th scope="col" className="dg-table__cell--center">
                      라인업
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {group.items.map((game) => {
                    const visit = scheduleSide(game, 'visit');
                    const home = scheduleSide(game, 'home');
                    return (
                      <tr key={game.gameId} data-game-id={game.gameId}>
                        <td>
                          {formatTime(game.scheduleTime)} <SuspendedMark game={game} />
                        </td>
                        <td>
                          <TeamName side={visit} />
                        </td>
                        <td className="dg-table__cell--center">
                          <GameMiddle game={game} />
                        </td>
                        <td>
                          <TeamName side={home} />
                        </td>
                        <td>{game.league.leagueName}</td>
                        <td>{game.ground?.groundName ?? '-'}</td>
                        <td className="dg-table__cell--center">
                          <button
                            type="button"
                            className="lp-icon-button"
                            aria-haspopup="dialog"
                            aria-label={`${visit.teamName ?? UNDECIDED_TEAM} 대 ${home.teamName ?? UNDECIDED_TEAM} 라인업 보기`}
                            onClick={() => setLineupGame(game)}
                          >
                            <MagnifierIcon />
                          </button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </ScrollTable>
          </section>
        );
      })}
      {lineupGame ? <LineupDialog game={lineupGame} onClose={() => setLineupGame(null)} /> : null}
    </div>
  );
}
