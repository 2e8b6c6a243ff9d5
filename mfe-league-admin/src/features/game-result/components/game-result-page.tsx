import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { buttonClassName, EmptyState, ErrorPanel, PageHeader, Panel, Skeleton } from '@dugout/ui';
import { adminPath } from '../../../shared/lib/admin-paths';
import type { AdminRights } from '../../../shared/lib/admin-rights';
import { useEntryGame } from '../api/get-entry-game';
import { useGameEntry } from '../api/get-game-entry';
import { GameResultForm } from './game-result-form';
import './game-result.css';

const TITLE = '경기 결과 입력';
const idOrNull = (value: string | undefined) => (value && Number(value) > 0 ? Number(value) : null);

/** gameresult/:seasonId?/:leagueId?/:gameId?: the box score of one game, entered by its scorer or a manager with the game role. */
export function GameResultPage({ rights }: { rights: AdminRights }) {
  const params = useParams<{ path: string; leagueId?: string; gameId?: string }>();
  const gameId = idOrNull(params.gameId);
  const leagueId = idOrNull(params.leagueId);
  const entry = useGameEntry(gameId);
  const game = useEntryGame(leagueId, gameId);
  const [loads, setLoads] = useState(0);

  if (!gameId) {
    return (
      <Panel title={TITLE}>
        <EmptyState message="결과를 입력할 경기를 경기 관리 목록에서 골라 주세요." />
        <Link className={buttonClassName('secondary')} to={adminPath(params.path ?? '', 'game')}>
          경기 관리로 가기
        </Link>
      </Panel>
    );
  }
  const reload = async () => {
    await entry.mutate();
    setLoads((count) => count + 1);
  };
  return (
    <>
      <PageHeader title={TITLE} />
      {entry.error ? (
        <ErrorPanel title="경기 기록을 불러오지 못했습니다." message={entry.error.message} onRetry={() => void entry.mutate()} retryLabel="다시 불러오기" />
      ) : !entry.data ? (
        <Skeleton lines={8} />
      ) : (
        <GameResultForm key={`${entry.data.gameId}:${loads}`} editing={entry.data} game={game.data} rights={rights} onReload={reload} onSaved={() => void entry.mutate()} />
      )}
    </>
  );
}
