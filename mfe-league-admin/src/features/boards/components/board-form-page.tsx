import { useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { hasLeagueRole, toBoardPayload, type BoardForm, type LeagueManagerAccessRights } from '@dugout/contracts';
import { EmptyState, ErrorPanel, PageHeader, Panel, Skeleton } from '@dugout/ui';
import { useLeagueMainId } from '../../../shared/hooks/use-league-main-id';
import { adminPath } from '../../../shared/lib/admin-paths';
import { createBoard } from '../api/create-board';
import { useAdminBoard } from '../api/get-admin-board';
import { adminBoardsPath } from '../api/get-admin-boards';
import { updateBoard } from '../api/update-board';
import { BoardFormFields } from './board-form';
import './boards.css';

/** The route's board id: undefined for a new board, null for an address that names no board. */
function parseBoardId(raw: string | undefined): number | undefined | null {
  if (raw === undefined || raw === '') return undefined;
  return /^[1-9]\d*$/.test(raw) ? Number(raw) : null;
}

export interface BoardFormPageProps {
  rights: LeagueManagerAccessRights;
}

/** 게시판 설정 (board/{boardId?}): a new board, or the settings of one; saved, it goes back to the board list. */
export function BoardFormPage({ rights }: BoardFormPageProps) {
  const { path = '', boardId: rawBoardId } = useParams<{ path: string; boardId?: string }>();
  const boardId = parseBoardId(rawBoardId);
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { mainId, error: baseError, retry } = useLeagueMainId();
  const board = useAdminBoard(mainId, boardId ?? undefined);
  const isNew = boardId === undefined;
  const title = isNew ? '게시판 추가' : '게시판 수정';

  const save = async (form: BoardForm) => {
    if (mainId === undefined) return;
    const payload = toBoardPayload(form, { mainId, boardId: boardId ?? null });
    if (boardId) await updateBoard(mainId, boardId, payload);
    else await createBoard(mainId, payload);
    await mutate(adminBoardsPath(mainId));
    navigate(adminPath(path, 'boards'));
  };

  const body = () => {
    if (boardId === null) return <EmptyState message="요청하신 게시판을 찾을 수 없습니다." />;
    if (isNew && !hasLeagueRole(rights, 'createBoard')) {
      return <EmptyState message="게시판을 추가할 권한이 없습니다. 총괄 관리자에게 권한을 요청해 주세요." />;
    }
    if (baseError) return <ErrorPanel title="리그 정보를 불러오지 못했습니다" onRetry={retry} />;
    if (board.error) {
      return board.error.status === 404 ? (
        <EmptyState message="요청하신 게시판을 찾을 수 없습니다." />
      ) : (
        <ErrorPanel title="게시판 정보를 불러오지 못했습니다" onRetry={() => void board.mutate()} />
      );
    }
    if (mainId === undefined || (!isNew && !board.data)) return <Skeleton lines={6} />;
    return (
      <Panel>
        <BoardFormFields board={board.data} onSubmit={save} onCancel={() => navigate(-1)} />
      </Panel>
    );
  };

  return (
    <>
      <PageHeader title={title} description="게시판의 이름, 경로, 종류와 읽기·쓰기 권한을 정합니다." />
      {body()}
    </>
  );
}
