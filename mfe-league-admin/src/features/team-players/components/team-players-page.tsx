import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isApiError } from '@dugout/auth';
import { positionLabel, type RegisteredPlayer } from '@dugout/contracts';
import { Button, DataTable, EmptyState, ErrorPanel, FormAlert, PageHeader, Panel, Skeleton, useConfirm } from '@dugout/ui';
import { adminPath } from '../../../shared/lib/admin-paths';
import { changeRegisterDate } from '../api/change-register-date';
import { useRegisteredPlayers } from '../api/get-registered-players';
import { removeRegistration } from '../api/remove-registration';
import { useTeamRoute } from '../hooks/use-team-route';
import { otherTeamsText, teamPlayerScreens } from '../lib/team-players-format';
import { RegisterDateCell } from './register-date-cell';
import './team-players.css';

const FAILED = '처리하지 못했습니다. 잠시 후 다시 시도해 주세요.';
const HAS_GAME_LINES = '이 리그에 경기 기록이 있어 등록을 취소할 수 없습니다.';

/** What the roster screen hands over after registering players. */
export interface TeamPlayersNotice {
  notice?: string;
}

/**
 * 팀 선수 목록 (teams/{s}/{l}/{t}/players): the team's players registered in the league, with the
 * registration date changed in place, double registrations flagged with the other team, and the
 * removal of a registration (after a confirmation; not while the player has game lines).
 */
export function TeamPlayersPage() {
  const { path, seasonId, leagueId, teamId, leagueName, teamName } = useTeamRoute();
  const location = useLocation();
  const players = useRegisteredPlayers(leagueId, teamId);
  const { confirm, confirmDialog } = useConfirm();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>((location.state as TeamPlayersNotice | null)?.notice ?? null);
  const [busy, setBusy] = useState(false);

  if (!seasonId || !leagueId || !teamId) return <EmptyState message="요청하신 팀을 찾을 수 없습니다." />;
  const title = teamName ? `${teamName} 등록 선수` : '팀 선수 목록';

  const saveDate = async (player: RegisteredPlayer, registerDate: string): Promise<string | null> => {
    setNotice(null);
    try {
      const changed = await changeRegisterDate(leagueId, teamId, player.playerId, { registerDate });
      await players.mutate((rows) => rows?.map((row) => (row.playerId === changed.playerId ? changed : row)), { revalidate: false });
      setNotice(`${player.playerName} 선수의 등록일을 ${registerDate}(으)로 바꿨습니다.`);
      return null;
    } catch (failure) {
      return isApiError(failure) ? (failure.errors['registerDate'] ?? failure.message) : FAILED;
    }
  };

  const remove = async (player: RegisteredPlayer) => {
    if (!(await confirm(`${player.playerName} 선수의 이 리그 등록을 삭제할까요?`, { confirmLabel: '삭제', danger: true }))) return;
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      await removeRegistration(leagueId, teamId, player.playerId);
      await players.mutate((rows) => rows?.filter((row) => row.playerId !== player.playerId), { revalidate: false });
      setNotice(`${player.playerName} 선수의 등록을 삭제했습니다.`);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={title} description={leagueName ? `${leagueName}에 등록된 선수입니다. 등록일을 바꾸거나 등록을 삭제할 수 있습니다.` : undefined} />
      <p className="dg-team-players__nav">
        <Link to={adminPath(path, teamPlayerScreens.teams(seasonId, leagueId))}>팀 목록으로</Link>
        <Link to={adminPath(path, teamPlayerScreens.roster(seasonId, leagueId, teamId))}>소속 선수 등록하기</Link>
      </p>
      {error ? <FormAlert>{error}</FormAlert> : null}
      {notice ? (
        <p role="status" className="dg-team-players__notice">
          {notice}
        </p>
      ) : null}
      <Panel title="등록 선수">
        {players.error ? (
          <ErrorPanel title="등록 선수를 불러오지 못했습니다" message={players.error.message} onRetry={() => void players.mutate()} />
        ) : !players.data ? (
          <Skeleton lines={4} />
        ) : (
          <DataTable
            rows={players.data}
            stackOnNarrow
            rowKey={(row) => row.playerId}
            emptyMessage="이 리그에 등록된 선수가 없습니다. 소속 선수 등록하기에서 선수를 등록해 주세요."
            columns={[
              {
                key: 'playerName',
                header: '이름',
                render: (row) => <Link to={adminPath(path, teamPlayerScreens.player(seasonId, leagueId, teamId, row.playerId))}>{row.playerName}</Link>,
              },
              { key: 'backnumber', header: '등번호', align: 'center', render: (row) => row.backnumber ?? '' },
              { key: 'position', header: '포지션', render: (row) => positionLabel(row.position) },
              {
                key: 'registerDate',
                header: '등록일',
                render: (row) => (
                  <RegisterDateCell
                    key={`${row.playerId}-${row.registerDate ?? ''}`}
                    playerName={row.playerName}
                    registerDate={row.registerDate}
                    disabled={busy}
                    onSave={(date) => saveDate(row, date)}
                  />
                ),
              },
              {
                key: 'doubleRegistered',
                header: '이중 등록',
                render: (row) =>
                  row.doubleRegistered ? (
                    <>
                      <span className="dg-team-players__flag">이중 등록</span> {otherTeamsText(row.otherRegistrations)}
                    </>
                  ) : (
                    ''
                  ),
              },
              {
                key: 'actions',
                header: '관리',
                render: (row) => (
                  <>
                    <Button
                      size="sm"
                      variant="danger"
                      disabled={busy || row.hasGameLines}
                      title={row.hasGameLines ? HAS_GAME_LINES : undefined}
                      aria-label={`${row.playerName} 등록 삭제`}
                      onClick={() => void remove(row)}
                    >
                      삭제
                    </Button>
                    {row.hasGameLines ? <span className="dg-team-players__reason">경기 기록이 있어 삭제할 수 없습니다.</span> : null}
                  </>
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
