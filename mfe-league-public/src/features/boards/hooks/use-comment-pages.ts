import { useState } from 'react';
import { POST_COMMENT_PAGE, type PostComment, type PostCommentPage } from '@dugout/contracts';
import { getPostComments } from '../api/get-post-comments';

const pagesFor = (total: number) => Math.max(0, Math.ceil(total / POST_COMMENT_PAGE.defaultSize) - 1);

/**
 * A post's comments: the post view's first page, then the pages "댓글 더 보기" loads (oldest first).
 * `reload` reads the loaded pages again after a comment was added or deleted; when every comment
 * was shown, it also reads the page a new comment went to.
 */
export function useCommentPages(path: string, label: string, postId: number | null, first: PostComment[] | undefined, firstTotal: number | undefined) {
  const key = `${path}/${label}/${postId ?? ''}`;
  const [loaded, setLoaded] = useState<{ key: string; pages: PostCommentPage[] }>({ key, pages: [] });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pages = loaded.key === key ? loaded.pages : [];
  const seen = new Set<number>();
  const items = [...(first ?? []), ...pages.flatMap((page) => page.items)].filter((comment) => !seen.has(comment.commentId) && seen.add(comment.commentId));
  const total = Math.max(pages.at(-1)?.total ?? firstTotal ?? 0, items.length);
  const hasMore = items.length < total;

  const readPages = async (count: number): Promise<PostCommentPage[]> => {
    const read: PostCommentPage[] = [];
    for (let page = 2; page < count + 2 && postId !== null; page += 1) read.push(await getPostComments(path, label, postId, page));
    return read;
  };

  const loadMore = async () => {
    if (postId === null || loading) return;
    setLoading(true);
    setError(null);
    try {
      const next = await getPostComments(path, label, postId, pages.length + 2);
      setLoaded({ key, pages: [...pages, next] });
    } catch {
      setError('댓글을 더 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      setLoading(false);
    }
  };

  const reload = async (totalNow: number | undefined) => {
    if (pages.length === 0 && (hasMore || totalNow === undefined || pagesFor(totalNow) === 0)) return;
    const count = !hasMore && totalNow !== undefined ? pagesFor(totalNow) : pages.length;
    setLoaded({ key, pages: await readPages(count) });
  };

  return { items, total, hasMore, loading, error, loadMore, reload };
}
