import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import {
  answerFrom,
  createBoard,
  createLeague,
  createLeagueBase,
  createPostComment,
  createPostList,
  createPostListItem,
  createPostView,
  createSession,
  fail,
  serveFakeApi,
} from '@dugout/testing';
import { renderLeague } from '../../../testing/render-league';

const base = {
  '/api/league/base/gangseo': createLeagueBase(),
  '/api/league/season/3/league': [createLeague()],
};

const LIST = '/api/league/board/gangseo/notice/list';
// URLSearchParams writes a space as +, which the server's query parser reads back as a space.
const AUTHOR = encodeURIComponent('김 감독').replace('%20', '+');

beforeEach(() => {
  sessionStorage.clear();
  useAuthStore.getState().logout();
});

describe('board home', () => {
  it('lists the posts with notices pinned and marked, and pages through them', async () => {
    const user = userEvent.setup();
    const items = [
      createPostListItem({ postId: 1, title: '리그 규정 변경 안내', isNotice: true }),
      createPostListItem({ postId: 30, title: '주말 경기 후기', commentCount: 2, attachmentCount: 1 }),
      createPostListItem({ postId: 29, title: '용병 구합니다' }),
    ];
    const calls = serveFakeApi(answerFrom({
      ...base,
      [`${LIST}?page=1`]: createPostList({ items, total: 40, pageSize: 15 }),
      [`${LIST}?page=2`]: createPostList({ items: [createPostListItem({ postId: 5, title: '두 번째 쪽 글' })], total: 40, page: 2 }),
    }));
    renderLeague('/league/gangseo/board/notice');

    expect(await screen.findByRole('heading', { name: '공지사항' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    // Header, then the notice first with its badge instead of a number.
    expect(within(rows[1]).getByText('공지')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: '리그 규정 변경 안내' })).toHaveAttribute('href', '/league/gangseo/board/notice/view/1');
    expect(within(rows[2]).getByText('40')).toBeInTheDocument();
    expect(within(rows[2]).getByLabelText('댓글 2개')).toBeInTheDocument();
    expect(within(rows[3]).getByText('39')).toBeInTheDocument();
    expect(screen.getByText('전체 40건')).toBeInTheDocument();
    // A visitor is never asked about rights and gets no write button.
    expect(screen.queryByRole('link', { name: '글쓰기' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/user/'))).toBe(false);

    const pager = screen.getByRole('navigation', { name: '페이지' });
    expect(within(pager).getByText('1')).toHaveAttribute('aria-current', 'page');
    await user.click(within(pager).getByRole('link', { name: '2 페이지' }));
    expect(await screen.findByRole('link', { name: '두 번째 쪽 글' })).toHaveAttribute('href', '/league/gangseo/board/notice/view/5?page=2');
    expect(calls.map((call) => call.url)).toContain(`${LIST}?page=2`);
  });

  it('searches by title, content, author or all and says when nothing is found', async () => {
    const user = userEvent.setup();
    const calls = serveFakeApi(answerFrom({
      ...base,
      [`${LIST}?page=1`]: createPostList(),
      [`${LIST}?page=1&searchType=author&search=${AUTHOR}`]: createPostList({ items: [], total: 0 }),
      [`${LIST}?page=1&searchType=all&search=%25`]: createPostList({ items: [createPostListItem({ title: '할인율 100% 이벤트' })] }),
    }));
    renderLeague('/league/gangseo/board/notice');
    await screen.findByRole('link', { name: '개막전 안내' });

    const form = screen.getByRole('search', { name: '게시글 검색' });
    const type = within(form).getByRole('combobox', { name: '검색 구분' });
    expect(within(type).getAllByRole('option').map((option) => option.textContent)).toEqual(['전체', '제목', '내용', '작성자']);
    await user.selectOptions(type, '작성자');
    await user.type(within(form).getByRole('searchbox', { name: '검색어' }), '  김 감독 {Enter}');
    expect(await screen.findByText('검색 결과가 없습니다.')).toBeInTheDocument();

    await user.selectOptions(type, '전체');
    const text = within(form).getByRole('searchbox', { name: '검색어' });
    await user.clear(text);
    await user.type(text, '%');
    await user.click(within(form).getByRole('button', { name: '검색' }));
    expect(await screen.findByRole('link', { name: '할인율 100% 이벤트' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(
      expect.arrayContaining([`${LIST}?page=1&searchType=author&search=${AUTHOR}`, `${LIST}?page=1&searchType=all&search=%25`]),
    );
  });

  it('shows the write button only when the member may write', async () => {
    useAuthStore.getState().login(createSession({ userId: 12 }));
    serveFakeApi(answerFrom({
      ...base,
      [`${LIST}?page=1`]: createPostList(),
      '/api/league/board/gangseo/notice/user/12': { level: 4, list: true, view: true, write: true, comment: true },
      '/api/league/board/gangseo/gallery/list?page=1': createPostList({ board: createBoard({ boardId: 2, boardLabel: 'gallery', boardName: '갤러리', boardType: 2 }), items: [] }),
      '/api/league/board/gangseo/gallery/user/12': { level: 4, list: true, view: true, write: false, comment: true },
    }));
    const { unmount } = renderLeague('/league/gangseo/board/notice');
    expect(await screen.findByRole('link', { name: '글쓰기' })).toHaveAttribute('href', '/league/gangseo/board/notice/write');
    unmount();

    renderLeague('/league/gangseo/board/gallery');
    expect(await screen.findByText('등록된 게시글이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '글쓰기' })).not.toBeInTheDocument();
  });

  it('shows a gallery board as a thumbnail grid, with a placeholder when there is no image', async () => {
    serveFakeApi(answerFrom({
      ...base,
      '/api/league/board/gangseo/gallery/list?page=1': createPostList({
        board: createBoard({ boardId: 2, boardLabel: 'gallery', boardName: '갤러리', boardType: 2 }),
        items: [
          createPostListItem({ postId: 7, boardId: 2, title: '개막전 단체 사진', thumbnailId: 70 }),
          createPostListItem({ postId: 6, boardId: 2, title: '사진 없는 글', thumbnailId: null }),
        ],
        total: 2,
      }),
    }));
    renderLeague('/league/gangseo/board/gallery');
    const grid = await screen.findByRole('list', { name: '갤러리 목록' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [first, second] = within(grid).getAllByRole('listitem');
    const image = first.querySelector('img') as HTMLImageElement;
    expect(image).toHaveAttribute('src', '/api/league/board/gangseo/2/thumbnail/7');
    expect(within(first).getByRole('link', { name: /개막전 단체 사진/ })).toHaveAttribute('href', '/league/gangseo/board/gallery/view/7');
    expect(within(second).getByRole('img', { name: '사진 없음' })).toBeInTheDocument();
    // A thumbnail that cannot be loaded (404 until the post has an image) becomes the placeholder.
    fireEvent.error(image);
    expect(within(first).getByRole('img', { name: '사진 없음' })).toBeInTheDocument();
  });

  it('opens the first board for /board and tells a visitor without rights why in Korean', async () => {
    serveFakeApi(answerFrom({
      ...base,
      [`${LIST}?page=1`]: fail(401, '로그인 후 이용할 수 있는 게시판입니다.'),
    }));
    renderLeague('/league/gangseo/board');
    expect(await screen.findByText('로그인 후 이용할 수 있는 게시판입니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인하기' })).toHaveAttribute('href', '/login');
  });
});

describe('post view', () => {
  const VIEW = '/api/league/board/gangseo/notice/view/101';

  it('shows title, writer, Korean time, the sanitized content, attachments and comments', async () => {
    serveFakeApi(answerFrom({
      ...base,
      [VIEW]: createPostView({
        isNotice: true,
        contentHtml: '<h3>개막전 안내</h3><p><b>3월 1일</b> 신월야구장</p><table><tbody><tr><td>1경기</td></tr></tbody></table>',
        createdAt: '2026-02-20T01:00:00Z',
        attachments: [{ attachmentId: 1, originalName: '대진표.pdf', size: 204800, mime: 'application/pdf', isImage: false, hasThumbnail: false }],
        comments: [createPostComment({ content: '<b>참가</b>합니다!' })],
      }),
    }));
    renderLeague('/league/gangseo/board/notice/view/101?page=2');

    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 2, name: /개막전 안내/ })).toBeInTheDocument();
    expect(within(article).getAllByText('공지')[0]).toBeInTheDocument();
    expect(within(article).getByText('운영자')).toBeInTheDocument();
    // 01:00 UTC is 10:00 in Seoul.
    expect(within(article).getByText('2026-02-20 10:00')).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 3, name: '개막전 안내' })).toBeInTheDocument();
    expect(within(article).getByText('3월 1일').tagName).toBe('B');
    expect(within(article).getByRole('cell', { name: '1경기' })).toBeInTheDocument();

    const files = within(article).getByRole('region', { name: '첨부 파일' });
    expect(within(files).getByText('대진표.pdf')).toBeInTheDocument();
    expect(within(files).getByText('(200KB)')).toBeInTheDocument();
    const comments = within(article).getByRole('region', { name: '댓글' });
    expect(within(comments).getByText('댓글 1개')).toBeInTheDocument();
    // Comments are text: markup in them is shown, not run.
    expect(within(comments).getByText('<b>참가</b>합니다!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/league/gangseo/board/notice?page=2');
  });

  it('shows the first page of comments and loads the rest with 댓글 더 보기', async () => {
    const user = userEvent.setup();
    const comment = (n: number) => createPostComment({ commentId: n, content: `댓글 ${n}` });
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => comment(from + i));
    const COMMENTS = '/api/league/board/gangseo/notice/comment/101';
    serveFakeApi(answerFrom({
      ...base,
      [VIEW]: createPostView({ comments: range(1, 50), commentCount: 120 }),
      [`${COMMENTS}?page=2&size=50`]: { items: range(51, 100), total: 120, page: 2, size: 50 },
      [`${COMMENTS}?page=3&size=50`]: { items: range(101, 120), total: 120, page: 3, size: 50 },
    }));
    renderLeague('/league/gangseo/board/notice/view/101');

    const comments = await screen.findByRole('region', { name: '댓글' });
    expect(within(comments).getByText('댓글 120개')).toBeInTheDocument();
    expect(within(comments).getAllByRole('listitem')).toHaveLength(50);
    await user.click(within(comments).getByRole('button', { name: '댓글 더 보기 (70개 남음)' }));
    expect(await within(comments).findByText('댓글 100')).toBeInTheDocument();
    expect(within(comments).getAllByRole('listitem')).toHaveLength(100);
    await user.click(within(comments).getByRole('button', { name: '댓글 더 보기 (20개 남음)' }));
    expect(await within(comments).findByText('댓글 120')).toBeInTheDocument();
    expect(within(comments).getAllByRole('listitem')).toHaveLength(120);
    expect(within(comments).queryByRole('button', { name: /댓글 더 보기/ })).not.toBeInTheDocument();
  });

  it('says in Korean when the member may not read the post or it does not exist', async () => {
    serveFakeApi(answerFrom({
      ...base,
      [VIEW]: fail(403, '이 게시판의 글을 볼 권한이 없습니다.'),
      '/api/league/board/gangseo/notice/view/102': fail(404, '게시글을 찾을 수 없습니다.'),
    }));
    const { unmount } = renderLeague('/league/gangseo/board/notice/view/101');
    expect(await screen.findByText('이 게시판의 글을 볼 권한이 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('권한이 없습니다')).toBeInTheDocument();
    unmount();

    renderLeague('/league/gangseo/board/notice/view/102');
    expect(await screen.findByText('게시글을 찾을 수 없습니다.')).toBeInTheDocument();
  });

  it('keeps the write route behind login', async () => {
    serveFakeApi(answerFrom(base));
    renderLeague('/league/gangseo/board/notice/write');
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
  });
});
