import type { GameSide, PitcherResult, WinType } from '@dugout/contracts';
import type { BattingLine, BoxScore, BoxScorePlayerLine, PitchingLine } from '../stats/engine';
import type { CountedGame } from '../stats/stat-ledger';
import type { BattingCounts, PitchingCounts } from './game-record.types';

/** A stored or submitted batting line as the engine's BattingLine (2B/3B/GIDP named double/triple/gdp there). */
export function toEngineBattingLine(line: BattingCounts): BattingLine {
  return {
    pa: line.pa,
    ab: line.ab,
    r: line.r,
    h: line.h,
    double: line.b2,
    triple: line.b3,
    hr: line.hr,
    rbi: line.rbi,
    bb: line.bb,
    hbp: line.hbp,
    so: line.so,
    sh: line.sh,
    sf: line.sf,
    sb: line.sb,
    cs: line.cs,
    gdp: line.gidp,
  };
}

/** A pitching line as the engine's PitchingLine (pitches not counted add 0 to NP). */
export function toEnginePitchingLine(line: PitchingCounts & { pitches: number | null; decision: PitcherResult | null }): PitchingLine {
  return {
    outs: line.outs,
    bf: line.bf,
    np: line.pitches ?? 0,
    h: line.h,
    hr: line.hr,
    bb: line.bb,
    hbp: line.hbp,
    so: line.so,
    r: line.r,
    er: line.er,
    wp: line.wp,
    bk: line.bk,
    result: line.decision,
  };
}

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

type SidedLine = { side: GameSide; playerId: number };

/** The game as the aggregates see it: its box score plus score, winner and the sides' leagues. */
export function countedGameOf(
  game: RecordedGameFacts,
  batting: readonly (BattingCounts & SidedLine)[],
  pitching: readonly (PitchingCounts & SidedLine & { pitches: number | null; decision: PitcherResult | null })[],
): CountedGame {
  const teamOf = (side: GameSide) => (side === 'visit' ? game.visitTeamId : game.homeTeamId);
  const lines: BoxScorePlayerLine[] = [
    ...batting.map((line) => ({ playerId: line.playerId, teamId: teamOf(line.side), batting: toEngineBattingLine(line) })),
    ...pitching.map((line) => ({ playerId: line.playerId, teamId: teamOf(line.side), pitching: toEnginePitchingLine(line) })),
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
