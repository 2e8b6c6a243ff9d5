/**
 * The element of a page's answer that the server draws before any script runs (the home's hero, a
 * league's header and banner; services/api/src/bootstrap/first-view.ts). It covers the app until the
 * page draws its own; the web removes it then (endFirstView in @dugout/ui).
 */
export const FIRST_VIEW_ID = 'dg-first-view';

/** The home page's first screen (shell home-hero.tsx), which the server draws too. */
export const HOME_HERO = {
  eyebrow: '아마추어 야구인을 위한 야구 기록 솔루션',
  title: '더그아웃',
  slogan: '우리 팀의 모든 순간을 기록으로 남기세요',
  description: '일정과 경기 결과, 선수 기록과 순위까지. 사회인 야구 리그와 팀의 기록을 한곳에서 관리합니다.',
  imageAlt: '배트를 들고 타석에 선 야구 선수',
  imageWidth: 420,
  imageHeight: 460,
} as const;

/** The live-match strip while its games load (shell live-ticker.tsx), which the server draws too. */
export const LIVE_TICKER_LOADING = {
  label: '경기 현황',
  message: '경기 정보를 불러오는 중입니다.',
} as const;

// The class attributes of the elements the first view draws, as the shell's and the league remote's
// components write them: their stylesheets style the server's copy only while the two agree. One
// constant a side, so each app's bundle carries its own only.

/** The shell's (shell-layout.tsx, live-ticker.tsx, home-page.tsx, home-hero.tsx). */
export const SHELL_FIRST_VIEW_CLASS = {
  layout: {
    root: 'shell',
    topBar: 'shell-topbar',
    topBarInner: 'dg-container shell-topbar__inner',
    logo: 'shell-logo',
    logoText: 'shell-logo__text',
    main: 'shell-main',
  },
  liveTicker: {
    root: 'shell-ticker',
    inner: 'dg-container shell-ticker__inner',
    label: 'shell-ticker__label',
    message: 'shell-ticker__message',
  },
  home: {
    root: 'home',
    hero: 'home-hero',
    heroInner: 'dg-container home-hero__inner',
    heroCopy: 'home-hero__copy',
    eyebrow: 'home-hero__eyebrow',
    title: 'home-hero__title',
    slogan: 'home-hero__slogan',
    description: 'home-hero__description',
    image: 'home-hero__image',
  },
} as const;

/** The league remote's (league-layout.tsx, league-header.tsx, season-select.tsx, league-nav.tsx, mobile-menu.tsx). */
export const LEAGUE_FIRST_VIEW_CLASS = {
  root: 'lp-shell',
  topBar: {
    root: 'lp-topbar',
    inner: 'dg-container lp-topbar__inner',
    brand: 'lp-topbar__brand',
    logo: 'lp-topbar__logo',
    tools: 'lp-topbar__tools',
  },
  season: {
    root: 'lp-season',
    label: 'lp-season__label',
    select: 'lp-select',
  },
  nav: {
    root: 'lp-nav',
    main: 'lp-nav__main',
    list: 'dg-container lp-nav__list',
    link: 'lp-nav__link',
  },
  mobileMenu: {
    root: 'lp-mobile-menu',
    toggle: 'lp-mobile-menu__toggle',
    bars: 'lp-mobile-menu__bars',
  },
  /** Without an image; with one: leagueImageBannerClass. */
  banner: {
    root: 'lp-banner',
    inner: 'dg-container lp-banner__inner',
    title: 'lp-banner__title',
    image: 'lp-banner__image',
  },
} as const;

/** The banner that shows the league's image: the full one, or the slimmer one above a league's other pages. */
export const leagueImageBannerClass = (compact: boolean): string =>
  `dg-container lp-banner lp-banner--image${compact ? ' lp-banner--compact' : ''}`;

/**
 * The shell's build files the server links in a page's head, by the name they are built under
 * (`[name].[contenthash:8].chunk.css`, `assets/[name].[contenthash:8][ext]`). Magic comments take no
 * constants: shell/src/first-view-files.test.ts checks the shell's webpackChunkName comments against these.
 */
export const SHELL_FIRST_VIEW_FILES = {
  /** The shell's first chunk (webpackChunkName in shell/src/index.ts). */
  bootstrapChunk: 'bootstrap',
  /** The home page's chunk (webpackChunkName in shell/src/app/app.tsx). */
  homeChunk: 'home',
  /** The home hero's illustration (shell/src/features/home/assets). */
  homeImage: 'baseball-player',
} as const;
