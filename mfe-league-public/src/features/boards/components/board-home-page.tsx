import { Link, Navigate, useParams } from 'react-router-dom';
import { useSession } from '@dugout/auth';
import { BoardType } from '@dugout/contracts';
import { buttonClassName, EmptyState, Skeleton } from '@dugout/ui';
import { PageTitle } from '../../../shared/components/page-title';
import { useLeague } from '../../../shared/league/league-context';
import { filesNeedToken } from '../api/get-attachment';
import { useBoardPosts } from '../api/get-board-posts';
import { useBoardRights } from '../api/get-board-rights';
import { useBoardQuery } from '../hooks/use-board-query';
import { BoardError } from './board-error';
import { BoardSearchForm } from './board-search-form';
import { GalleryGrid } from './gallery-grid';
import { Pager } from './pager';
import { PostListTable } from './post-list-table';
import './boards.css';

function BoardHome({ label }: { label: string }) {
  const { path, paths, base } = useLeague();
  const session = useSession();
  const query = useBoardQuery();
  const { page, search } = query.params;
  const posts = useBoardPosts(path, label, query.params);
  const rights = useBoardRights(path, label, session?.userId ?? null);
  const summary = base.boards.find((board) => board.boardLabel === label);
  const board = posts.data?.board;
  const title = board?.boardName ?? summary?.boardName ?? '커뮤니티';
  const postHref = (postId: number) => `${paths.boardPost(label, postId)}${query.queryFor(page)}`;

  let body;
  if (posts.error && !posts.data) {
    body = <BoardError error={posts.error} onRetry={() => void posts.mutate()} />;
  } else if (!posts.data) {
    body = <Skeleton lines={8} />;
  } else if (posts.data.items.length === 0) {
    body = <EmptyState message={search ? '검색 결과가 없습니다.' : '등록된 게시글이 없습니다.'} />;
  } else {
    const list = posts.data;
    // Numbering counts down from the newest post of the whole list.
    const firstNumber = list.total - (list.page - 1) * list.pageSize;
    body =
      list.board.boardType === BoardType.Gallery ? (
        <GalleryGrid path={path} items={list.items} postHref={postHref} needsToken={filesNeedToken(list.board)} />
      ) : (
        <PostListTable items={list.items} postHref={postHref} firstNumber={firstNumber} />
      );
  }

  return (
    <div className="dg-container lp-page lp-board">
      <PageTitle
        title={title}
        tools={
          rights.data?.write ? (
            <Link className={buttonClassName('primary', 'sm')} to={paths.boardWrite(label)}>
              글쓰기
            </Link>
          ) : null
        }
      />
      {board?.boardMemo ? <p className="lp-board__memo">{board.boardMemo}</p> : null}
      {posts.data ? <p className="lp-board__total">전체 {posts.data.total.toLocaleString('ko-KR')}건</p> : null}
      {body}
      {posts.data ? (
        <Pager page={posts.data.page} total={posts.data.total} pageSize={posts.data.pageSize} hrefOf={(page) => query.queryFor(page) || '?'} />
      ) : null}
      <BoardSearchForm type={search?.type ?? 'all'} text={search?.text ?? ''} onSearch={query.runSearch} />
    </div>
  );
}

/** A board's home (list or gallery grid, paging, search); /board alone opens the league's first board. */
export default function BoardHomePage() {
  const { label } = useParams();
  const { base, paths } = useLeague();
  if (!label) {
    const first = base.boards[0];
    return first ? (
      <Navigate to={paths.boardHome(first.boardLabel)} replace />
    ) : (
      <div className="dg-container lp-page">
        <EmptyState message="등록된 게시판이 없습니다." />
      </div>
    );
  }
  return <BoardHome key={label} label={label} />;
}
