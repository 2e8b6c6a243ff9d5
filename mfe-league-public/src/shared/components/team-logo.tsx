import { TeamLogo as SharedTeamLogo, type TeamLogoProps as SharedTeamLogoProps } from '@dugout/ui';

export type TeamLogoProps = Omit<SharedTeamLogoProps, 'className' | 'lazy'>;

/** A team's logo in the league pages' lists (28 px, loaded when scrolled near). */
export function TeamLogo({ size = 28, ...props }: TeamLogoProps) {
  return <SharedTeamLogo className="lp-team-logo" size={size} lazy {...props} />;
}
