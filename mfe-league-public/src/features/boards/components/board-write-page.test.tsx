import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import { answerFrom, type ApiCall, createBoard, createLeague, createLeagueBase, createPostComment, createPostView, createSession, fail, ok, serveFakeApi, stubEditorLayout } from '@dugout/testing';
import { renderLeague } from '../../../testing/render-league';

beforeAll(stubEditorLayout);

/** Types into the editor the way the browser reports it: a DOM change that ProseMirror reads back. */
async function writeContent(html: string) {
  const editor = await screen.findByRole('textbox', { name: '내용' });
  editor.innerHTML = html;
  await waitFor(() => expect(editor.innerHTML).toContain(html.replace(/<\/?[a-z0-9]+>/g, '').slice(0, 3)));
}

const base = {
  '/api/league/base/gangseo': createLeagueBase(),
  '/api/league/season/3/league': [createLeague()],
};
const BOARD = '/api/league/board/gangseo/label/notice';
const RIGHTS = '/api/league/board/gangseo/notice/user/12';
const member = { level: 4, list: true, view: true, write: true, comment: true };
const manager = { ...member, level: 9 };
/** Files go only on boards that league managers alone write on (spec section 5). */
const managersBoard = () => createBoard({ roles: { list: 1, view: 1, write: 9, comment: 4 }, maxFileCount: 2 });

beforeEach(() => {
  sessionStorage.clear();
  useAuthStore.getState().login(createSession({ userId: 12 }));
});

const formBody = (call: ApiCall) => call.body as FormData;

describe('writing a post', () => {
  it('says in Korean what is missing before anything is sent', async () => {
    const user = userEvent.setup();
    const calls = serveFakeApi(answerFrom({ ...base, [BOARD]: createBoard(), [RIGHTS]: member }));
    renderLeague('/league/gangseo/board/notice/write');

    await user.click(await screen.findByRole('button', { name: '등록' }));
    expect(await screen.findByText('제목을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('내용을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '제목' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends title, content and files as multipart and opens the saved post', async () => {
    const user = userEvent.setup();
    const calls = serveFakeApi((call) => {
      if (call.method === 'POST' && call.url === '/api/league/board/gangseo/notice') return ok({ postId: 77 });
      return answerFrom({
        ...base,
        [BOARD]: managersBoard(),
        [RIGHTS]: manager,
        '/api/league/board/gangseo/notice/view/77': createPostView({ postId: 77, title: '주말 경기 안내' }),
      })(call);
    });
    renderLeague('/league/gangseo/board/notice/write');

    await user.type(await screen.findByRole('textbox', { name: '제목' }), '주말 경기 안내');
    await writeContent('<h2>토요일 9시</h2>');
    const file = new File(['대진'], '대진표.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/새 파일/), file);
    expect(screen.getByText('대진표.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '등록' }));

    expect(await screen.findByRole('heading', { level: 2, name: '주말 경기 안내' })).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST')!;
    const body = formBody(sent);
    expect(sent.contentType).toBeUndefined(); // the browser writes the multipart boundary
    expect(body.get('title')).toBe('주말 경기 안내');
    // The editor keeps an empty paragraph after a block to go on typing.
    expect(body.get('content')).toMatch(/^<h2>토요일 9시<\/h2>(<p><\/p>)?$/);
    expect(body.get('isNotice')).toBe('false');
    expect((body.getAll('files')[0] as File).name).toBe('대진표.pdf');
  });

  it('offers a member neither files nor the notice pin on a board members write on, whatever its upload setting', async () => {
    serveFakeApi(answerFrom({ ...base, [BOARD]: createBoard({ useFileUpload: true }), [RIGHTS]: member }));
    renderLeague('/league/gangseo/board/notice/write');

    expect(await screen.findByRole('textbox', { name: '제목' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /공지로 등록/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/새 파일/)).not.toBeInTheDocument();
  });

  it('lets a league manager pin the post as a notice', async () => {
    const user = userEvent.setup();
    const calls = serveFakeApi((call) =>
      call.method === 'POST'
        ? fail(400, '입력한 내용을 다시 확인해 주세요.', { title: '제목은 100자 이하로 입력해 주세요.' })
        : answerFrom({ ...base, [BOARD]: createBoard(), [RIGHTS]: manager })(call),
    );
    renderLeague('/league/gangseo/board/notice/write');

    await user.type(await screen.findByRole('textbox', { name: '제목' }), '개막 공지');
    await writeContent('<p><strong>3월 1일</strong> 개막</p>');
    await user.click(screen.getByRole('checkbox', { name: /공지로 등록/ }));
    await user.click(screen.getByRole('button', { name: '등록' }));

    // The server's field error lands on the field.
    expect(await screen.findByText('제목은 100자 이하로 입력해 주세요.')).toBeInTheDocument();
    expect(formBody(calls.find((call) => call.method === 'POST')!).get('isNotice')).toBe('true');
  });

  it('keeps the new files within the board count, counting the attachments kept', async () => {
    const user = userEvent.setup();
    const attachments = [
      { attachmentId: 5, originalName: '기존1.pdf', size: 1000, mime: 'application/pdf', isImage: false, hasThumbnail: false },
      { attachmentId: 6, originalName: '기존2.pdf', size: 1000, mime: 'application/pdf', isImage: false, hasThumbnail: false },
    ];
    const calls = serveFakeApi((call) =>
      call.method === 'PATCH'
        ? ok({ postId: 101 })
        : answerFrom({
            ...base,
            [BOARD]: managersBoard(),
            [RIGHTS]: manager,
            '/api/league/board/gangseo/notice/view/101': createPostView({ userId: 12, attachments }),
          })(call),
    );
    renderLeague('/league/gangseo/board/notice/write/101');

    expect(await screen.findByRole('textbox', { name: '제목' })).toHaveValue('개막전 안내');
    // Two kept of two: no room until one is marked for removal.
    expect(screen.getByLabelText(/새 파일/)).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '기존1.pdf 삭제' }));
    expect(screen.getByLabelText(/새 파일 \(1개 더/)).toBeEnabled();
    await user.upload(screen.getByLabelText(/새 파일/), [
      new File(['x'], '하나.pdf', { type: 'application/pdf' }),
      new File(['y'], '둘.pdf', { type: 'application/pdf' }),
    ]);
    await user.click(screen.getByRole('button', { name: '수정' }));
    expect(await screen.findByText('첨부 파일은 최대 2개까지 올릴 수 있습니다.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.upload(screen.getByLabelText(/새 파일/), new File(['x'], '새 파일.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: '수정' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const body = formBody(calls.find((call) => call.method === 'PATCH')!);
    expect(call(body)).toEqual({ title: '개막전 안내', removeAttachments: '5', files: ['새 파일.pdf'] });
  });

  it('lets only the author edit', async () => {
    serveFakeApi(answerFrom({
      ...base,
      [BOARD]: createBoard(),
      [RIGHTS]: member,
      '/api/league/board/gangseo/notice/view/101': createPostView({ userId: 99 }),
    }));
    renderLeague('/league/gangseo/board/notice/write/101');
    expect(await screen.findByText('자신이 쓴 글만 수정할 수 있습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '글로 돌아가기' })).toHaveAttribute('href', '/league/gangseo/board/notice/view/101');
  });

  it('sends a member without the write right to the league page, saying why', async () => {
    serveFakeApi(answerFrom({ ...base, [BOARD]: createBoard(), [RIGHTS]: { ...member, write: false } }));
    renderLeague('/league/gangseo/board/notice/write');
    expect(await screen.findByText(/이 게시판에 글을 쓸 권한이 없습니다/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '리그 홈으로' })).toHaveAttribute('href', '/league/gangseo');
  });
});

const call = (body: FormData) => ({
  title: body.get('title'),
  removeAttachments: body.get('removeAttachments'),
  files: body.getAll('files').map((file) => (file as File).name),
});

describe('post view actions', () => {
  const VIEW = '/api/league/board/gangseo/notice/view/101';

  it('lets the author delete the post after confirming, then goes back to the list', async () => {
    const user = userEvent.setup();
    const calls = serveFakeApi((request) =>
      request.method === 'DELETE'
        ? ok(null)
        : answerFrom({
            ...base,
            [VIEW]: createPostView({ userId: 12 }),
            [BOARD]: createBoard(),
            [RIGHTS]: member,
            '/api/league/board/gangseo/notice/list?page=1': { board: createBoard(), items: [], total: 0, page: 1, pageSize: 15 },
          })(request),
    );
    renderLeague('/league/gangseo/board/notice/view/101');

    expect(await screen.findByRole('link', { name: '수정' })).toHaveAttribute('href', '/league/gangseo/board/notice/write/101');
    await user.click(screen.getByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('게시글을 삭제하시겠습니까?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(calls.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: '삭제' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('등록된 게시글이 없습니다.')).toBeInTheDocument();
    expect(calls.find((request) => request.method === 'DELETE')?.url).toBe('/api/league/board/gangseo/notice/101');
  });

  it('shows no edit or delete to another member, and attachments as download links and images', async () => {
    serveFakeApi(answerFrom({
      ...base,
      [VIEW]: createPostView({
        userId: 99,
        attachments: [
          { attachmentId: 7, originalName: '경기장.jpg', size: 2048, mime: 'image/jpeg', isImage: true, hasThumbnail: true },
          { attachmentId: 8, originalName: '대진표.pdf', size: 4096, mime: 'application/pdf', isImage: false, hasThumbnail: false },
        ],
      }),
      [BOARD]: createBoard(),
      [RIGHTS]: member,
    }));
    renderLeague('/league/gangseo/board/notice/view/101');

    expect(await screen.findByRole('link', { name: '대진표.pdf' })).toHaveAttribute('href', '/api/league/board/gangseo/notice/file/8');
    expect(screen.getByRole('img', { name: '경기장.jpg' })).toHaveAttribute('src', '/api/league/board/gangseo/notice/file/7');
    expect(screen.queryByRole('link', { name: '수정' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '삭제' })).not.toBeInTheDocument();
  });

  it('checks a comment, posts it and shows the refreshed list; a league manager may delete any comment', async () => {
    const user = userEvent.setup();
    let comments = [createPostComment({ commentId: 1, userId: 99, content: '참가합니다!' })];
    const calls = serveFakeApi((request) => {
      if (request.method === 'POST') {
        comments = [...comments, createPostComment({ commentId: 2, userId: 12, userName: '김감독', content: (request.body as { content: string }).content })];
        return ok({ commentId: 2 });
      }
      if (request.method === 'DELETE') {
        comments = comments.filter((comment) => comment.commentId !== 1);
        return ok(null);
      }
      return answerFrom({ ...base, [VIEW]: createPostView({ userId: 99, comments }), [BOARD]: createBoard(), [RIGHTS]: manager })(request);
    });
    renderLeague('/league/gangseo/board/notice/view/101');

    const form = await screen.findByRole('form', { name: '댓글 쓰기' });
    await user.click(within(form).getByRole('button', { name: '댓글 등록' }));
    expect(await within(form).findByText('내용을 입력해 주세요.')).toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: '댓글' }), '  저도 갑니다  ');
    await user.click(within(form).getByRole('button', { name: '댓글 등록' }));
    expect(await screen.findByText('저도 갑니다')).toBeInTheDocument();
    expect(calls.find((request) => request.method === 'POST')?.body).toEqual({ content: '저도 갑니다' });
    expect(within(form).getByRole('textbox', { name: '댓글' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: '이영희님의 댓글 삭제' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('댓글을 삭제하시겠습니까?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(screen.queryByText('참가합니다!')).not.toBeInTheDocument());
    expect(calls.find((request) => request.method === 'DELETE')?.url).toBe('/api/league/board/gangseo/notice/comment/1');
  });

  it('shows no comment form without the comment right', async () => {
    serveFakeApi(answerFrom({ ...base, [VIEW]: createPostView(), [BOARD]: createBoard(), [RIGHTS]: { ...member, comment: false } }));
    renderLeague('/league/gangseo/board/notice/view/101');
    await screen.findByRole('article');
    await waitFor(() => expect(screen.queryByRole('form', { name: '댓글 쓰기' })).not.toBeInTheDocument());
  });
});
