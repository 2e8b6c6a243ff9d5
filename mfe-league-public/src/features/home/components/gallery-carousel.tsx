import { useState } from 'react';
import { Link } from 'react-router-dom';
import { leaguePaths, type RecentPost } from '@dugout/contracts';
import { PostThumbnail } from '../../../shared/components/post-thumbnail';

/** Recent gallery posts, one at a time with previous and next buttons (no auto-rotation). */
export function GalleryCarousel({ path, posts }: { path: string; posts: RecentPost[] }) {
  const [index, setIndex] = useState(0);
  const current = posts[Math.min(index, posts.length - 1)];
  const step = (delta: number) => setIndex((value) => (value + delta + posts.length) % posts.length);
  return (
    <div className="lp-carousel" role="group" aria-roledescription="carousel" aria-label="최근 갤러리">
      <Link className="lp-carousel__slide" to={leaguePaths(path).boardPost(current.board_label, current.wr_id)}>
        <PostThumbnail key={`${current.board_id}-${current.wr_id}`} path={path} boardId={current.board_id} postId={current.wr_id} />
        <span className="lp-carousel__caption">{current.title}</span>
      </Link>
      {posts.length > 1 ? (
        <div className="lp-carousel__controls">
          <button type="button" onClick={() => step(-1)} aria-label="이전 사진">
            ‹
          </button>
          <span aria-live="polite">
            {index + 1} / {posts.length}
          </span>
          <button type="button" onClick={() => step(1)} aria-label="다음 사진">
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}
