import { useState } from 'react';
import { BaseballIcon } from '@dugout/ui';
import { teamLogoUrl } from '../lib/league-paths';

export interface TeamLogoProps {
  logo: string | null | undefined;
  size?: number;
  /** '' (default): decorative, next to the team's name. */
  alt?: string;
}

/** A team's logo from the API, or the default image when there is none or it fails to load. */
export function TeamLogo({ logo, size = 28, alt = '' }: TeamLogoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!logo || failed === logo) {
    return (
      <span className="lp-team-logo lp-team-logo--default" style={{ width: size, height: size }} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        <BaseballIcon size={Math.round(size * 0.7)} />
      </span>
    );
  }
  return (
    <img
      className="lp-team-logo"
      src={teamLogoUrl(logo)}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(logo)}
    />
  );
}
