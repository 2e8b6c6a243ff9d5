import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isApiError } from '@dugout/auth';
import { boardTypes, hasLeagueRole, leaguePaths, type AdminBoard, type LeagueManagerAccessRights } from '@dugout/contracts';
import { Button, buttonClassName, DataTable, ErrorPanel, FormAlert, PageHeader, Panel, Skeleton, useConfirm } from '@dugout/ui';
import { useLeagueMainId } from '../../../shared/hooks/use-league-main-id';
import { adminPath } from '../../../shared/lib/admin-paths';
import { deleteBoard } from '../api/delete-board';
import { useAdminBoards } from '../api/get-admin-boards';
import { boardRolesSummary } from '../lib/board-roles-summary';
import './boards.css';

const FIXED_BOARD_NOTE = '기본 게시판은 삭제할 수 없습니다.';
const DELETE_FAILED = '오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';

type Notice = { tone: 'info' | 'error'; message: string } | null;

export interface BoardsPageProps {
  rights: LeagueManagerAccessRights;
}

/** 게시판 관리 (spec section 2): the league's boards, each with its public home, its form and removal. */
export function BoardsPage({ rights }: BoardsPageProps) {
  const { path = '' } = useParams<{ path: string }>();
  const { mainId, error: baseError, retry } = useLeagueMainId();
  const boards = useAdminBoards(mainId);
  const { confirm, confirmDialog } = useConfirm();
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const canCreate = hasLeagueRole(rights, 'createBoard');

  // Spec section 8: deleting a board deletes its posts, so the question says how many.
  const remove = async (board: AdminBoard) => {
    if (mainId === undefined) return;
    const question = `'${board.boardName}' 게시판을 삭제할까요? 게시판을 삭제하면 게시글 ${board.postCount}개도 함께 삭제됩니다.`;
    if (!(await confirm(question, { confirmLabel: '삭제', danger: true }))) return;
    setNotice(null);
    setBusy(board.boardId);
    try {
      await deleteBoard(mainId, board.boardId);
      // The message and the shorter list appear together.
      await boards.mutate((rows) => rows?.filter((row) => row.boardId !== board.boardId), { revalidate: true });
      setNotice({ tone: 'info', message: '삭제되었습니다.' });
    } catch (error) {
      console.error('게시판 삭제 실패', error);
      setNotice({ tone: 'error', message: isApiError(error) ? error.message : DELETE_FAILED });
    } finally {
      setBusy(null);
    }
  };

  const header = (
    <PageHeader
      title="게시판 관리"
      description="리그 커뮤니티의 게시판을 만들고, 이름·경로·권한을 설정합니다."
      actions={
        canCreate ? (
          <Link className={buttonClassName('primary')} to={adminPath(path, 'board')}>
            게시판 추가
          </Link>
        ) : null
      }
    />
  );

  if (baseError) {
    return (
      <>
        {header}
        <ErrorPanel title="리그 정보를 불러오지 못했습니다" onRetry={retry} />
      </>
    );
  }

  return (
    <>
      {header}
      <Panel title="게시판 목록">
        {notice ? <FormAlert tone={notice.tone}>{notice.message}</FormAlert> : null}
        {boards.error ? (
          <ErrorPanel title="게시판 목록을 불러오지 못했습니다" onRetry={() => void boards.mutate()} />
        ) : !boards.data ? (
          <Skeleton lines={3} />
        ) : (
          <DataTable
            rows={boards.data}
            stackOnNarrow
            rowKey={(row) => row.boardId}
            emptyMessage="등록된 게시판이 없습니다."
            columns={[
              {
                key: 'boardName',
                header: '게시판 이름',
                render: (row) => (
                  <a href={leaguePaths(path).boardHome(row.boardLabel)} target="_blank" rel="noopener noreferrer">
                    {row.boardName}
                    <span className="dg-visually-hidden"> (새 창에서 게시판 열기)</span>
                  </a>
                ),
              },
              { key: 'boardLabel', header: '경로' },
              { key: 'boardType', header: '종류', render: (row) => boardTypes.label(row.boardType) },
              { key: 'postCount', header: '게시글 수', align: 'right', render: (row) => `${row.postCount.toLocaleString('ko-KR')}개` },
              { key: 'roles', header: '권한', render: (row) => boardRolesSummary(row.roles) },
              {
                key: 'actions',
                header: '관리',
                render: (row) => (
                  <div className="dg-admin-boards__row-actions" role="group" aria-label={`${row.boardName} 관리`}>
                    <Link className={buttonClassName('secondary', 'sm')} to={adminPath(path, `board/${row.boardId}`)}>
                      수정
                    </Link>
                    {row.fixed ? (
                      <span className="dg-admin-boards__fixed-note">{FIXED_BOARD_NOTE}</span>
                    ) : (
                      <Button size="sm" variant="danger" disabled={busy === row.boardId} onClick={() => void remove(row)}>
                        삭제
                      </Button>
                    )}
                  </div>
                ),
              },
            ]}
          />
        )}
      </Panel>
      {confirmDialog}
    </>
  );
}
