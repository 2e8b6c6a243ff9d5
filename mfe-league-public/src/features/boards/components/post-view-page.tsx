import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isApiError, NETWORK_ERROR_STATUS, useSession } from '@dugout/auth';
import { BoardPermission, formatDateTime, type PostAttachment, type PostComment } from '@dugout/contracts';
import { Button, buttonClassName, EmptyState, FormAlert, Skeleton, useConfirm } from '@dugout/ui';
import { useLeague } from '../../../shared/league/league-context';
import { createComment } from '../api/create-comment';
import { deleteComment } from '../api/delete-comment';
import { deletePost } from '../api/delete-post';
import { attachmentPath, downloadAttachment, filesNeedToken } from '../api/get-attachment';
import { useBoard } from '../api/get-board';
import { useBoardRights } from '../api/get-board-rights';
import { usePostView } from '../api/get-post-view';
import { useAuthorizedObjectUrl } from '../hooks/use-authorized-object-url';
import { useCommentPages } from '../hooks/use-comment-pages';
import { BoardError } from './board-error';
import { CommentForm } from './comment-form';
import { PostContent } from './post-content';
import './boards.css';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)}MB` : `${Math.max(1, Math.round(bytes / 1024))}KB`;

const failureText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** How the post's files are reached: their API address, and whether it needs the token (not a public board). */
interface FileAccess {
  hrefOf: (file: PostAttachment) => string;
  needsToken: boolean;
}

const downloadFailure = (error: unknown) =>
  isApiError(error) && error.status !== NETWORK_ERROR_STATUS && error.message
    ? `파일을 내려받을 수 없습니다. ${error.message}`
    : '파일을 내려받을 수 없습니다.';

/**
 * The attachments; with the board's download setting each links to the file route. On a board not
 * for everyone a link would go without the token, so a button fetches the file and saves it instead.
 */
function Attachments({ items, access }: { items: PostAttachment[]; access: FileAccess | null }) {
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (items.length === 0) return null;

  const download = async (file: PostAttachment, href: string) => {
    setError(null);
    setBusyId(file.attachmentId);
    try {
      await downloadAttachment(href, file.originalName);
    } catch (failure) {
      setError(downloadFailure(failure));
    } finally {
      setBusyId(null);
    }
  };

  const nameOf = (file: PostAttachment) => {
    if (!access) return file.originalName;
    const href = access.hrefOf(file);
    if (!access.needsToken) {
      return (
        <a href={href} download={file.originalName}>
          {file.originalName}
        </a>
      );
    }
    return (
      <button
        type="button"
        className="lp-post__file-button"
        disabled={busyId === file.attachmentId}
        aria-busy={busyId === file.attachmentId}
        onClick={() => void download(file, href)}
      >
        {file.originalName}
      </button>
    );
  };

  return (
    <section className="lp-post__files" aria-label="첨부 파일">
      <h3>첨부 파일 {items.length}개</h3>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <ul>
        {items.map((file) => (
          <li key={file.attachmentId}>
            {nameOf(file)} <span className="lp-post__file-size">({sizeText(file.size)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AttachedImage({ file, access }: { file: PostAttachment; access: FileAccess }) {
  const image = useAuthorizedObjectUrl(access.hrefOf(file), access.needsToken);
  if (image.failed) return <p className="lp-post__image-failed">이미지를 불러올 수 없습니다: {file.originalName}</p>;
  if (!image.src) return <span className="lp-post__image-loading" role="img" aria-label={`${file.originalName} 불러오는 중`} />;
  return <img src={image.src} alt={file.originalName} loading="lazy" />;
}

/** Image attachments shown under the content (only when the board lets its files be fetched). */
function AttachedImages({ items, access }: { items: PostAttachment[]; access: FileAccess }) {
  const images = items.filter((file) => file.isImage);
  if (images.length === 0) return null;
  return (
    <div className="lp-post__images">
      {images.map((file) => (
        <AttachedImage key={file.attachmentId} file={file} access={access} />
      ))}
    </div>
  );
}

interface CommentsProps {
  items: PostComment[];
  total: number;
  canDelete: (comment: PostComment) => boolean;
  onDelete: (comment: PostComment) => void;
}

function Comments({ items, total, canDelete, onDelete }: CommentsProps) {
  return (
    <>
      <h3>댓글 {total}개</h3>
      {items.length === 0 ? (
        <p className="lp-post__no-comments">등록된 댓글이 없습니다.</p>
      ) : (
        <ul>
          {items.map((comment) => (
            <li key={comment.commentId}>
              <p className="lp-post__comment-meta">
                <strong>{comment.userName}</strong> <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
                {canDelete(comment) ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="lp-post__comment-delete"
                    aria-label={`${comment.userName}님의 댓글 삭제`}
                    onClick={() => onDelete(comment)}
                  >
                    삭제
                  </Button>
                ) : null}
              </p>
              {/* Comments are plain text: React escapes them. */}
              <p className="lp-post__comment-text">{comment.content}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A post: title, writer, time (Korean time), content, attachments and comments, with the author's and managers' actions. */
export default function PostViewPage() {
  const { label = '', wrId } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { path, paths, base } = useLeague();
  const session = useSession();
  const userId = session?.userId ?? null;
  const postId = wrId && /^[1-9]\d*$/.test(wrId) ? Number(wrId) : null;
  const post = usePostView(path, label, postId);
  const board = useBoard(path, label);
  const rights = useBoardRights(path, label, userId);
  const { confirm, confirmDialog } = useConfirm();
  const [actionError, setActionError] = useState<string | null>(null);
  const boardName = board.data?.boardName ?? base.boards.find((item) => item.boardLabel === label)?.boardName ?? '커뮤니티';
  const listHref = `${paths.boardHome(label)}${search.toString() ? `?${search.toString()}` : ''}`;
  const isManager = rights.data?.level === BoardPermission.LeagueManager;
  const comments = useCommentPages(path, label, postId, post.data?.comments, post.data?.commentCount);

  const removePost = async () => {
    if (postId === null) return;
    if (!(await confirm('게시글을 삭제하시겠습니까?', { danger: true, confirmLabel: '삭제' }))) return;
    setActionError(null);
    try {
      await deletePost(path, label, postId);
      navigate(listHref, { replace: true });
    } catch (error) {
      setActionError(failureText(error, '게시글을 삭제하지 못했습니다.'));
    }
  };

  const removeComment = async (comment: PostComment) => {
    if (!(await confirm('댓글을 삭제하시겠습니까?', { danger: true, confirmLabel: '삭제' }))) return;
    setActionError(null);
    try {
      await deleteComment(path, label, comment.commentId);
      await comments.reload((await post.mutate())?.commentCount);
    } catch (error) {
      setActionError(failureText(error, '댓글을 삭제하지 못했습니다.'));
    }
  };

  const addComment = async (content: string) => {
    if (postId === null) return;
    await createComment(path, label, postId, { content });
    await comments.reload((await post.mutate())?.commentCount);
  };

  let body;
  if (postId === null) body = <EmptyState message="게시글 주소가 올바르지 않습니다." />;
  else if (post.error && !post.data) body = <BoardError error={post.error} onRetry={() => void post.mutate()} />;
  else if (!post.data) body = <Skeleton lines={10} />;
  else {
    const view = post.data;
    const isAuthor = userId !== null && view.userId === userId;
    const files: FileAccess | null = board.data?.useFileDownload
      ? { hrefOf: (file) => attachmentPath(path, label, file.attachmentId), needsToken: filesNeedToken(board.data) }
      : null;
    body = (
      <article className="lp-post" aria-labelledby="lp-post-title">
        <header className="lp-post__head">
          <h2 id="lp-post-title">
            {view.isNotice ? <span className="lp-badge">공지</span> : null}
            {view.title}
          </h2>
          <p className="lp-post__meta">
            <span>{view.userName}</span>
            <time dateTime={view.createdAt}>{formatDateTime(view.createdAt)}</time>
            <span>조회 {view.viewCount}</span>
          </p>
          {isAuthor || isManager ? (
            <p className="lp-post__tools">
              {isAuthor ? (
                <Link className={buttonClassName('secondary', 'sm')} to={paths.boardWrite(label, view.postId)}>
                  수정
                </Link>
              ) : null}
              <Button variant="danger" size="sm" onClick={() => void removePost()}>
                삭제
              </Button>
            </p>
          ) : null}
        </header>
        {actionError ? <FormAlert>{actionError}</FormAlert> : null}
        <PostContent html={view.contentHtml} />
        {files ? <AttachedImages items={view.attachments} access={files} /> : null}
        <Attachments items={view.attachments} access={files} />
        <section className="lp-post__comments" aria-label="댓글">
          <Comments
            items={comments.items}
            total={comments.total}
            canDelete={(comment) => isManager || (userId !== null && comment.userId === userId)}
            onDelete={(comment) => void removeComment(comment)}
          />
          {comments.error ? <FormAlert>{comments.error}</FormAlert> : null}
          {comments.hasMore ? (
            <p className="lp-post__more-comments">
              <Button variant="secondary" size="sm" disabled={comments.loading} onClick={() => void comments.loadMore()}>
                {comments.loading ? '불러오는 중…' : `댓글 더 보기 (${comments.total - comments.items.length}개 남음)`}
              </Button>
            </p>
          ) : null}
          {rights.data?.comment ? <CommentForm onSubmit={addComment} /> : null}
        </section>
      </article>
    );
  }

  return (
    <div className="dg-container lp-page lp-board">
      <p className="lp-board__crumb">{boardName}</p>
      {body}
      <p className="lp-board__actions">
        <Link to={listHref}>목록으로</Link>
      </p>
      {confirmDialog}
    </div>
  );
}
