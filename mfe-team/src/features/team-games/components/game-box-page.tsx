import { useParams } from 'react-router-dom';
import {
  BATTING_COUNT_LABELS,
  formatCount,
  formatDateTime,
  formatInnings,
  gameProgressLabel,
  PITCHING_COUNT_LABELS,
  pitcherResults,
  winTypes,
  type BattingCount,
  type BoxSide,
  type PitchingCount,
} from '@dugout/contracts';
import { EmptyState, LineScoreTable } from '@dugout/ui';
import { QueryState } from '../../../shared/components/query-state';
import { ScrollTable } from '../../../shared/components/scroll-table';
import { useGameDetail } from '../api/get-game-detail';

/** The columns a phone can take; the league's score page has the full scoresheet. */
const BATTING: readonly BattingCount[] = ['pa', 'ab', 'r', 'h', 'hr', 'rbi', 'bb', 'so', 'sb'];
const PITCHING: readonly PitchingCount[] = ['bf', 'h', 'r', 'er', 'bb', 'so'];

function Batting({ side }: { side: BoxSide }) {
  return (
    <ScrollTable label={`${side.teamName} 타격 기록`}>
      <table className="dg-table tp-table">
        <caption>{side.teamName} 타격</caption>
        <thead>
          <tr>
            <th scope="col">선수</th>
            <th scope="col">포지션</th>
            {BATTING.map((key) => (
              <th key={key} scope="col" className="dg-table__cell--right">
                {BATTING_COUNT_LABELS[key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {side.batting.map((row, index) => (
            <tr key={`${row.playerId}-${index}`}>
              <th scope="row">
                {row.batNum > 0 && row.batNum < 100 ? `${row.batNum}. ` : ''}
                {row.playerName}
              </th>
              <td>{row.position ?? ''}</td>
              {BATTING.map((key) => (
                <td key={key} className="dg-table__cell--right">
                  {formatCount(row[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

function Pitching({ side }: { side: BoxSide }) {
  return (
    <ScrollTable label={`${side.teamName} 투수 기록`}>
      <table className="dg-table tp-table">
        <caption>{side.teamName} 투수</caption>
        <thead>
          <tr>
            <th scope="col">선수</th>
            <th scope="col">결과</th>
            <th scope="col" className="dg-table__cell--right">
              {PITCHING_COUNT_LABELS.outs}
            </th>
            {PITCHING.map((key) => (
              <th key={key} scope="col" className="dg-table__cell--right">
                {PITCHING_COUNT_LABELS[key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...side.pitching]
            .sort((a, b) => a.order - b.order)
            .map((row) => (
              <tr key={`${row.playerId}-${row.order}`}>
                <th scope="row">{row.playerName}</th>
                <td>{row.decision ? pitcherResults.label(row.decision) : ''}</td>
                <td className="dg-table__cell--right">{formatInnings(row.outs)}</td>
                {PITCHING.map((key) => (
                  <td key={key} className="dg-table__cell--right">
                    {formatCount(row[key])}
                  </td>
                ))}
              </tr>
            ))}
        </tbody>
      </table>
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
