import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BANNER_IMAGE_SIZES, BANNER_IMAGE_WIDTH, imageSrcSet, imageWidthSrcSet, leagueImagePath, leaguePaths, sizedImageUrl, type LeagueBase } from '@dugout/contracts';
import { leagueLogoUrl } from '../../../shared/lib/league-paths';
import { AffiliationButton } from './affiliation-button';
import { SeasonSelect } from './season-select';

/** The small logo is 96 px high (360x96 for the demo leagues); it is shown 36 px high, its width following. */
const LOGO_HEIGHT = 36;
const LOGO_WIDTH = 135;

export interface LeagueHeaderProps {
  path: string;
  base: LeagueBase;
  seasonId: number | null;
  onSeasonChange: (seasonId: number) => void;
}

/** The league's top bar (logo, season, my affiliation) and its banner (extImg2 and the league name). */
export function LeagueTopBar({ path, base, seasonId, onSeasonChange }: LeagueHeaderProps) {
  const [logoFailed, setLogoFailed] = useState(false);
  const logo = leagueLogoUrl(path);
  return (
    <div className="lp-topbar">
      <div className="dg-container lp-topbar__inner">
        <Link to={leaguePaths(path).home} className="lp-topbar__brand">
          {logoFailed ? null : (
            <img
              className="lp-topbar__logo"
              src={sizedImageUrl(logo, LOGO_WIDTH)}
              srcSet={imageSrcSet(logo, LOGO_WIDTH)}
              alt=""
              width={LOGO_WIDTH}
              height={LOGO_HEIGHT}
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
          height={240}
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
