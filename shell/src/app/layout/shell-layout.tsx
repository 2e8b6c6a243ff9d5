import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { SHELL_FIRST_VIEW_CLASS } from '@dugout/contracts';
import { BaseballIcon } from '@dugout/ui';
import { AccountMenu } from '../../features/account';
import { LiveTicker } from '../../features/live';
import { ServiceStatusNotice } from './service-status-notice';
import { SiteFooter } from './site-footer';
import './shell-layout.css';

const { layout } = SHELL_FIRST_VIEW_CLASS;

// The search popup is opened by a click: its code is not part of the first view.
const SearchDialog = lazy(() => import('../../features/search').then((module) => ({ default: module.SearchDialog })));

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" strokeLinecap="round" />
    </svg>
  );
}

/** Top bar, live ticker, the routed page and the footer. */
export function ShellLayout() {
  const [searchOpen, setSearchOpen] = useState(false);

  return (
    <div className={layout.root}>
      <a className="shell-skip-link" href="#shell-main">
        본문으로 바로가기
      </a>
      <header className={layout.topBar}>
        <div className={layout.topBarInner}>
          {/* The logo opens the site in a new tab (spec: top bar). */}
          <a className={layout.logo} href="/" target="_blank" rel="noopener noreferrer" title="더그아웃 새 탭에서 열기">
            <BaseballIcon size={30} />
            <span className={layout.logoText}>더그아웃</span>
          </a>
          <div className="shell-topbar__actions">
            <button
              type="button"
              className="shell-search-button"
              onClick={() => setSearchOpen(true)}
              aria-haspopup="dialog"
              aria-label="선수·팀 검색"
            >
              <SearchIcon />
              <span className="shell-search-button__text">선수·팀 검색</span>
            </button>
            <AccountMenu />
          </div>
        </div>
      </header>
      <ServiceStatusNotice />
      <LiveTicker />
      <main id="shell-main" className={layout.main}>
        <Outlet />
      </main>
      <SiteFooter />
      {searchOpen ? (
        <Suspense fallback={null}>
          <SearchDialog open onClose={() => setSearchOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
