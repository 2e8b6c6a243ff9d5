import { useParams } from 'react-router-dom';
import { formatDateTime, gameProgressLabel, inningLabel } from '@dugout/contracts';
import { EmptyState } from '@dugout/ui';
import { Block } from '../../../shared/components/block';
import { PageTitle } from '../../../shared/components/page-title';
import { QueryView } from '../../../shared/components/query-view';
import { TeamName } from '../../../shared/components/team-name';
import { winTypeNote } from '../../../shared/lib/game-result';
import { scheduleSide } from '../../../shared/lib/schedule-side';
import { useGameDetail } from '../api/get-game-detail';
import { useGamePlays } from '../api/get-game-plays';
import { useLiveGame } from '../hooks/use-live-game';
import { BattingBox, LineScore, PitcherDecisions, PitchingBox } from './box-score';
import { PlayByPlay } from './play-by-play';
import { RecordHistory } from './record-history';
import './results.css';

/** The box score of one game (score/{leagueId}/{gameId}). */
export default function ScoreDetailPage() {
  const params = useParams();
  const gameId = Number(params.gameId);
  const valid = Number.isInteger(gameId) && gameId > 0 && Number.isInteger(Number(params.leagueId));
  const detail = useGameDetail(valid ? gameId : null);
  // A game recorded play by play also has its 문자 중계; a box-score-only game answers 404 and shows none.
  const plays = useGamePlays(valid ? gameId : null);
  // While the record is being entered, each saved score refreshes the page (no reload, no polling).
  const live = useLiveGame(valid ? gameId : null, () => {
    void detail.mutate();
    void plays.mutate();
  });
  if (!valid) {
    return (
      <div className="dg-container lp-page">
        <EmptyState message="요청하신 경기를 찾을 수 없습니다." />
      </div>
    );
  }
  return (
    <div className="dg-container lp-page">
      <QueryView query={detail} lines={10} errorTitle="경기 기록을 불러오지 못했습니다">
        {(game) => {
          const note = winTypeNote(game.winType);
          const winner = game.winnerSide;
          return (
            <>
              <PageTitle title="경기 기록" />
              <div className="dg-panel lp-game-head">
                <p className="lp-game-head__meta">
                  {formatDateTime(game.schedule.scheduleTime)} · {game.schedule.league.leagueName}
                  {game.schedule.ground ? ` · ${game.schedule.ground.groundName}` : ''}
                </p>
                <div className="lp-game-head__score">
                  <span className={`lp-game-head__team lp-game-head__team--visit${winner === 'visit' ? ' lp-game-head__team--win' : ''}`}>
                    <TeamName side={scheduleSide(game.schedule, 'visit')} withLogo />
                    <strong>{game.visit.runs}</strong>
                  </span>
                  <span aria-hidden="true">:</span>
                  <span className={`lp-game-head__team lp-game-head__team--home${winner === 'home' ? ' lp-game-head__team--win' : ''}`}>
                    <strong>{game.home.runs}</strong>
                    <TeamName side={scheduleSide(game.schedule, 'home')} withLogo />
                  </span>
                </div>
                {game.corrected ? (
                  <p className="lp-game-head__corrected">
                    <span className="lp-corrected-badge">정정됨</span>
                    <span className="dg-visually-hidden">: 확정된 뒤 기록이 정정된 경기입니다.</span>
                  </p>
                ) : null}
                {live?.state === 'live' ? (
                  <p className="lp-game-head__note lp-game-head__live" role="status">
                    경기 중{live.inning === null ? '' : ` · ${inningLabel(live.inning, live.half)}`} · 점수가 저장되면 바로 반영됩니다.
                  </p>
                ) : game.schedule.progress ? (
                  <p className="lp-game-head__note lp-game-head__live">
                    {gameProgressLabel(game.schedule.progress, game.schedule.suspended)} · 기록이 확정되면 순위와 개인 기록에 반영됩니다.
                  </p>
                ) : null}
                {note ? <p className="lp-game-head__note">{note}</p> : null}
                {!game.countsForStats ? (
                  <p className="lp-game-head__void" role="note">
                    노게임: 이 경기의 기록은 순위와 개인 기록에 반영되지 않습니다.
                  </p>
                ) : null}
                <PitcherDecisions visit={game.visit} home={game.home} />
              </div>
              <Block title="스코어보드">
                <LineScore visit={game.visit} home={game.home} />
              </Block>
              {plays.data ? <PlayByPlay plays={plays.data} /> : null}
              <Block title="타격 기록">
                <BattingBox side={game.visit} />
                <BattingBox side={game.home} />
              </Block>
              <Block title="투수 기록">
                <PitchingBox side={game.visit} />
                <PitchingBox side={game.home} />
              </Block>
              <RecordHistory gameId={gameId} game={game} />
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
