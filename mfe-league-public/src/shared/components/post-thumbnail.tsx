import { useState } from 'react';
import { apiPath } from '../lib/api-paths';

/** A post's thumbnail (its first image), served by the API; 404 while the post has none. */
export const postThumbnailUrl = (path: string, boardId: number, postId: number) =>
  apiPath('league', 'board', path, boardId, 'thumbnail', postId);

export interface PostThumbnailProps {
  path: string;
  boardId: number;
  postId: number;
  /** false: the post has no image, so nothing is asked for. */
  hasImage?: boolean;
  /** Shown instead of the API's address (an object URL of an image fetched with the token); null: not there yet. */
  src?: string | null;
}

/** The thumbnail of a gallery post, or a placeholder when it has none or it cannot be loaded. */
export function PostThumbnail({ path, boardId, postId, hasImage = true, src }: PostThumbnailProps) {
  const [failed, setFailed] = useState(false);
  if (!hasImage || failed || src === null) {
    return (
      <span className="lp-thumb lp-thumb--empty" role="img" aria-label="사진 없음">
        <span aria-hidden="true">⚾</span>
      </span>
    );
  }
  return <img className="lp-thumb" src={src ?? postThumbnailUrl(path, boardId, postId)} alt="" loading="lazy" onError={() => setFailed(true)} />;
}
