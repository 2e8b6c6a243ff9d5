import type { GameSide, WinType } from '@dugout/contracts';
import type { BattingLine, BoxScore, BoxScorePlayerLine, PitchingLine } from '../../stats-engine';
import type { CountedGame } from '../../stats-engine/stat-ledger';

export interface RecordedGameFacts {
  gameId: number;
  winType: WinType;
  winnerSide: GameSide | null;
  visitTeamId: number;
  homeTeamId: number;
  visitLeagueId: number;
  homeLeagueId: number;
  visitScore: number;
  homeScore: number;
}

/** Stored and submitted lines carry the contract's count names, so the engine reads them as they are. */
type SidedLine = { side: GameSide; playerId: number };

/** The game as the aggregates see it: its box score plus score, winner and the sides' leagues. */
export function countedGameOf(
  game: RecordedGameFacts,
  batting: readonly (BattingLine & SidedLine)[],
  pitching: readonly (PitchingLine & SidedLine)[],
): CountedGame {
  const teamOf = (side: GameSide) => (side === 'visit' ? game.visitTeamId : game.homeTeamId);
  const lines: BoxScorePlayerLine[] = [
    ...batting.map((line) => ({ playerId: line.playerId, teamId: teamOf(line.side), batting: line })),
    ...pitching.map((line) => ({ playerId: line.playerId, teamId: teamOf(line.side), pitching: line })),
  ];
  const box: BoxScore = {
    gameId: game.gameId,
    winType: game.winType,
    visitTeamId: game.visitTeamId,
    homeTeamId: game.homeTeamId,
    lines,
  };
  return {
    box,
    visitLeagueId: game.visitLeagueId,
    homeLeagueId: game.homeLeagueId,
    visitScore: game.visitScore,
    homeScore: game.homeScore,
    winnerSide: game.winnerSide,
  };
}
