import { Link, useParams, useSearchParams } from 'react-router-dom';
import { formatDateTime, type PostAttachment, type PostComment } from '@dugout/contracts';
import { EmptyState, Skeleton } from '@dugout/ui';
import { useLeague } from '../../../shared/league/league-context';
import { usePostView } from '../api/get-post-view';
import { BoardError } from './board-error';
import { PostContent } from './post-content';
import './boards.css';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)}MB` : `${Math.max(1, Math.round(bytes / 1024))}KB`;

function Attachments({ items }: { items: PostAttachment[] }) {
  if (items.length === 0) return null;
  return (
    <section className="lp-post__files" aria-label="첨부 파일">
      <h3>첨부 파일 {items.length}개</h3>
      <ul>
        {items.map((file) => (
          <li key={file.attachmentId}>
            {file.originalName} <span className="lp-post__file-size">({sizeText(file.size)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Comments({ items }: { items: PostComment[] }) {
  return (
    <section className="lp-post__comments" aria-label="댓글">
      <h3>댓글 {items.length}개</h3>
      {items.length === 0 ? (
        <p className="lp-post__no-comments">등록된 댓글이 없습니다.</p>
      ) : (
        <ul>
          {items.map((comment) => (
            <li key={comment.commentId}>
              <p className="lp-post__comment-meta">
                <strong>{comment.userName}</strong> <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
              </p>
              {/* Comments are plain text: React escapes them. */}
              <p className="lp-post__comment-text">{comment.content}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A post: title, writer, time (Korean time), content, attachments and comments. */
export default function PostViewPage() {
  const { label = '', wrId } = useParams();
  const [search] = useSearchParams();
  const { path, paths, base } = useLeague();
  const postId = wrId && /^[1-9]\d*$/.test(wrId) ? Number(wrId) : null;
  const post = usePostView(path, label, postId);
  const boardName = base.boards.find((board) => board.boardLabel === label)?.boardName ?? '커뮤니티';
  const listHref = `${paths.boardHome(label)}${search.toString() ? `?${search.toString()}` : ''}`;

  let body;
  if (postId === null) body = <EmptyState message="게시글 주소가 올바르지 않습니다." />;
  else if (post.error && !post.data) body = <BoardError error={post.error} onRetry={() => void post.mutate()} />;
  else if (!post.data) body = <Skeleton lines={10} />;
  else {
    const view = post.data;
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
        </header>
        <PostContent html={view.contentHtml} />
        <Attachments items={view.attachments} />
        <Comments items={view.comments} />
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
    </div>
  );
}
