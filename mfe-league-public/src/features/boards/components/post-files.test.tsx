import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import type { PostAttachment } from '@dugout/contracts';
import {
  answerFrom,
  createBoard,
  createLeague,
  createLeagueBase,
  createPostList,
  createPostListItem,
  createPostView,
  createSession,
  fail,
  serveFakeApi,
  type ApiCall,
} from '@dugout/testing';
import { renderLeague } from '../../../testing/render-league';

const base = {
  '/api/league/base/gangseo': createLeagueBase(),
  '/api/league/season/3/league': [createLeague()],
};
const BOARD = '/api/league/board/gangseo/label/notice';
const VIEW = '/api/league/board/gangseo/notice/view/101';
const PDF = '/api/league/board/gangseo/notice/file/1';
const PHOTO = '/api/league/board/gangseo/notice/file/2';
const member = { level: 4, list: true, view: true, write: true, comment: true };
const membersOnly = { list: 4 as const, view: 4 as const, write: 4 as const, comment: 4 as const };

const attachments: PostAttachment[] = [
  { attachmentId: 1, originalName: '대진표 (최종).pdf', size: 204800, mime: 'application/pdf', isImage: false, hasThumbnail: false },
  { attachmentId: 2, originalName: '단체 사진.jpg', size: 512000, mime: 'image/jpeg', isImage: true, hasThumbnail: true },
];

/**
 * The shared fake API, with some addresses answering a file: the fake's responses read as text
 * only, so those get the blob() a real file response has.
 */
function serveApiWithFiles(routes: Record<string, unknown>, files: Record<string, Blob>): ApiCall[] {
  const calls = serveFakeApi((call) => (call.url in files ? { status: 200, body: undefined } : answerFrom(routes)(call)));
  const apiFetch = globalThis.fetch;
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    const response = await apiFetch(url, init);
    return url in files ? Object.assign(response, { blob: async () => files[url] }) : response;
  }) as typeof fetch;
  return calls;
}

let objectUrls: Map<string, Blob>;
let revoked: string[];
const createObjectURL = URL.createObjectURL;
const revokeObjectURL = URL.revokeObjectURL;

beforeEach(() => {
  sessionStorage.clear();
  useAuthStore.getState().login(createSession({ userId: 12, accessToken: 'access-1' }));
  // jsdom has no object URLs: number them and remember what was revoked.
  objectUrls = new Map();
  revoked = [];
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:http://localhost/${objectUrls.size + 1}`;
    objectUrls.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    revoked.push(url);
  };
});

afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  jest.restoreAllMocks();
});

const fileCalls = (calls: ApiCall[]) => calls.filter((call) => call.url.includes('/file/') || call.url.includes('/thumbnail/'));

describe('files of a public board', () => {
  it('stay plain links and images, fetched by the browser itself', async () => {
    const calls = serveApiWithFiles(
      { ...base, [BOARD]: createBoard(), [VIEW]: createPostView({ attachments }), '/api/league/board/gangseo/notice/user/12': member },
      {},
    );
    renderLeague('/league/gangseo/board/notice/view/101');

    const files = await screen.findByRole('region', { name: '첨부 파일' });
    const link = await within(files).findByRole('link', { name: '대진표 (최종).pdf' });
    expect(link).toHaveAttribute('href', PDF);
    expect(link).toHaveAttribute('download', '대진표 (최종).pdf');
    expect(screen.getByRole('img', { name: '단체 사진.jpg' })).toHaveAttribute('src', PHOTO);
    expect(within(files).queryByRole('button')).not.toBeInTheDocument();
    expect(fileCalls(calls)).toEqual([]);
    expect(objectUrls.size).toBe(0);
  });
});

describe('files of a members-only board', () => {
  const routes = {
    ...base,
    [BOARD]: createBoard({ roles: membersOnly }),
    [VIEW]: createPostView({ attachments }),
    '/api/league/board/gangseo/notice/user/12': member,
  };

  it('downloads through fetch with the token and saves the file under its original name', async () => {
    const user = userEvent.setup();
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    const calls = serveApiWithFiles(routes, { [PDF]: pdf, [PHOTO]: new Blob(['jpg'], { type: 'image/jpeg' }) });
    const saved: { href: string; download: string; inPage: boolean }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download, inPage: document.body.contains(this) });
    });
    renderLeague('/league/gangseo/board/notice/view/101');

    const files = await screen.findByRole('region', { name: '첨부 파일' });
    // No link: it would go without the token.
    expect(within(files).queryByRole('link')).not.toBeInTheDocument();
    await user.click(await within(files).findByRole('button', { name: '대진표 (최종).pdf' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const download = calls.find((call) => call.url === PDF);
    expect(download).toMatchObject({ method: 'GET', authorization: 'Bearer access-1' });
    const [{ href, download: name, inPage }] = saved;
    expect(name).toBe('대진표 (최종).pdf');
    expect(inPage).toBe(true);
    expect(objectUrls.get(href)).toBe(pdf);
    // The temporary link is gone and its address is let go soon after the click.
    expect(document.querySelector(`a[href="${href}"]`)).toBeNull();
    await waitFor(() => expect(revoked).toContain(href));
  });

  it('says in Korean when the file cannot be downloaded', async () => {
    const user = userEvent.setup();
    serveApiWithFiles({ ...routes, [PDF]: fail(403, '이 게시판의 글을 볼 권한이 없습니다.') }, { [PHOTO]: new Blob(['jpg']) });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderLeague('/league/gangseo/board/notice/view/101');

    const files = await screen.findByRole('region', { name: '첨부 파일' });
    await user.click(await within(files).findByRole('button', { name: '대진표 (최종).pdf' }));
    expect(await within(files).findByText('파일을 내려받을 수 없습니다. 이 게시판의 글을 볼 권한이 없습니다.')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
    expect(within(files).getByRole('button', { name: '대진표 (최종).pdf' })).toBeEnabled();
  });

  it('shows the images from object URLs fetched with the token, and lets them go on leaving', async () => {
    const photo = new Blob(['jpg'], { type: 'image/jpeg' });
    const calls = serveApiWithFiles(routes, { [PHOTO]: photo });
    const { unmount } = renderLeague('/league/gangseo/board/notice/view/101');

    const image = await screen.findByRole('img', { name: '단체 사진.jpg' });
    const src = image.getAttribute('src') ?? '';
    expect(src).toMatch(/^blob:/);
    expect(objectUrls.get(src)).toBe(photo);
    const fetched = calls.filter((call) => call.url === PHOTO);
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.every((call) => call.authorization === 'Bearer access-1')).toBe(true);
    // Only the image is fetched ahead; the PDF waits for its button.
    expect(calls.some((call) => call.url === PDF)).toBe(false);

    unmount();
    expect(revoked).toContain(src);
  });

  it('says in Korean when an image cannot be loaded', async () => {
    serveApiWithFiles({ ...routes, [PHOTO]: fail(401, '로그인이 필요합니다.') }, {});
    renderLeague('/league/gangseo/board/notice/view/101');
    expect(await screen.findByText('이미지를 불러올 수 없습니다: 단체 사진.jpg')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '단체 사진.jpg' })).not.toBeInTheDocument();
  });
});

describe('gallery thumbnails', () => {
  const LIST = '/api/league/board/gangseo/gallery/list?page=1';
  const THUMB = '/api/league/board/gangseo/2/thumbnail/7';
  const gallery = (roles = createBoard().roles) =>
    createPostList({
      board: createBoard({ boardId: 2, boardLabel: 'gallery', boardName: '갤러리', boardType: 2, roles }),
      items: [
        createPostListItem({ postId: 7, boardId: 2, title: '개막전 단체 사진', thumbnailId: 70 }),
        createPostListItem({ postId: 6, boardId: 2, title: '사진 없는 글', thumbnailId: null }),
      ],
      total: 2,
    });

  it('on a public board are plain addresses', async () => {
    const calls = serveApiWithFiles({ ...base, [LIST]: gallery() }, {});
    renderLeague('/league/gangseo/board/gallery');
    const [first] = within(await screen.findByRole('list', { name: '갤러리 목록' })).getAllByRole('listitem');
    expect(first.querySelector('img')).toHaveAttribute('src', THUMB);
    expect(fileCalls(calls)).toEqual([]);
  });

  it('on a members-only board are object URLs fetched with the token', async () => {
    const thumb = new Blob(['jpg'], { type: 'image/jpeg' });
    const calls = serveApiWithFiles({ ...base, [LIST]: gallery(membersOnly) }, { [THUMB]: thumb });
    const { unmount } = renderLeague('/league/gangseo/board/gallery');
    const [first, second] = within(await screen.findByRole('list', { name: '갤러리 목록' })).getAllByRole('listitem');

    await waitFor(() => expect(first.querySelector('img')).not.toBeNull());
    const src = first.querySelector('img')?.getAttribute('src') ?? '';
    expect(objectUrls.get(src)).toBe(thumb);
    // Asked only for the post with an image, always with the token.
    expect(new Set(fileCalls(calls).map((call) => call.url))).toEqual(new Set([THUMB]));
    expect(fileCalls(calls).every((call) => call.authorization === 'Bearer access-1')).toBe(true);
    expect(within(second).getByRole('img', { name: '사진 없음' })).toBeInTheDocument();

    unmount();
    expect(revoked).toContain(src);
  });
});
