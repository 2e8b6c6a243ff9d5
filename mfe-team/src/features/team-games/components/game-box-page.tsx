import { useParams } from 'react-router-dom';
import { formatDateTime, gameProgressLabel, winTypes, type BattingCount, type BoxSide, type PitchingCount } from '@dugout/contracts';
import { BattingBoxTable, EmptyState, LineScoreTable, PitchingBoxTable } from '@dugout/ui';
import { QueryState } from '../../../shared/components/query-state';
import { ScrollTable } from '../../../shared/components/scroll-table';
import { useGameDetail } from '../api/get-game-detail';

/** The columns a phone can take; the league's score page has the full scoresheet. */
const BATTING: readonly BattingCount[] = ['pa', 'ab', 'r', 'h', 'hr', 'rbi', 'bb', 'so', 'sb'];
const PITCHING = ['bf', 'h', 'r', 'er', 'bb', 'so'] as const satisfies readonly PitchingCount[];

function Batting({ side }: { side: BoxSide }) {
  return (
    <ScrollTable label={`${side.teamName} 타격 기록`}>
      <BattingBoxTable side={side} counts={BATTING} layout="compact" className="tp-table" />
    </ScrollTable>
  );
}

function Pitching({ side }: { side: BoxSide }) {
  return (
    <ScrollTable label={`${side.teamName} 투수 기록`}>
      <PitchingBoxTable side={side} counts={PITCHING} className="tp-table" />
    </ScrollTable>
  );
}

/** /team/{teamId}/game/{gameId}: the game's box score. */
export default function GameBoxPage() {
  const gameId = Number(useParams().gameId);
  const valid = Number.isInteger(gameId) && gameId > 0;
  const detail = useGameDetail(valid ? gameId : null);
  if (!valid) return <EmptyState message="요청하신 경기를 찾을 수 없습니다." />;
  return (
    <div className="tp-page">
      <h2>경기 기록</h2>
      <QueryState query={detail} errorTitle="경기 기록을 불러오지 못했습니다" lines={8}>
        {(game) => (
          <>
            <div className="tp-card">
              <p className="tp-muted">
                {formatDateTime(game.schedule.scheduleTime)} · {game.schedule.league.leagueName}
                {game.schedule.ground ? ` · ${game.schedule.ground.groundName}` : ''}
              </p>
              <p className="tp-score">
                {game.visit.teamName} {game.visit.runs} : {game.home.runs} {game.home.teamName}
                {game.schedule.progress ? (
                  <span className="tp-muted"> ({gameProgressLabel(game.schedule.progress, game.schedule.suspended)})</span>
                ) : game.winType !== null && game.winType !== '1' ? (
                  <span className="tp-muted"> ({winTypes.label(game.winType)})</span>
                ) : null}
              </p>
              {!game.countsForStats ? <p role="note">노게임: 이 경기의 기록은 순위와 개인 기록에 반영되지 않습니다.</p> : null}
            </div>
            <section className="tp-section" aria-label="스코어보드">
              <ScrollTable label="이닝별 득점">
                <LineScoreTable visit={game.visit} home={game.home} />
              </ScrollTable>
            </section>
            <section className="tp-section" aria-label="타격 기록">
              <Batting side={game.visit} />
              <Batting side={game.home} />
            </section>
            <section className="tp-section" aria-label="투수 기록">
              <Pitching side={game.visit} />
              <Pitching side={game.home} />
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}
