import type { LeagueRules, PlateAppearanceEvent, PlateAppearanceResult, RunnerMove } from '../model/game-event.types';
import type { Decisions, GameState, PitcherEntry, PitchingLine } from './game-state.types';

const HIT_BASES: Partial<Record<PlateAppearanceResult, number>> = {
  single: 1,
  double: 2,
  groundRuleDouble: 2,
  triple: 3,
  homeRun: 4,
};

/** OBR 9.05: the bases a hit is worth (0 when the result is not a hit). */
export function hitBases_9_05(result: PlateAppearanceResult): number {
  return HIT_BASES[result] ?? 0;
}

/** OBR 9.02(a)(1): a time at bat, except sacrifices, walks, hit by pitch and interference. */
export function isAtBat_9_02a(event: PlateAppearanceEvent): boolean {
  if (event.sacrifice) return false;
  return !['walk', 'intentionalWalk', 'hitByPitch', 'catcherInterference'].includes(event.result);
}

/** OBR 9.04: whether a run scored on a plate appearance is a run batted in; an explicit mark wins. */
export function creditsRbi_9_04(event: PlateAppearanceEvent, move: RunnerMove): boolean {
  if (move.rbi !== undefined) return move.rbi;
  // 9.04(b)(1): no RBI when the batter grounds into a force double play.
  if (event.groundedIntoDoublePlay) return false;
  // 9.04(b)(2): no RBI for a run scoring on an error, a wild pitch or a passed ball.
  if (move.error !== undefined || move.via === 'wildPitch' || move.via === 'passedBall') return false;
  if (event.result === 'reachedOnError' || event.result === 'strikeout') return false;
  return true;
}

/** OBR 9.16(h): a walk after a relief with the count 2-0, 2-1, 3-0, 3-1 or 3-2 goes to the previous pitcher. */
export function walkChargedToPreviousPitcher_9_16h(balls: number, strikes: number): boolean {
  return balls >= 2 && balls > strikes;
}

/**
 * OBR 9.06(f) and 5.08(b): a game-ending hit in the last half inning counts only the runs
 * needed to win, unless it is a home run out of the park (9.06(g)). Returns how many runs count.
 */
export function runsThatCountOnWalkOff_9_06f(runsNeededToWin: number, runsOnPlay: number, homeRun: boolean): number {
  if (homeRun || runsOnPlay <= runsNeededToWin) return runsOnPlay;
  return Math.max(runsNeededToWin, 0);
}

/** OBR 9.06(f): the batter of a game-ending hit gets only as many bases as the winning run advanced (a home run keeps its four, 9.06(g)). */
export function hitBasesOnWalkOff_9_06f(hitBases: number, winningRunnerFrom: number): number {
  if (hitBases === 4) return 4;
  return Math.min(hitBases, Math.max(1, 4 - winningRunnerFrom));
}

/** OBR 7.01(b)/(c): the game is over after this half inning (or at this moment in the home half). */
export function isRegulationOver_7_01(state: GameState, rules: LeagueRules, halfEnded: boolean): boolean {
  const [visitor, home] = state.score;
  if (state.inning < rules.innings) return false;
  if (state.half === 0) return halfEnded && home > visitor;
  if (home > visitor) return true;
  return halfEnded && home !== visitor;
}

/** League mercy rule (콜드게임): a lead of N runs after inning M ends the game. */
export function isMercyOver(state: GameState, rules: LeagueRules, halfEnded: boolean): boolean {
  if (!rules.mercy) return false;
  const [visitor, home] = state.score;
  return rules.mercy.some(({ runs, afterInning }) => {
    if (state.inning < afterInning) return false;
    if (state.half === 0) return halfEnded && home - visitor >= runs;
    return home - visitor >= runs || (halfEnded && visitor - home >= runs);
  });
}

/** OBR 9.17(b): a starter needs 5 complete innings (4 in a game of 5 or 6 innings… 7-inning amateur games use 4). */
export function starterQualifiesForWin_9_17b(outs: number, scheduledInnings: number): boolean {
  return outs >= (scheduledInnings >= 9 ? 15 : 12);
}

/** OBR 9.19: a save situation when the pitcher enters. */
export function isSaveSituation_9_19(leadAtEntry: number, runnersOn: number): boolean {
  return leadAtEntry > 0 && (leadAtEntry <= 3 || leadAtEntry <= runnersOn + 2);
}

/** OBR 9.19(a)-(c): whether the finishing pitcher earns the save. */
export function earnsSave_9_19(entry: PitcherEntry, line: PitchingLine): boolean {
  if (line.outs < 1 || entry.leadAtEntry <= 0) return false;
  if (entry.leadAtEntry <= 3 && line.outs >= 3) return true;
  if (entry.leadAtEntry <= entry.runnersOnAtEntry + 2) return true;
  return line.outs >= 9;
}

/** OBR 9.17 and 9.19: winning and losing pitchers, the save, and holds. */
export function decideGame_9_17(state: GameState): Decisions {
  const none: Decisions = { win: null, loss: null, save: null, holds: [] };
  const [visitor, home] = state.score;
  if (visitor === home) return none;
  const winner = visitor > home ? 0 : 1;
  const lead = (score: [number, number]) => (winner === 0 ? score[0] - score[1] : score[1] - score[0]);
  // The run that put the winners ahead for good: their last run that broke a tie.
  let goAhead = -1;
  state.runs.forEach((run, index) => {
    if (run.side === winner && lead(run.score) === 1) goAhead = index;
  });
  if (goAhead < 0) return none;
  const run = state.runs[goAhead];
  const entries = state.pitcherEntries.filter((entry) => entry.side === winner);
  const starter = entries[0]?.pitcherId;
  let win: string | null = run.pitcherOfRecord;
  // 9.17(b) is about a starter who was replaced: one who pitched the whole game wins it, however short.
  const completeGame = entries.length === 1;
  if (win === starter && !completeGame && !starterQualifiesForWin_9_17b(state.pitching[win].outs, state.rules.innings)) {
    win = mostEffectiveReliever_9_17c(state, entries.slice(1));
  }
  const loss = run.chargedPitcherId;
  const finisher = entries[entries.length - 1];
  let save: string | null = null;
  if (finisher && finisher.pitcherId !== win && finisher.pitcherId !== starter) {
    const runsBefore = finisher.runsBeforeEntry ?? 0;
    if (runsBefore > goAhead && earnsSave_9_19(finisher, state.pitching[finisher.pitcherId])) save = finisher.pitcherId;
  }
  const holds = holdsOf(state).filter((id) => id !== win && id !== save);
  return { win, loss, save, holds };
}

/** OBR 9.17(c): when the starter does not qualify, the relief pitcher judged most effective. */
export function mostEffectiveReliever_9_17c(state: GameState, relievers: PitcherEntry[]): string | null {
  let best: PitchingLine | null = null;
  let bestId: string | null = null;
  for (const { pitcherId } of relievers) {
    const line = state.pitching[pitcherId];
    // The scorer's judgement, approximated: most outs, then fewest runs, then the earlier one.
    if (!best || line.outs > best.outs || (line.outs === best.outs && line.r < best.r)) {
      best = line;
      bestId = pitcherId;
    }
  }
  return bestId;
}

/** A hold (not in the OBR; the common definition): a reliever who enters in a save situation, gets an out and leaves with the lead. */
export function holdsOf(state: GameState): string[] {
  const holds: string[] = [];
  for (const side of [0, 1] as const) {
    const entries = state.pitcherEntries.filter((entry) => entry.side === side);
    entries.forEach((entry, index) => {
      const next = entries[index + 1];
      // A starter who re-entered (league re-entry) is still the starter, not a reliever.
      if (index === 0 || entry.pitcherId === entries[0].pitcherId || !next) return;
      if (!isSaveSituation_9_19(entry.leadAtEntry, entry.runnersOnAtEntry)) return;
      if (state.pitching[entry.pitcherId].outs < 1 || next.leadAtEntry <= 0) return;
      holds.push(entry.pitcherId);
    });
  }
  return holds;
}
