import { TeamLogo as SharedTeamLogo, type TeamLogoProps } from '@dugout/ui';
import './team-logo.css';

/** A team's logo in the member pages' lists (loaded when scrolled near). */
export function TeamLogo(props: Omit<TeamLogoProps, 'className' | 'lazy'>) {
  return <SharedTeamLogo className="user-team-logo" lazy {...props} />;
}
