import { formatTime, type ScheduleItem } from '@dugout/contracts';
import { TeamName } from '../../../shared/components/team-name';
import { TeamLogo } from '../../../shared/components/team-logo';
import { formatDayHeading } from '../../../shared/lib/day-groups';
import { scheduleSide } from '../../../shared/lib/schedule-side';

/** The next game in large, then the games after it. */
export function UpcomingGames({ games }: { games: ScheduleItem[] }) {
  const [next, ...later] = games;
  const visit = scheduleSide(next, 'visit');
  const home = scheduleSide(next, 'home');
  return (
    <div className="lp-upcoming">
      <div className="lp-next-game">
        <p className="lp-next-game__when">
          {formatDayHeading(next.scheduleTime)} {formatTime(next.scheduleTime)}
        </p>
        <div className="lp-next-game__teams">
          <span className="lp-next-game__team">
            <TeamLogo logo={visit.logoImg} size={48} />
            <TeamName side={visit} />
          </span>
          <span className="lp-next-game__vs" aria-label="대">
            VS
          </span>
          <span className="lp-next-game__team">
            <TeamLogo logo={home.logoImg} size={48} />
            <TeamName side={home} />
          </span>
        </div>
        <p className="lp-next-game__where">
          {next.league.leagueName}
          {next.ground ? ` · ${next.ground.groundName}` : ''}
        </p>
      </div>
      {later.length > 0 ? (
        <ul className="lp-game-list">
          {later.map((game) => (
            <li key={game.gameId}>
              <span className="lp-game-list__when">
                {formatDayHeading(game.scheduleTime)} {formatTime(game.scheduleTime)}
              </span>
              <span className="lp-game-list__teams">
                <TeamName side={scheduleSide(game, 'visit')} /> <span aria-hidden="true">vs</span>
                <span className="dg-visually-hidden">대</span> <TeamName side={scheduleSide(game, 'home')} />
              </span>
              <span className="lp-game-list__where">{game.ground?.groundName ?? ''}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
