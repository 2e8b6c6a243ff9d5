import type { LeagueBase } from '@dugout/contracts';
import { homeFirstView, leagueFirstView } from './first-view';

// The exact markup the server draws. Its classes come from @dugout/contracts (SHELL_FIRST_VIEW_CLASS,
// LEAGUE_FIRST_VIEW_CLASS), as the apps' components write them, and must stay what their stylesheets style.
const SHELL_TOP =
  '<div id="dg-first-view" aria-hidden="true"><div class="shell"><div class="shell-topbar"><div class="dg-container shell-topbar__inner">' +
  '<span class="shell-logo"><img src="/icon.svg" width="30" height="30" alt=""><span class="shell-logo__text">더그아웃</span></span></div></div>' +
  '<section class="shell-ticker"><div class="dg-container shell-ticker__inner"><span class="shell-ticker__label">경기 현황</span>' +
  '<p class="shell-ticker__message">경기 정보를 불러오는 중입니다.</p></div></section><div class="shell-main">';

const BASE: LeagueBase = {
  mainId: 1,
  mainName: '강서 <b>리그</b>',
  leaguePath: 'gangseo',
  logoImg: null,
  extImg1: null,
  extImg2: 'gangseo_banner.png',
  seasons: [{ seasonId: 3, seasonName: '2026 시즌', active: true, beginDate: '2026-03-01', endDate: '2026-11-30', mainId: 1 }],
  activeSeasonId: 3,
  boards: [],
  videoUrl: null,
};

const leagueTop = (path: string, tools: string) =>
  '<div class="lp-shell"><div class="lp-topbar"><div class="dg-container lp-topbar__inner"><span class="lp-topbar__brand">' +
  `<img class="lp-topbar__logo" src="/upload/league/${path}_logo_s.png?w=192" srcset="/upload/league/${path}_logo_s.png?w=192 1x, /upload/league/${path}_logo_s.png?w=384 2x" alt="" width="135" height="36">` +
  `<span>강서 &lt;b&gt;리그&lt;/b&gt;</span></span><div class="lp-topbar__tools">${tools}</div></div></div>` +
  '<div class="lp-nav"><div class="lp-nav__main"><ul class="dg-container lp-nav__list"><li><span class="lp-nav__link">&nbsp;</span></li></ul></div></div>' +
  '<div class="lp-mobile-menu"><span class="lp-mobile-menu__toggle"><span class="lp-mobile-menu__bars"></span>리그 메뉴</span></div>';
const SEASON = '<span class="lp-season"><span class="lp-season__label">시즌</span><span class="lp-select">2026 시즌 (진행 중)</span></span>';
const banner = '/upload/league/gangseo_banner.png';
const bannerImage =
  `<img class="lp-banner__image" src="${banner}?w=1280" srcset="${banner}?w=640 640w, ${banner}?w=960 960w, ${banner}?w=1280 1280w, ${banner}?w=1920 1920w" ` +
  'sizes="(max-width: 1200px) 100vw, 1200px" alt="" width="1200" height="240" fetchpriority="high" decoding="sync"></div>';
const END = '</div></div></div></div>';

describe('the server-drawn first view', () => {
  it("the home: the shell's top bar, the loading ticker and the hero", () => {
    expect(homeFirstView('/assets/baseball-player.8c9d0e1f.svg')).toBe(
      SHELL_TOP +
        '<div class="home"><section class="home-hero"><div class="dg-container home-hero__inner"><div class="home-hero__copy">' +
        '<p class="home-hero__eyebrow">아마추어 야구인을 위한 야구 기록 솔루션</p><div class="home-hero__title">더그아웃</div>' +
        '<p class="home-hero__slogan">우리 팀의 모든 순간을 기록으로 남기세요</p>' +
        '<p class="home-hero__description">일정과 경기 결과, 선수 기록과 순위까지. 사회인 야구 리그와 팀의 기록을 한곳에서 관리합니다.</p></div>' +
        '<img class="home-hero__image" src="/assets/baseball-player.8c9d0e1f.svg" alt="" width="420" height="460" fetchpriority="high" decoding="sync">' +
        '</div></section></div></div></div></div>',
    );
  });

  it("a league's main page: its top bar with the season, the menu bars and the full banner", () => {
    expect(leagueFirstView('gangseo', BASE, { compact: false })).toBe(
      SHELL_TOP + leagueTop('gangseo', SEASON) + `<div class="dg-container lp-banner lp-banner--image">${bannerImage}` + END,
    );
  });

  it("a league's other pages: the slimmer banner", () => {
    expect(leagueFirstView('gangseo', BASE, { compact: true })).toBe(
      SHELL_TOP + leagueTop('gangseo', SEASON) + `<div class="dg-container lp-banner lp-banner--image lp-banner--compact">${bannerImage}` + END,
    );
  });

  it('a league without a banner or season: no season, its name on green', () => {
    const plain = { ...BASE, extImg2: null, seasons: [], activeSeasonId: null };
    expect(leagueFirstView('plain', plain, { compact: true })).toBe(
      SHELL_TOP +
        leagueTop('plain', '') +
        '<div class="lp-banner"><div class="dg-container lp-banner__inner"><div class="lp-banner__title">강서 &lt;b&gt;리그&lt;/b&gt;</div></div></div>' +
        END,
    );
  });
});
