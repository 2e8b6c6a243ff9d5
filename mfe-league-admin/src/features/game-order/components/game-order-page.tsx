import { Link, useParams } from 'react-router-dom';
import { formatDateTime, gameStates, type GameOrderAdmin, type GameOrderTeam, type GameSide } from '@dugout/contracts';
import { buttonClassName, ErrorPanel, LineupEditor, PageHeader, Panel, Skeleton } from '@dugout/ui';
import { adminPath } from '../../../shared/lib/admin-paths';
import { useGameOrder } from '../api/get-game-order';
import { saveGameLineup } from '../api/save-game-lineup';
import './game-order.css';

const SIDES: { side: GameSide; label: string }[] = [
  { side: 'visit', label: '원정' },
  { side: 'home', label: '홈' },
];
const CANCELLED = '취소된 경기의 라인업은 저장할 수 없습니다.';

const toId = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * 라인업 관리 (spec 3 lineup entry): both sides' lineups of one game, each saved on its own; the
 * game comes from the game list (gameorder/{season}/{league}/{game}).
 */
export function GameOrderPage() {
  const { path = '', seasonId, leagueId, gameId: gameParam } = useParams<{ path: string; seasonId?: string; leagueId?: string; gameId?: string }>();
  const gameId = toId(gameParam);
  const order = useGameOrder(gameId);
  const header = <PageHeader title="라인업 관리" description="경기 양 팀의 타순, 수비 위치, 선발 투수와 후보 선수를 입력합니다." />;

  if (gameId === null) {
    return (
      <>
        {header}
        <Panel>
          <p>라인업을 입력할 경기를 경기 목록에서 골라 주세요.</p>
          <Link className={buttonClassName('secondary')} to={adminPath(path, 'game')}>
            경기 목록으로
          </Link>
        </Panel>
      </>
    );
  }
  if (order.error) {
    return (
      <>
        {header}
        <ErrorPanel title="경기의 라인업을 불러오지 못했습니다" message={order.error.message} onRetry={() => void order.mutate()} />
        <Link to={adminPath(path, 'game')}>경기 목록으로</Link>
      </>
    );
  }
  if (!order.data) {
    return (
      <>
        {header}
        <Skeleton lines={8} />
      </>
    );
  }

  const { game } = order.data;
  const teamName = (side: GameSide) => order.data?.[side]?.teamName ?? '팀 미정';
  const replaceSide = (side: GameSide, team: GameOrderTeam) =>
    void order.mutate((current: GameOrderAdmin | undefined) => (current ? { ...current, [side]: team } : current), { revalidate: false });

  return (
    <>
      {header}
      <div className="dg-game-order__summary">
        <strong>
          {teamName('visit')} 대 {teamName('home')}
        </strong>
        <span>{formatDateTime(game.scheduleTime)}</span>
        <span>{game.league.leagueName}</span>
        {game.ground ? <span>{game.ground.groundName}</span> : null}
        <span>{gameStates.label(game.state)}</span>
        <Link className={buttonClassName('primary', 'sm')} to={adminPath(path, `gameresult/${seasonId}/${leagueId ?? game.leagueId}/${gameId}`)}>
          기록 입력
        </Link>
        <Link className={buttonClassName('ghost', 'sm')} to={adminPath(path, 'game')}>
          경기 목록으로
        </Link>
      </div>
      <div className="dg-game-order__sides">
        {SIDES.map(({ side, label }) => {
          const team = order.data?.[side];
          return team ? (
            <LineupEditor
              key={`${side}-${team.teamId}`}
              className="dg-game-order__team"
              team={team}
              action="save"
              lockedNote={game.isCancel ? CANCELLED : null}
              title={
                <>
                  {label} · {team.teamName}{' '}
                  <span className="dg-game-order__submitted" data-submitted={team.submitted}>
                    {team.submitted ? '제출됨' : '미제출'}
                  </span>
                </>
              }
              onSave={async (entries) => replaceSide(side, await saveGameLineup(gameId, team.teamId, entries))}
            />
          ) : (
            <Panel key={side} title={`${label} · 팀 미정`}>
              <p>팀이 정해지지 않아 라인업을 입력할 수 없습니다.</p>
            </Panel>
          );
        })}
      </div>
    </>
  );
}
