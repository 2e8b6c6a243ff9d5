import { Link } from 'react-router-dom';
import { formatTimestamp, type PostListItem } from '@dugout/contracts';

export interface PostListTableProps {
  items: PostListItem[];
  postHref: (postId: number) => string;
  /** Number of the first row that is not a notice (the list is newest first). */
  firstNumber: number;
}

/** The rows of a general board: notices pinned on top and marked, then numbered posts. */
export function PostListTable({ items, postHref, firstNumber }: PostListTableProps) {
  let number = firstNumber;
  return (
    <table className="lp-board-table">
      <caption className="dg-visually-hidden">게시글 목록</caption>
      <thead>
        <tr>
          <th scope="col">번호</th>
          <th scope="col">제목</th>
          <th scope="col">작성자</th>
          <th scope="col">작성일</th>
          <th scope="col">조회</th>
        </tr>
      </thead>
      <tbody>
        {items.map((post) => (
          <tr key={post.postId} className={post.isNotice ? 'lp-board-table__notice' : undefined}>
            <td>{post.isNotice ? <span className="lp-badge">공지</span> : number--}</td>
            <td className="lp-board-table__title">
              <Link to={postHref(post.postId)}>{post.title}</Link>
              {post.commentCount > 0 ? <span className="lp-board-table__count" aria-label={`댓글 ${post.commentCount}개`}>[{post.commentCount}]</span> : null}
              {post.attachmentCount > 0 ? <span className="lp-board-table__file" aria-label="첨부 파일 있음">📎</span> : null}
            </td>
            <td>{post.userName}</td>
            <td>
              <time dateTime={post.createdAt}>{formatTimestamp(post.createdAt)}</time>
            </td>
            <td>{post.viewCount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
