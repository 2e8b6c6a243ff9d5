import { Link } from 'react-router-dom';
import { formatDate, type PostListItem } from '@dugout/contracts';
import { PostThumbnail } from '../../../shared/components/post-thumbnail';

export interface GalleryGridProps {
  path: string;
  items: PostListItem[];
  postHref: (postId: number) => string;
}

/** A gallery board: a grid of thumbnails with title, writer and date; notices stay marked. */
export function GalleryGrid({ path, items, postHref }: GalleryGridProps) {
  return (
    <ul className="lp-gallery-grid" aria-label="갤러리 목록">
      {items.map((post) => (
        <li key={post.postId}>
          <Link to={postHref(post.postId)} className="lp-gallery-grid__card">
            <PostThumbnail path={path} boardId={post.boardId} postId={post.postId} hasImage={post.thumbnailId !== null} />
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
