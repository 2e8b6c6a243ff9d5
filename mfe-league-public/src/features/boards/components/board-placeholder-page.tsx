import { useParams } from 'react-router-dom';
import { PlaceholderPanel } from '@dugout/ui';
import { useLoginRequired } from '../../../shared/hooks/use-login-required';
import { useLeague } from '../../../shared/league/league-context';

export type BoardScreen = 'home' | 'view' | 'write';

const TITLES: Record<BoardScreen, string> = { home: '커뮤니티', view: '게시글', write: '글쓰기' };

function BoardPanel({ kind }: { kind: BoardScreen }) {
  const { label } = useParams();
  const { base } = useLeague();
  const board = base.boards.find((candidate) => candidate.boardLabel === label);
  const title = kind === 'home' && board ? board.boardName : TITLES[kind];
  return (
    <div className="dg-container lp-page">
      <PlaceholderPanel area={`${base.mainName} 커뮤니티`} title={title} message="게시판은 준비 중입니다. 곧 글을 읽고 쓸 수 있게 됩니다." />
    </div>
  );
}

function WritePanel() {
  // Writing needs login (spec route list); the guard sends anonymous visitors to /login.
  return useLoginRequired() ? <BoardPanel kind="write" /> : null;
}

/** Board home, post view and write: placeholders until the boards issue. */
export default function BoardPlaceholderPage({ kind }: { kind: BoardScreen }) {
  return kind === 'write' ? <WritePanel /> : <BoardPanel kind={kind} />;
}
