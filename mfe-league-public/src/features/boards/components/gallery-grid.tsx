import { Link } from 'react-router-dom';
import { formatDate, type PostListItem } from '@dugout/contracts';
import { PostThumbnail, postThumbnailUrl } from '../../../shared/components/post-thumbnail';
import { useAuthorizedObjectUrl } from '../hooks/use-authorized-object-url';

export interface GalleryGridProps {
  path: string;
  items: PostListItem[];
  postHref: (postId: number) => string;
  /** The board is not for everyone: thumbnails are fetched with the token (see filesNeedToken). */
  needsToken?: boolean;
}

function GalleryThumbnail({ path, post, needsToken }: { path: string; post: PostListItem; needsToken: boolean }) {
  const hasImage = post.thumbnailId !== null;
  const address = hasImage ? postThumbnailUrl(path, post.boardId, post.postId) : null;
  const image = useAuthorizedObjectUrl(address, needsToken);
  return (
    <PostThumbnail
      path={path}
      boardId={post.boardId}
      postId={post.postId}
      hasImage={hasImage && !image.failed}
      src={needsToken ? image.src : undefined}
    />
  );
}

/** A gallery board: a grid of thumbnails with title, writer and date; notices stay marked. */
export function GalleryGrid({ path, items, postHref, needsToken = false }: GalleryGridProps) {
  return (
    <ul className="lp-gallery-grid" aria-label="갤러리 목록">
      {items.map((post) => (
        <li key={post.postId}>
          <Link to={postHref(post.postId)} className="lp-gallery-grid__card">
            <GalleryThumbnail path={path} post={post} needsToken={needsToken} />
            <span className="lp-gallery-grid__title">
              {post.isNotice ? <span className="lp-badge">공지</span> : null}
              {post.title}
            </span>
          </Link>
          <span className="lp-gallery-grid__meta">
            {post.userName} · <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}
