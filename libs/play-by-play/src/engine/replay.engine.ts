import type {
  BaseTo,
  GameEvent,
  GameSetup,
  LeagueRules,
  PitchEvent,
  PlateAppearanceEvent,
  RunnerEvent,
  RunnerMove,
  RunnerPlay,
} from '../model/game-event.types';
import { DEFAULT_RULES } from '../model/game-event.types';
import {
  addShadowRunner,
  reconstructPlay_9_16,
  resetShadow_9_16,
  runScored_9_16,
  type ShadowPlay,
  type ShadowStep,
} from './earned-runs.rules';
import type { GameRecord, GameState, PitchingLine, Runner, TeamTotals } from './game-state.types';
import { PlayByPlayError } from './play-by-play.error';
import { type Credits, creditChain, creditFielders, creditPlays } from './fielding.rules';
import { BASE_NAMES, battingLine, defense, emptyTeam, emptyTotals, enterPitcher, fieldingLine, refuse } from './game-state.helpers';
import { placeRunner, placeTiebreakerRunners, substitution } from './lineup.rules';
import { checkMoves, forceUnlistedRunners, impliedMoves, mergeMoves, type MoveOutcome, moveRunners } from './runner-moves.rules';
import {
  creditsRbi_9_04,
  decideGame_9_17,
  hitBases_9_05,
  hitBasesOnWalkOff_9_06f,
  isAtBat_9_02a,
  isMercyOver,
  isRegulationOver_7_01,
  runsThatCountOnWalkOff_9_06f,
  walkChargedToPreviousPitcher_9_16h,
} from './scoring.rules';

export function createGameState(setup: GameSetup, rules: LeagueRules = DEFAULT_RULES): GameState {
  const state: GameState = {
    rules,
    inning: 1,
    half: 0,
    outs: 0,
    balls: 0,
    strikes: 0,
    bases: [null, null, null, null],
    score: [0, 0],
    lineScore: [[0], []],
    teams: [emptyTeam(), emptyTeam()],
    over: false,
    nextRunnerId: 1,
    paPitcher: null,
    batting: {},
    pitching: {},
    fielding: {},
    totals: [emptyTotals(), emptyTotals()],
    shadow: { bases: [null, null, null, null], outs: 0, pitcherOuts: {}, runners: {} },
    pitcherEntries: [],
    runs: [],
    notes: [],
    eventCount: 0,
  };
  for (const side of [0, 1] as const) {
    const team = state.teams[side];
    for (const entry of setup.lineups[side]) {
      team.appeared[entry.playerId] = 'in';
      team.starters.push(entry.playerId);
      if (entry.slot >= 1 && entry.slot <= 9) {
        team.slots[entry.slot] = entry.playerId;
        battingLine(state, entry.playerId, side, entry.slot);
      }
      team.positions[entry.position] = entry.playerId;
      if (entry.position === 10) {
        if (!rules.designatedHitter) throw new PlayByPlayError('지명타자를 쓰지 않는 리그입니다.', 'INVALID_EVENT');
        team.dh = true;
      }
      if (entry.position === 1) {
        team.pitcherId = entry.playerId;
      } else if (entry.position !== 10) fieldingLine(state, entry.playerId, side, entry.position);
    }
    if (!team.pitcherId) throw new PlayByPlayError(`${side === 0 ? '원정' : '홈'} 팀 선발 투수가 없습니다.`, 'INVALID_EVENT');
    enterPitcher(state, side, team.pitcherId);
  }
  resetShadow_9_16(state, state.teams[1].pitcherId);
  placeTiebreakerRunners(state);
  return state;
}

/** Appends one event: returns the new state, or throws a PlayByPlayError (Korean reason) and leaves `state` as it was. */
export function applyEvent(state: GameState, event: GameEvent): GameState {
  const next = structuredClone(state);
  step(next, event);
  return next;
}

/** Replays a whole game from its setup. */
export function replayGame(setup: GameSetup, events: readonly GameEvent[], rules: LeagueRules = DEFAULT_RULES): { state: GameState; record: GameRecord } {
  const state = createGameState(setup, rules);
  events.forEach((event, index) => {
    try {
      step(state, event);
    } catch (error) {
      if (error instanceof PlayByPlayError) throw new PlayByPlayError(`${index + 1}번째 기록: ${error.message}`, error.code, index);
      throw error;
    }
  });
  return { state, record: deriveRecord(state) };
}

export function deriveRecord(state: GameState): GameRecord {
  const totals = state.totals.map((t) => ({ ...t })) as [TeamTotals, TeamTotals];
  totals[0].r = state.score[0];
  totals[1].r = state.score[1];
  return {
    innings: state.inning,
    score: [...state.score],
    lineScore: [[...state.lineScore[0]], [...state.lineScore[1]]],
    totals,
    batting: state.batting,
    pitching: state.pitching,
    fielding: state.fielding,
    decisions: decideGame_9_17(state),
  };
}

/** Mutating step, for replay loops that own their state (the writer). */
export function step(state: GameState, event: GameEvent): void {
  if (state.over && event.kind !== 'note') refuse('경기가 이미 끝났습니다.', 'GAME_OVER');
  state.eventCount++;
  switch (event.kind) {
    case 'pitch':
      return pitch(state, event);
    case 'pickoffThrow':
      return;
    case 'plateAppearance':
      return plateAppearance(state, event);
    case 'runner':
      return runnerEvent(state, event);
    case 'substitution':
      return substitution(state, event);
    case 'note':
      state.notes.push(event.text);
      if (event.type === 'called' || event.type === 'suspended') {
        state.over = true;
        state.overReason = event.type;
      }
      return;
    case 'runnerPlaced':
      return placeRunner(state, event.playerId, event.base);
    case 'responsiblePitcher': {
      const runner = state.bases[event.base];
      if (!runner) refuse(`${BASE_NAMES[event.base]}에 주자가 없습니다.`, 'NO_RUNNER');
      runner.pitcherId = event.pitcherId;
      const shadow = state.shadow.runners[runner.id];
      if (shadow) shadow.pitcherId = event.pitcherId;
      return;
    }
    case 'battingOrder':
      state.teams[event.side].nextSlot = event.slot;
      return;
    case 'handedness':
      return;
    default:
      refuse('알 수 없는 기록입니다.', 'INVALID_EVENT');
  }
}

const BALLS = new Set(['ball', 'intentionalBall', 'pitchout', 'automaticBall']);

const STRIKES = new Set(['calledStrike', 'swingingStrike', 'foulTip', 'missedBunt', 'foulBunt', 'foulTipOnBunt', 'swingingOnPitchout', 'automaticStrike', 'strikeUnknown']);

function startPlateAppearance(state: GameState): void {
  if (!state.paPitcher) state.paPitcher = { pitcherId: defense(state).pitcherId, balls: 0, strikes: 0 };
}

function pitch(state: GameState, event: PitchEvent): void {
  startPlateAppearance(state);
  if (event.pitch === 'noPitch') return;
  const line = state.pitching[defense(state).pitcherId];
  if (event.pitch !== 'automaticBall' && event.pitch !== 'automaticStrike') line.pitches++;
  if (BALLS.has(event.pitch)) {
    state.balls = Math.min(state.balls + 1, 4);
    return;
  }
  if (event.pitch !== 'hitByPitch') line.strikes++;
  if (STRIKES.has(event.pitch)) state.strikes = Math.min(state.strikes + 1, 3);
  else if ((event.pitch === 'foul' || event.pitch === 'foulOnPitchout') && state.strikes < 2) state.strikes++;
}

function shadowSteps(state: GameState, moves: RunnerMove[], paErrorPrevented: boolean, passedBall: boolean, hitBases = 0): ShadowStep[] {
  const steps: ShadowStep[] = [];
  for (const move of moves) {
    if (move.from === 0) continue;
    const runner = state.bases[move.from];
    if (!runner) continue;
    if (move.out) steps.push({ token: runner.id, action: 'out' });
    else if (move.error !== undefined && paErrorPrevented && [1, 2, 3].slice(0, move.from).every((b) => state.bases[b])) {
      steps.push({ token: runner.id, action: 'erase', prevented: true });
    }
    // On a hit a runner gets at least the batter's bases without the error (9.16(a) judgement, approximated).
    else if (move.error !== undefined && hitBases > 0) steps.push({ token: runner.id, action: 'advance', bases: Math.min(hitBases, move.to - move.from) });
    else if (move.error !== undefined || move.via === 'passedBall' || passedBall) steps.push({ token: runner.id, action: 'hold' });
    else steps.push({ token: runner.id, action: 'advance', bases: move.to - move.from, from: move.from });
  }
  return steps;
}

function scoreRuns(state: GameState, scored: MoveOutcome['scored'], rbiFor: ((move: RunnerMove) => boolean) | null, batterId: string | null): void {
  const offense = state.teams[state.half];
  for (const { move, runner } of scored) {
    state.score[state.half]++;
    const inningIndex = state.inning - 1;
    state.lineScore[state.half][inningIndex] = (state.lineScore[state.half][inningIndex] ?? 0) + 1;
    battingLine(state, runner.playerId, state.half, 0).r++;
    state.pitching[runner.pitcherId].r++;
    if (rbiFor && batterId && rbiFor(move)) state.batting[batterId].rbi++;
    else if (!rbiFor && batterId && move.rbi) state.batting[batterId].rbi++;
    runScored_9_16(state, runner.id, move.run, runner.playerId, runner.pitcherId);
    state.runs.push({ side: state.half, score: [...state.score], chargedPitcherId: runner.pitcherId, pitcherOfRecord: offense.pitcherId });
  }
}

function plateAppearance(state: GameState, event: PlateAppearanceEvent): void {
  const offense = state.teams[state.half];
  const def = defense(state);
  const batterId = offense.slots[offense.nextSlot];
  if (event.batterId && event.batterId !== batterId) {
    refuse(`타순이 아닙니다: 지금 타자는 ${offense.nextSlot}번 타자 ${batterId}입니다.`, 'BATTER_OUT_OF_TURN');
  }
  startPlateAppearance(state);
  const result = event.result;
  const plays = event.also ?? [];
  const explicit = [...event.moves];
  if (!explicit.some((m) => m.from === 0)) explicit.push(defaultBatterMove(event));
  const moves = forceUnlistedRunners(state, mergeMoves(explicit, impliedMoves(state, plays)));
  checkMoves(state, moves, true);

  // 9.16(h): a walk after a relief with the count in the batter's favour is the previous pitcher's.
  let pitcherId = def.pitcherId;
  const pa = state.paPitcher;
  if (pa && pa.pitcherId !== pitcherId && (result === 'walk' || result === 'intentionalWalk') && walkChargedToPreviousPitcher_9_16h(pa.balls, pa.strikes)) {
    pitcherId = pa.pitcherId;
  }
  const pitching = state.pitching[pitcherId];
  const current = state.pitching[def.pitcherId];
  const batting = battingLine(state, batterId, state.half, offense.nextSlot);
  const bases = walkOffHitBases(state, moves, result);
  batting.pa++;
  state.totals[state.half].pa++;
  pitching.bf++;
  if (isAtBat_9_02a(event)) batting.ab++;
  if (bases > 0) {
    batting.h++;
    pitching.h++;
    state.totals[state.half].h++;
    if (bases === 2) batting.b2++;
    if (bases === 3) batting.b3++;
    if (bases === 4) {
      batting.hr++;
      pitching.hr++;
    }
  }
  if (result === 'walk' || result === 'intentionalWalk') {
    batting.bb++;
    pitching.bb++;
    if (result === 'intentionalWalk') {
      batting.ibb++;
      pitching.ibb++;
    }
  }
  if (result === 'hitByPitch') {
    batting.hbp++;
    pitching.hbp++;
  }
  if (result === 'strikeout') {
    batting.so++;
    pitching.so++;
  }
  if (event.sacrifice === 'bunt') batting.sh++;
  if (event.sacrifice === 'fly') batting.sf++;
  if (event.groundedIntoDoublePlay) batting.gidp++;
  runnerPlayStats(state, plays, current);

  const credits: Credits = { putouts: [], assists: new Set(), errors: [] };
  if (result === 'reachedOnError' && event.fielders?.length) {
    credits.errors.push(event.fielders[event.fielders.length - 1]);
    for (const pos of event.fielders.slice(0, -1)) credits.assists.add(pos);
  }
  creditPlays(credits, plays);
  if (result === 'catcherInterference' && event.fielders?.length) credits.errors.push(event.fielders[0]);
  for (const move of moves) {
    if (move.out) {
      if (move.fielders?.length) creditChain(credits, move.fielders);
      else if (move.from === 0 && result === 'strikeout') credits.putouts.push(2);
    }
    if (move.error !== undefined) credits.errors.push(move.error);
    for (const pos of move.errorAssists ?? []) credits.assists.add(pos);
  }

  const batter: Runner = { id: state.nextRunnerId++, playerId: batterId, pitcherId: state.paPitcher && result !== 'walk' && result !== 'intentionalWalk' ? def.pitcherId : pitcherId };
  // 9.16(g): a batter who reaches when a previous pitcher's runner is forced out takes that runner's charge.
  const forcedOut = moves.map((m) => (m.from > 0 && m.out ? state.bases[m.from] : null)).find((runner) => runner && runner.pitcherId !== def.pitcherId);
  const batterMove = moves.find((m) => m.from === 0);
  if (forcedOut && batterMove && !batterMove.out && (result === 'fieldersChoice' || result === 'out')) {
    batter.pitcherId = forcedOut.pitcherId;
  }

  // The reconstruction without errors (9.16(a)).
  // 9.16(a): on a fielder's choice, an error on a forced runner cost the out the fielder chose.
  const forced = (base: number) => [1, 2, 3].slice(0, base).every((b) => state.bases[b]);
  const preventedByError = result === 'fieldersChoice' && !moves.some((m) => m.out) && moves.some((m) => m.error !== undefined && m.from > 0 && forced(m.from));
  // An error on a force play: the runner from first (most often), not the batter, would have been out.
  const forcedRunner = result === 'reachedOnError' && event.errorOnForce ? state.bases[1] : null;
  const batterReachedOnMisplay =
    (result === 'reachedOnError' && !forcedRunner) ||
    (result === 'strikeout' && !!batterMove && !batterMove.out && !plays.some((p) => p.type === 'wildPitch')) ||
    state.paExtended === true;
  const steps = shadowSteps(state, moves, preventedByError, plays.some((p) => p.type === 'passedBall'), bases);
  if (forcedRunner) {
    const erased = { token: forcedRunner.id, action: 'erase' as const, prevented: true };
    const index = steps.findIndex((s) => s.token === forcedRunner.id);
    if (index >= 0) steps[index] = erased;
    else steps.push(erased);
  }
  const shadow: ShadowPlay = { steps, hitBases: bases };
  if (batterMove) {
    shadow.batter = {
      token: batter.id,
      base: batterMove.out || result === 'catcherInterference' ? 0 : batterMove.error !== undefined && bases > 0 ? bases : batterMove.to,
      out: !!batterMove.out && !state.paExtended,
      prevented: batterReachedOnMisplay && !batterMove.out && !state.paExtended,
    };
    if (batterReachedOnMisplay) shadow.batter.base = 0;
  }
  addShadowRunner(state, batter.id, batterId, batter.pitcherId);

  const outcome = moveRunners(state, moves, batter);
  let scored = outcome.scored;
  scored = limitWalkOffRuns(state, scored, result === 'homeRun');
  scoreRuns(state, scored, (move) => creditsRbi_9_04(event, move), batterId);
  reconstructPlay_9_16(state, shadow);
  current.outs += outcome.outs;
  state.outs += outcome.outs;
  creditFielders(state, credits, outcome.outs);

  offense.nextSlot = (offense.nextSlot % 9) + 1;
  state.balls = 0;
  state.strikes = 0;
  state.paPitcher = null;
  state.paExtended = false;
  afterPlay(state);
}

function defaultBatterMove(event: PlateAppearanceEvent): RunnerMove {
  const bases = hitBases_9_05(event.result);
  if (bases > 0) return { from: 0, to: bases as BaseTo };
  if (event.result === 'strikeout') return { from: 0, to: 1, out: true };
  if (event.result === 'out') {
    const runnerOut = event.moves.some((m) => m.from > 0 && m.out);
    return runnerOut ? { from: 0, to: 1 } : { from: 0, to: 1, out: true, fielders: event.fielders };
  }
  return { from: 0, to: 1 };
}

/** 9.06(f): a game-ending hit is worth only the bases the winning run advanced (not a home run). */
function walkOffHitBases(state: GameState, moves: RunnerMove[], result: PlateAppearanceEvent['result']): number {
  const bases = hitBases_9_05(result);
  if (bases === 0 || state.half !== 1 || state.inning < state.rules.innings) return bases;
  const needed = state.score[0] - state.score[1] + 1;
  const scoring = moves.filter((m) => m.to === 4 && !m.out);
  if (needed <= 0 || scoring.length < needed) return bases;
  return hitBasesOnWalkOff_9_06f(bases, scoring[needed - 1].from);
}

/** 9.06(f): only the runs needed to win count on a game-ending play other than a home run. */
function limitWalkOffRuns(state: GameState, scored: MoveOutcome['scored'], homeRun: boolean): MoveOutcome['scored'] {
  if (state.half !== 1 || state.inning < state.rules.innings || scored.length === 0) return scored;
  const needed = state.score[0] - state.score[1] + 1;
  if (needed <= 0) return scored;
  return scored.slice(0, runsThatCountOnWalkOff_9_06f(needed, scored.length, homeRun));
}

function runnerPlayStats(state: GameState, plays: RunnerPlay[], pitching: PitchingLine): void {
  for (const play of plays) {
    if (play.type === 'wildPitch') pitching.wp++;
    if (play.type === 'balk') pitching.bk++;
    if (play.type === 'errorOnFoul') state.paExtended = true;
    const runner = play.base ? state.bases[play.base - 1] : null;
    if (play.type === 'stolenBase' && runner) battingLine(state, runner.playerId, state.half, 0).sb++;
    if ((play.type === 'caughtStealing' || play.type === 'pickoffCaughtStealing') && runner && play.error === undefined) {
      battingLine(state, runner.playerId, state.half, 0).cs++;
    }
  }
}

function runnerEvent(state: GameState, event: RunnerEvent): void {
  const plays = [event.play, ...(event.more ?? [])];
  if (plays.every((p) => p.type === 'noPlay') && event.moves.length === 0) return;
  const moves = forceUnlistedRunners(state, mergeMoves([...event.moves], impliedMoves(state, plays)));
  checkMoves(state, moves, false);
  const current = state.pitching[defense(state).pitcherId];
  runnerPlayStats(state, plays, current);
  const credits: Credits = { putouts: [], assists: new Set(), errors: [] };
  creditPlays(credits, plays);
  for (const move of moves) {
    if (move.out) creditChain(credits, move.fielders);
    if (move.error !== undefined) credits.errors.push(move.error);
    for (const pos of move.errorAssists ?? []) credits.assists.add(pos);
  }
  const foulError = plays.some((p) => p.type === 'errorOnFoul');
  const shadow: ShadowPlay = {
    steps: shadowSteps(state, moves, false, plays.some((p) => p.type === 'passedBall')),
    hitBases: 0,
    extraOuts: foulError ? 1 : 0,
  };
  const outcome = moveRunners(state, moves, null);
  scoreRuns(state, limitWalkOffRuns(state, outcome.scored, false), null, state.teams[state.half].slots[state.teams[state.half].nextSlot]);
  reconstructPlay_9_16(state, shadow);
  current.outs += outcome.outs;
  state.outs += outcome.outs;
  creditFielders(state, credits, outcome.outs);
  afterPlay(state);
}

function afterPlay(state: GameState): void {
  if (state.outs >= 3) return endHalf(state);
  if (state.half === 1 && (isRegulationOver_7_01(state, state.rules, false) || isMercyOver(state, state.rules, false))) {
    state.over = true;
    state.overReason = isRegulationOver_7_01(state, state.rules, false) ? 'walkOff' : 'mercy';
  }
}

function endHalf(state: GameState): void {
  state.totals[state.half].lob += state.bases.filter(Boolean).length;
  const regulation = isRegulationOver_7_01(state, state.rules, true);
  if (regulation || isMercyOver(state, state.rules, true)) {
    state.over = true;
    state.overReason = regulation ? 'regulation' : 'mercy';
    state.bases = [null, null, null, null];
    state.outs = 3;
    return;
  }
  if (state.half === 0) state.half = 1;
  else {
    state.half = 0;
    state.inning++;
  }
  state.lineScore[state.half][state.inning - 1] = 0;
  state.outs = 0;
  state.balls = 0;
  state.strikes = 0;
  state.paPitcher = null;
  state.bases = [null, null, null, null];
  resetShadow_9_16(state, defense(state).pitcherId);
  placeTiebreakerRunners(state);
}
