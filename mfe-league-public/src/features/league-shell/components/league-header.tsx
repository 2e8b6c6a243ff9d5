import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  BANNER_IMAGE_HEIGHT,
  BANNER_IMAGE_SIZES,
  BANNER_IMAGE_WIDTH,
  imageSrcSet,
  imageWidthSrcSet,
  leagueImagePath,
  leaguePaths,
  leagueTopBarLogoPath,
  sizedImageUrl,
  TOP_BAR_LOGO_HEIGHT,
  TOP_BAR_LOGO_WIDTH,
  type LeagueBase,
} from '@dugout/contracts';
import { AffiliationButton } from './affiliation-button';
import { SeasonSelect } from './season-select';

export interface LeagueHeaderProps {
  path: string;
  base: LeagueBase;
  seasonId: number | null;
  onSeasonChange: (seasonId: number) => void;
}

/**
 * The league's top bar (logo, season, my affiliation) and its banner (extImg2 and the league name).
 * The server draws the same markup before the scripts run (services/api/src/bootstrap/first-view.ts): keep the two alike.
 */
export function LeagueTopBar({ path, base, seasonId, onSeasonChange }: LeagueHeaderProps) {
  const [logoFailed, setLogoFailed] = useState(false);
  const logo = leagueTopBarLogoPath(path);
  return (
    <div className="lp-topbar">
      <div className="dg-container lp-topbar__inner">
        <Link to={leaguePaths(path).home} className="lp-topbar__brand">
          {logoFailed ? null : (
            <img
              className="lp-topbar__logo"
              src={sizedImageUrl(logo, TOP_BAR_LOGO_WIDTH)}
              srcSet={imageSrcSet(logo, TOP_BAR_LOGO_WIDTH)}
              alt=""
              width={TOP_BAR_LOGO_WIDTH}
              height={TOP_BAR_LOGO_HEIGHT}
              onError={() => setLogoFailed(true)}
            />
          )}
          <span>{base.mainName}</span>
        </Link>
        <div className="lp-topbar__tools">
          <SeasonSelect seasons={base.seasons} value={seasonId} onChange={onSeasonChange} />
          <AffiliationButton />
        </div>
      </div>
    </div>
  );
}

/** The league's banner image (it carries the league's name in its artwork) or, without one, the name on green. */
export function LeagueBanner({ base, compact }: { base: LeagueBase; compact: boolean }) {
  if (base.extImg2) {
    const banner = leagueImagePath(base.extImg2);
    return (
      <div className={`dg-container lp-banner lp-banner--image${compact ? ' lp-banner--compact' : ''}`}>
        <img
          className="lp-banner__image"
          src={sizedImageUrl(banner, BANNER_IMAGE_WIDTH)}
          srcSet={imageWidthSrcSet(banner)}
          sizes={BANNER_IMAGE_SIZES}
          alt=""
          width={BANNER_IMAGE_WIDTH}
          height={BANNER_IMAGE_HEIGHT}
          fetchPriority="high"
        />
        <h1 className="dg-visually-hidden">{base.mainName}</h1>
      </div>
    );
  }
  return (
    <div className="lp-banner">
      <div className="dg-container lp-banner__inner">
        <h1 className="lp-banner__title">{base.mainName}</h1>
      </div>
    </div>
  );
}
