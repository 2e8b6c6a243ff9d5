import { useState } from 'react';
import { imageSrcSet, sizedImageUrl, teamLogoPath } from '@dugout/contracts';
import { BaseballIcon } from './baseball-icon';

export interface TeamLogoProps {
  logo: string | null | undefined;
  size?: number;
  /** '' (default): decorative, next to the team's name. */
  alt?: string;
  /** The area's own class (the default image gets `<className>--default`). */
  className: string;
  /** Below the first screen (lists): load when scrolled near. */
  lazy?: boolean;
}

/** A team's logo (/api/team/logo/{logo}, sized for the box), or the default image when there is none or it fails to load. */
export function TeamLogo({ logo, size = 40, alt = '', className, lazy = false }: TeamLogoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!logo || failed === logo) {
    return (
      <span className={`${className} ${className}--default`} style={{ width: size, height: size }} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        <BaseballIcon size={Math.round(size * 0.7)} />
      </span>
    );
  }
  const url = teamLogoPath(logo);
  return (
    <img
      className={className}
      src={sizedImageUrl(url, size)}
      srcSet={imageSrcSet(url, size)}
      alt={alt}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      onError={() => setFailed(logo)}
    />
  );
}
