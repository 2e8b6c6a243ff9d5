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
