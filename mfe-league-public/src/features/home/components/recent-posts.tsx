import { Link } from 'react-router-dom';
import { formatTimestamp, leaguePaths, type RecentPost } from '@dugout/contracts';
import { plainTextPreview } from '../../../shared/lib/plain-text';

const postUrl = (path: string, post: RecentPost) => leaguePaths(path).boardPost(post.board_label, post.wr_id);

/** Recent general posts (up to 8): title, writer and time. */
export function RecentPostList({ path, posts }: { path: string; posts: RecentPost[] }) {
  return (
    <ul className="lp-posts">
      {posts.slice(0, 8).map((post) => (
        <li key={`${post.board_id}-${post.wr_id}`}>
          <Link to={postUrl(path, post)}>{post.title}</Link>
          <span className="lp-posts__meta">
            {post.user_name} · <time dateTime={post.created_at}>{formatTimestamp(post.created_at)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Recent notices (up to 4), each with its first 40 plain-text characters. */
export function NoticeList({ path, posts }: { path: string; posts: RecentPost[] }) {
  return (
    <ul className="lp-posts lp-posts--notices">
      {posts.slice(0, 4).map((post) => (
        <li key={`${post.board_id}-${post.wr_id}`}>
          <Link to={postUrl(path, post)}>{post.title}</Link>
          <p className="lp-posts__preview">{plainTextPreview(post.content)}</p>
        </li>
      ))}
    </ul>
  );
}
