import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useSession } from '@dugout/auth';
import { BoardPermission } from '@dugout/contracts';
import { EmptyState, ErrorPanel, Skeleton } from '@dugout/ui';
import { PageTitle } from '../../../shared/components/page-title';
import { useLoginRequired } from '../../../shared/hooks/use-login-required';
import { useLeague } from '../../../shared/league/league-context';
import { createPost } from '../api/create-post';
import { useBoard } from '../api/get-board';
import { useBoardRights } from '../api/get-board-rights';
import { usePostView } from '../api/get-post-view';
import { updatePost } from '../api/update-post';
import { BoardError } from './board-error';
import { PostForm } from './post-form';
import './boards.css';

export const NO_WRITE_RIGHT = '이 게시판에 글을 쓸 권한이 없습니다. 리그 홈으로 이동합니다.';
/** How long the refusal stays on screen before the visitor is sent to the league page (spec section 8). */
const REDIRECT_DELAY_MS = 2000;

/** Spec section 8: a board role failure sends the member to the league page, after saying why. */
function NoWriteRight() {
  const { paths } = useLeague();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.home, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, paths.home]);
  return (
    <div className="lp-board-denied">
      <ErrorPanel title="권한이 없습니다" message={NO_WRITE_RIGHT} />
      <Link to={paths.home} replace>
        리그 홈으로
      </Link>
    </div>
  );
}

function BoardWrite({ label, postId, userId }: { label: string; postId: number | null; userId: number }) {
  const { path, paths } = useLeague();
  const navigate = useNavigate();
  const board = useBoard(path, label);
  const rights = useBoardRights(path, label, userId);
  const post = usePostView(path, label, postId);
  const editing = postId !== null;
  const back = () => navigate(-1);

  if (board.error && !board.data) return <BoardError error={board.error} onRetry={() => void board.mutate()} />;
  if (rights.error && !rights.data) return <NoWriteRight />;
  if (editing && post.error && !post.data) return <BoardError error={post.error} onRetry={() => void post.mutate()} />;
  if (!board.data || !rights.data || (editing && !post.data)) return <Skeleton lines={10} />;
  if (!rights.data.write) return <NoWriteRight />;

  const view = post.data;
  if (editing && view && view.userId !== userId) {
    return (
      <div className="lp-board-denied">
        <ErrorPanel title="수정할 수 없습니다" message="자신이 쓴 글만 수정할 수 있습니다." />
        <Link to={paths.boardPost(label, view.postId)}>글로 돌아가기</Link>
      </div>
    );
  }

  const save = async (body: FormData) => {
    const saved = editing && postId !== null ? await updatePost(path, label, postId, body) : await createPost(path, label, body);
    const savedId = saved?.postId ?? postId;
    // The post view is read again: it counts a view and shows the sanitized HTML the server kept.
    if (savedId) navigate(paths.boardPost(label, savedId), { replace: true });
    else navigate(paths.boardHome(label), { replace: true });
  };

  return (
    <PostForm
      board={board.data}
      canNotice={rights.data.level === BoardPermission.LeagueManager}
      initial={view ? { title: view.title, contentHtml: view.contentHtml, isNotice: view.isNotice, attachments: view.attachments } : undefined}
      submitLabel={editing ? '수정' : '등록'}
      onSubmit={save}
      onCancel={back}
    />
  );
}

/** board/{label}/write/{wrId?}: a new post, or the author's edit of post wrId (login required). */
export default function BoardWritePage() {
  const allowed = useLoginRequired();
  const session = useSession();
  const { label = '', wrId } = useParams();
  const { base } = useLeague();
  if (!allowed || !session) return null;
  const boardName = base.boards.find((board) => board.boardLabel === label)?.boardName ?? '커뮤니티';
  const validId = wrId === undefined || /^[1-9]\d*$/.test(wrId);
  return (
    <div className="dg-container lp-page lp-board">
      <p className="lp-board__crumb">{boardName}</p>
      <PageTitle title={wrId ? '글 수정' : '글쓰기'} />
      {validId ? (
        <BoardWrite key={`${label}-${wrId ?? 'new'}`} label={label} postId={wrId ? Number(wrId) : null} userId={session.userId} />
      ) : (
        <EmptyState message="게시글 주소가 올바르지 않습니다." />
      )}
    </div>
  );
}
