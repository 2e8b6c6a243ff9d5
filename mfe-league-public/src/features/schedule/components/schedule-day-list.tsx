import { useId, useMemo, useRef, useState } from 'react';
import { formatDate, formatTime } from '@dugout/contracts';
import { GameScore } from '../../../shared/components/score-text';
import { TeamName } from '../../../shared/components/team-name';
import { groupByDay } from '../../../shared/lib/day-groups';
import { scheduleSide, UNDECIDED_TEAM, type ScheduleRow } from '../../../shared/lib/schedule-side';
import { ScrollTable } from '../../../shared/components/scroll-table';
import { useOpenOnDay } from '../hooks/use-open-on-day';
import { dayToOpen } from '../lib/day-to-open';
import { LineupDialog } from './lineup-dialog';
import './schedule.css';

function MagnifierIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" strokeLinecap="round" />
    </svg>
  );
}

/** The middle column: the result (or the score so far of a game in progress), the cancel reason in red, or vs. */
export function GameMiddle({ game }: { game: ScheduleRow }) {
  if (game.isCancel) return <span className="lp-cancel">{game.cancelReason || '취소'}</span>;
  return <GameScore item={game} fallback={<span className="lp-vs">vs</span>} />;
}

export function SuspendedMark({ game }: { game: ScheduleRow }) {
  return game.divId === 'suspended' ? <span className="lp-badge lp-badge--warn">서스펜디드</span> : null;
}

/**
 * Games grouped by day: a heading per day, then one row per game with every column of the spec
 * (a table on a wide screen, a two-line row per game on a phone: schedule.css). The list opens on
 * today's games, or the next ones, and its 오늘 button brings them back into view.
 */
export function ScheduleDayList({ games }: { games: ScheduleRow[] }) {
  const [lineupGame, setLineupGame] = useState<ScheduleRow | null>(null);
  const listId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const groups = useMemo(() => groupByDay(games, (game) => game.scheduleTime), [games]);
  const opening = dayToOpen(
    groups.map((group) => group.day),
    formatDate(Date.now()),
  );
  const showOpeningDay = useOpenOnDay(listRef, opening?.day ?? null);
  return (
    <div className="lp-days lp-schedule-days" ref={listRef}>
      {opening ? (
        <div className="lp-schedule-days__jump">
          <button
            type="button"
            className="lp-schedule-days__today"
            aria-label={opening.upcoming ? '오늘 또는 다음 경기로 이동' : '최근 경기로 이동'}
            onClick={showOpeningDay}
          >
            {opening.upcoming ? '오늘' : '최근 경기'}
          </button>
        </div>
      ) : null}
      {groups.map((group) => {
        const headingId = `${listId}-${group.day}`;
        return (
          <section key={group.day} className="lp-day" aria-labelledby={headingId} data-day={group.day}>
            <h3 id={headingId} className="lp-day__heading" tabIndex={-1}>
              {group.heading}
            </h3>
            <ScrollTable label={`${group.heading} 일정`}>
              <table className="dg-table dg-table--sticky-first lp-schedule-table lp-schedule-table--games lp-schedule-table--stack" aria-labelledby={headingId}>
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
                      <tr key={game.gameId} className="lp-game-row" data-game-id={game.gameId}>
                        <td className="lp-game-row__time">
                          {formatTime(game.scheduleTime)} <SuspendedMark game={game} />
                        </td>
                        <td className="lp-game-row__visit">
                          <TeamName side={visit} />
                        </td>
                        <td className="dg-table__cell--center lp-game-row__result">
                          <GameMiddle game={game} />
                        </td>
                        <td className="lp-game-row__home">
                          <TeamName side={home} />
                        </td>
                        <td className="lp-game-row__league">{game.league.leagueName}</td>
                        <td className="lp-game-row__ground">{game.ground?.groundName ?? '-'}</td>
                        <td className="dg-table__cell--center lp-game-row__action">
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
