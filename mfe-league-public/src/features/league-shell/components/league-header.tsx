import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  BANNER_IMAGE_HEIGHT,
  BANNER_IMAGE_SIZES,
  BANNER_IMAGE_WIDTH,
  imageSrcSet,
  LEAGUE_FIRST_VIEW_CLASS,
  imageWidthSrcSet,
  leagueImageBannerClass,
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

const { topBar, banner: bannerClass } = LEAGUE_FIRST_VIEW_CLASS;

export interface LeagueHeaderProps {
  path: string;
  base: LeagueBase;
  seasonId: number | null;
  onSeasonChange: (seasonId: number) => void;
}

/**
 * The league's top bar (logo, season, my affiliation) and its banner (extImg2 and the league name).
 * The server draws the same markup, with the same classes (LEAGUE_FIRST_VIEW_CLASS), before the scripts run
 * (services/api/src/bootstrap/first-view.ts): keep the two alike.
 */
export function LeagueTopBar({ path, base, seasonId, onSeasonChange }: LeagueHeaderProps) {
  const [logoFailed, setLogoFailed] = useState(false);
  const logo = leagueTopBarLogoPath(path);
  return (
    <div className={topBar.root}>
      <div className={topBar.inner}>
        <Link to={leaguePaths(path).home} className={topBar.brand}>
          {logoFailed ? null : (
            <img
              className={topBar.logo}
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
        <div className={topBar.tools}>
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
      <div className={leagueImageBannerClass(compact)}>
        <img
          className={bannerClass.image}
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
    <div className={bannerClass.root}>
      <div className={bannerClass.inner}>
        <h1 className={bannerClass.title}>{base.mainName}</h1>
      </div>
    </div>
  );
}
