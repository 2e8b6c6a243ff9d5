import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RETURN_URL_STORAGE_KEY, useAuthStore } from '@dugout/auth';
import { answerFrom, createBoard, createLeague, createLeagueBase, createPostList, serveFakeApi } from '@dugout/testing';
import { renderLeague } from './testing/render-league';

const leagues2026 = [createLeague(), createLeague({ leagueId: 32, leagueName: '토요 2부' })];

const baseRoutes = {
  '/api/league/base/gangseo': createLeagueBase(),
  '/api/league/season/3/league': leagues2026,
  '/api/league/board/gangseo/default/home/intro/contents': { kind: 'home', label: 'intro', contentHtml: '', updatedAt: null },
};

beforeEach(() => {
  sessionStorage.clear();
  useAuthStore.getState().logout();
});

describe('league public App', () => {
  it('shows a Korean not-found page for an unknown league path', async () => {
    serveFakeApi(answerFrom({}));
    renderLeague('/league/nowhere');
    expect(await screen.findByText("'nowhere' 리그를 찾을 수 없습니다. 주소를 다시 확인해 주세요.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '더그아웃 홈으로' })).toHaveAttribute('href', '/');
  });

  it('shows the league shell: banner, menus, logo and the season dropdown', async () => {
    serveFakeApi(answerFrom(baseRoutes));
    renderLeague('/league/gangseo/info/intro/intro');
    expect(await screen.findByRole('heading', { level: 1, name: '강서리그' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: '리그 메뉴' });
    for (const name of ['리그 정보', '일정', '경기 결과', '기록실', '커뮤니티']) {
      expect(menu).toContainElement(screen.getAllByRole('link', { name })[0]);
    }
    expect(screen.getByRole('combobox', { name: '시즌' })).toHaveValue('3');
    expect(document.querySelector('img[src="/upload/league/gangseo_logo_s.png?w=192"]')).not.toBeNull();
    const banner = document.querySelector('img[src="/upload/league/gangseo_banner.png?w=1280"]');
    // A phone takes the 640 px copy: the banner offers its widths with the slot's size.
    expect(banner?.getAttribute('srcset')).toBe(
      '/upload/league/gangseo_banner.png?w=640 640w, /upload/league/gangseo_banner.png?w=960 960w, /upload/league/gangseo_banner.png?w=1280 1280w, /upload/league/gangseo_banner.png?w=1920 1920w',
    );
    expect([banner?.getAttribute('sizes'), banner?.getAttribute('width'), banner?.getAttribute('height'), banner?.getAttribute('loading')]).toEqual([
      '(max-width: 1200px) 100vw, 1200px',
      '1200',
      '240',
      null,
    ]);
    // Nothing written yet in the admin area: the empty state.
    expect(await screen.findByRole('heading', { name: '강서리그 리그 소개' })).toBeInTheDocument();
    expect(await screen.findByText('등록된 소개가 없습니다.')).toBeInTheDocument();
  });

  it('has a mobile menu with collapsible groups, the boards by name and a plain bracket item', async () => {
    const user = userEvent.setup();
    serveFakeApi(answerFrom(baseRoutes));
    renderLeague('/league/gangseo/info/intro/regulation');
    const toggle = await screen.findByRole('button', { name: '리그 메뉴' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const mobile = await screen.findByRole('navigation', { name: '리그 모바일 메뉴' });
    expect(mobile).toBeVisible();

    const community = screen.getByRole('button', { name: /커뮤니티/ });
    expect(community).toHaveAttribute('aria-expanded', 'false');
    await user.click(community);
    expect(community).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '공지사항' })).toHaveAttribute('href', '/league/gangseo/board/notice');
    expect(screen.getByRole('link', { name: '갤러리' })).toHaveAttribute('href', '/league/gangseo/board/gallery');

    await user.click(screen.getByRole('button', { name: /^일정/ }));
    expect(screen.getByText('대진표/토너먼트').closest('a')).toBeNull();
    expect(screen.queryByRole('link', { name: '내 정보' })).not.toBeInTheDocument();
  });

  it('sends an anonymous visitor of a team page to the login screen and remembers the address', async () => {
    serveFakeApi(answerFrom(baseRoutes));
    renderLeague('/league/gangseo/info/team/3/31/11');
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(sessionStorage.getItem(RETURN_URL_STORAGE_KEY)).toBe('/league/gangseo/info/team/3/31/11');
  });

  it('opens a board from the community menu, and writing needs login', async () => {
    const user = userEvent.setup();
    serveFakeApi(answerFrom({
      ...baseRoutes,
      '/api/league/board/gangseo/gallery/list?page=1': createPostList({
        board: createBoard({ boardId: 2, boardLabel: 'gallery', boardName: '갤러리', boardType: 2 }),
        items: [],
        total: 0,
      }),
    }));
    const { unmount } = renderLeague('/league/gangseo/board/notice/write');
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    unmount();

    renderLeague('/league/gangseo/info/intro/intro');
    const menu = await screen.findByRole('navigation', { name: '리그 메뉴' });
    await user.click(within(menu).getByRole('link', { name: '커뮤니티' }));
    // The community group's sub-menu lists the league's boards from the league base.
    const sub = await screen.findByRole('navigation', { name: '커뮤니티 하위 메뉴' });
    expect(within(sub).getByRole('link', { name: '공지사항' })).toHaveAttribute('href', '/league/gangseo/board/notice');
    await user.click(within(sub).getByRole('link', { name: '갤러리' }));
    expect(await screen.findByRole('heading', { name: '갤러리' })).toBeInTheDocument();
    expect(await screen.findByText('등록된 게시글이 없습니다.')).toBeInTheDocument();
  });

  it('says so when the address is not a league screen', async () => {
    serveFakeApi(answerFrom(baseRoutes));
    renderLeague('/league/gangseo/unknown/page');
    expect(await screen.findByText('요청하신 리그 화면을 찾을 수 없습니다.')).toBeInTheDocument();
  });
});
