import { TeamLogo as SharedTeamLogo, type TeamLogoProps } from '@dugout/ui';

/** A team's logo in the team pages (the page header's is on the first screen: not lazy). */
export function TeamLogo(props: Omit<TeamLogoProps, 'className' | 'lazy'>) {
  return <SharedTeamLogo className="tp-logo" {...props} />;
}
