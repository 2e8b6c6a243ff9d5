import { Link } from 'react-router-dom';
import { UNDECIDED_TEAM, type ScheduleSide } from '../lib/schedule-side';
import { useLeague } from '../league/league-context';
import { TeamLogo } from './team-logo';

export interface TeamNameProps {
  side: ScheduleSide;
  withLogo?: boolean;
  className?: string;
}

/**
 * A schedule side's team: linked to its team page, except placeholder teams (sport type 9,
 * plain text); an interleague team shows its own league in brackets; no team reads 팀 미정.
 */
export function TeamName({ side, withLogo = false, className }: TeamNameProps) {
  const { paths, seasonId } = useLeague();
  if (side.teamId === null || side.teamName === null) {
    return <span className={['lp-team-name lp-team-name--undecided', className].filter(Boolean).join(' ')}>{UNDECIDED_TEAM}</span>;
  }
  const label = (
    <>
      {withLogo ? <TeamLogo logo={side.logoImg} size={24} /> : null}
      <span>{side.teamName}</span>
      {side.interleagueName ? <span className="lp-team-name__league">({side.interleagueName})</span> : null}
    </>
  );
  const classes = ['lp-team-name', className].filter(Boolean).join(' ');
  if (side.placeholder || seasonId === null) return <span className={classes}>{label}</span>;
  return (
    <Link className={classes} to={paths.teamView(seasonId, side.leagueId, side.teamId)}>
      {label}
    </Link>
  );
}
