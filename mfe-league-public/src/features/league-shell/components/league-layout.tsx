import { Suspense, useDeferredValue, useLayoutEffect, useMemo } from 'react';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { isApiError } from '@dugout/auth';
import { LEAGUE_FIRST_VIEW_CLASS, leaguePaths } from '@dugout/contracts';
import { endFirstView, ErrorPanel, Skeleton } from '@dugout/ui';
import { useLeagueBase } from '../../../shared/api/get-league-base';
import { useSeasonLeagues } from '../../../shared/api/get-season-leagues';
import { LeagueContext, type LeagueContextValue } from '../../../shared/league/league-context';
import { useSeasonChoice } from '../hooks/use-season-choice';
import { LeagueBanner, LeagueTopBar } from './league-header';
import { LeagueNav } from './league-nav';
import { LeagueNotFound } from './league-not-found';
import { activeGroupId, leagueMenu } from './menu';
import { MobileMenu } from './mobile-menu';
import '../../../shared/styles/league.css';

const PageSkeleton = () => (
  <div className="dg-container lp-page">
    <Skeleton lines={6} />
  </div>
);

function LeagueShell({ path }: { path: string }) {
  const base = useLeagueBase(path);
  // The whole league shell appears when its base arrives: rendered as a deferred value, in short tasks.
  const baseData = useDeferredValue(base.data);
  const [seasonId, chooseSeason] = useSeasonChoice(path, base.data);
  const { data: leagueList, error: leaguesError, mutate: reloadLeagues } = useSeasonLeagues(seasonId);
  const { pathname } = useLocation();
  const paths = useMemo(() => leaguePaths(path), [path]);

  const context = useMemo<LeagueContextValue | null>(
    () =>
      baseData
        ? {
            path,
            paths,
            base: baseData,
            seasonId,
            season: baseData.seasons.find((season) => season.seasonId === seasonId) ?? null,
            chooseSeason,
            leagues: leagueList ?? [],
            leaguesLoading: seasonId !== null && leagueList === undefined && !leaguesError,
            leaguesError,
            retryLeagues: () => void reloadLeagues(),
          }
        : null,
    [baseData, path, paths, seasonId, chooseSeason, leagueList, leaguesError, reloadLeagues],
  );

  // The server drew this header before the scripts ran (first view): this one replaces it once drawn,
  // or an error is shown instead.
  const headerDrawn = context !== null || Boolean(base.error);
  useLayoutEffect(() => {
    if (headerDrawn) endFirstView();
  }, [headerDrawn]);

  if (base.error && !base.data) {
    if (isApiError(base.error) && (base.error.status === 404 || base.error.status === 400)) return <LeagueNotFound path={path} />;
    return (
      <div className="dg-container lp-page">
        <ErrorPanel title="리그 정보를 불러오지 못했습니다" message={base.error.message} onRetry={() => void base.mutate()} />
      </div>
    );
  }
  if (!context) return <PageSkeleton />;

  const groups = leagueMenu(paths, context.base.boards);
  const activeId = activeGroupId(pathname, paths.root);
  return (
    <LeagueContext.Provider value={context}>
      <div className={LEAGUE_FIRST_VIEW_CLASS.root} data-area="mfe-league-public">
        <LeagueTopBar path={path} base={context.base} seasonId={seasonId} onSeasonChange={chooseSeason} />
        <LeagueNav groups={groups} activeId={activeId} />
        <MobileMenu key={activeId ?? 'home'} groups={groups} activeId={activeId} />
        {/* The full banner on the league's main page, a slimmer one above the other pages. */}
        <LeagueBanner base={context.base} compact={activeId !== null} />
        {leaguesError && !leagueList ? (
          <div className="dg-container lp-page">
            <ErrorPanel title="시즌의 리그 목록을 불러오지 못했습니다" message={leaguesError.message} onRetry={context.retryLeagues} />
          </div>
        ) : (
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        )}
      </div>
    </LeagueContext.Provider>
  );
}

/** The league shell: base data by path, menus, banner and the routed page. One shell per league path. */
export function LeagueLayout() {
  const { path = '' } = useParams();
  return <LeagueShell key={path} path={path} />;
}
