import { gameOutcome, gameProgressLabel, winTypes, type ScheduleItem } from '@dugout/contracts';

export interface TeamGameView {
  home: boolean;
  opponentName: string;
  ownScore: number | null;
  opponentScore: number | null;
  /** 승 / 패 / 무, or null for a game not played or a no-contest. */
  result: '승' | '패' | '무' | null;
  /** The win type when it is not an ordinary win (called game, forfeit, ...); "경기 중 · 3회말" before the record is final. */
  note: string | null;
}

const RESULT_LABEL = { W: '승', L: '패', D: '무' } as const;

/** A schedule item seen from one of its teams: the opponent, the scores and the result for that team. */
export function teamGameView(item: ScheduleItem, teamId: number): TeamGameView {
  const home = item.homeTeamId === teamId;
  const other = home ? item.visitTeam : item.homeTeam;
  const opponentName = other?.team.teamName ?? '미정';
  const { progress } = item;
  if (!item.game && progress) {
    // A record not yet final: the score so far, never a result.
    const [ownScore, opponentScore] = home ? [progress.homeScore, progress.visitScore] : [progress.visitScore, progress.homeScore];
    return { home, opponentName, ownScore, opponentScore, result: null, note: gameProgressLabel(progress, item.suspended) };
  }
  if (!item.game) return { home, opponentName, ownScore: null, opponentScore: null, result: null, note: null };
  const { visitScore, homeScore, winType, winnerSide } = item.game;
  const outcome = gameOutcome({ visitScore, homeScore, winType, winnerSide });
  const letter = home ? outcome.home : outcome.visit;
  return {
    home,
    opponentName,
    ownScore: home ? homeScore : visitScore,
    opponentScore: home ? visitScore : homeScore,
    result: letter === null ? null : RESULT_LABEL[letter],
    note: winType === '1' ? null : winTypes.label(winType),
  };
}
