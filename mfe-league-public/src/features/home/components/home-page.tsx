import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { imageWidthSrcSet, leagueImagePath, sizedImageUrl } from '@dugout/contracts';
import { Skeleton } from '@dugout/ui';
import { WhenVisible } from '../../../shared/components/when-visible';
import { useLeague } from '../../../shared/league/league-context';
import { RecentResults } from './recent-results';
import { StandingsBlock } from './standings-block';
import { UpcomingBlock } from './upcoming-block';

/** The side banner is 300 px wide beside the main column, the whole width on a phone (the grid's 900 px break). */
const SIDE_BANNER_SIZES = '(max-width: 900px) 100vw, 300px';
const SIDE_BANNER_WIDTHS = [384, 640, 960];

// The lower half (top-5 boards, gallery, posts) loads when the visitor scrolls near it.
const HomeMore = lazy(() => import('./home-more'));

/** The league main page (spec 2, league home page contents). */
export default function HomePage() {
  const { base, paths } = useLeague();
  return (
    <div className="dg-container lp-page lp-home">
      <div className="lp-home__main">
        <UpcomingBlock />
        <StandingsBlock />
        <WhenVisible minHeight={900} rootMargin="0px">
          <Suspense fallback={<Skeleton lines={8} />}>
            <HomeMore />
          </Suspense>
        </WhenVisible>
      </div>
      <aside className="lp-home__side" aria-label="리그 바로가기">
        {base.extImg1 ? (
          <img
            className="lp-side-banner"
            src={sizedImageUrl(leagueImagePath(base.extImg1), 300)}
            srcSet={imageWidthSrcSet(leagueImagePath(base.extImg1), SIDE_BANNER_WIDTHS)}
            sizes={SIDE_BANNER_SIZES}
            alt={`${base.mainName} 안내 배너`}
            width={300}
            height={400}
            loading="lazy"
          />
        ) : null}
        <Link className="lp-side-link" to={paths.myLeague}>
          나의 리그
          <span aria-hidden="true">›</span>
        </Link>
        {base.videoUrl ? (
          <a className="lp-side-link lp-side-link--video" href={base.videoUrl} target="_blank" rel="noopener noreferrer">
            {base.mainName} 영상 채널
            <span className="dg-visually-hidden"> (새 탭)</span>
            <span aria-hidden="true">↗</span>
          </a>
        ) : null}
        <RecentResults />
      </aside>
    </div>
  );
}
