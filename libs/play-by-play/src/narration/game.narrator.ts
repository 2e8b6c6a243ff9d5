import type {
  GameEvent,
  GameSetup,
  PitchType,
  PlateAppearanceEvent,
  RunnerEvent,
  RunnerMove,
  RunnerPlay,
  Side,
  SubstitutionEvent,
} from '../model/game-event.types';
import { DEFAULT_RULES } from '../model/game-event.types';
import type { GameState } from '../engine/game-state.types';
import { PlayByPlayError } from '../engine/play-by-play.error';
import { createGameState, step } from '../engine/replay.engine';
import { forceUnlistedRunners, impliedMoves, mergeMoves } from '../engine/runner-moves.rules';
import { hitBases_9_05, hitBasesOnWalkOff_9_06f } from '../engine/scoring.rules';
import { withJosa } from './korean-particle.helpers';
import type { NarratedHalfInning, NarrationItem, NarrationItemKind, NarrationOptions } from './narration.types';
import {
  baseName,
  chainText,
  HIT_NOUNS,
  hitDirection,
  homeRunKind,
  isGroundBall,
  isInfieldHit,
  isThrownPitch,
  outKind,
  pitchName,
  positionName,
} from './play-wording.helpers';

interface Outcome {
  runs: number;
  walkOff: boolean;
}

type Name = (playerId: string) => string;

const halfLabel = (inning: number, half: Side) => `${inning}회${half === 0 ? '초' : '말'}`;

/** Korean text play-by-play (문자 중계): every event of the game in sentences, by half inning. */
export function narrateGame(setup: GameSetup, events: readonly GameEvent[], options: NarrationOptions): NarratedHalfInning[] {
  const state = createGameState(setup, options.rules ?? DEFAULT_RULES);
  const name: Name = options.playerName;
  const halves: NarratedHalfInning[] = [];
  let current: NarratedHalfInning | null = null;
  let start = { hits: 0, runs: 0 };
  let pitches: string[] = [];
  let pitchNumber = 0;
  let lastPitch: PitchType | null = null;

  const close = () => {
    if (!current) return;
    const side = current.half;
    current.summary = `${halfLabel(current.inning, side)} 종료: ${state.totals[side].h - start.hits}안타 ${state.score[side] - start.runs}득점`;
  };
  const open = (): NarratedHalfInning => {
    close();
    const half: NarratedHalfInning = { inning: state.inning, half: state.half, heading: `${halfLabel(state.inning, state.half)} ${options.teamName(state.half)} 공격`, items: [], summary: '' };
    current = half;
    halves.push(half);
    start = { hits: state.totals[state.half].h, runs: state.score[state.half] };
    pitches = [];
    pitchNumber = 0;
    lastPitch = null;
    const placed = [1, 2, 3].filter((b) => state.bases[b]).map((b) => `${baseName(b)} 주자 ${name(state.bases[b]?.playerId ?? '')}`);
    if (placed.length) half.items.push(item(state, 'note', `승부치기: ${placed.join(', ')}`, [], false, false));
    return half;
  };

  events.forEach((event, index) => {
    const previous = index > 0 ? events[index - 1] : null;
    const newHalf = !state.over && (current?.inning !== state.inning || current?.half !== state.half);
    // A comment right after the third out is about that play: it stays in the half inning that ended.
    const half = !current || (newHalf && !(event.kind === 'note' && event.type === 'comment')) ? open() : current;
    const before = { half: state.half, score: [...state.score], over: state.over };
    const text = prepare(state, event, name);
    try {
      step(state, event);
    } catch (error) {
      if (error instanceof PlayByPlayError) throw new PlayByPlayError(`${index + 1}번째 기록: ${error.message}`, error.code, index);
      throw error;
    }
    const ended = state.over ? state.outs >= 3 : state.inning !== half.inning || state.half !== half.half;
    const outcome: Outcome = {
      runs: state.score[before.half] - before.score[before.half],
      walkOff: !before.over && state.over && state.overReason === 'walkOff',
    };
    switch (event.kind) {
      case 'pitch':
        if (isThrownPitch(event.pitch)) {
          pitches.push(`${++pitchNumber}구 ${pitchName(event.pitch)}`);
          lastPitch = event.pitch;
        } else pitches.push(pitchName(event.pitch));
        return;
      case 'pickoffThrow':
        pitches.push(`${event.byCatcher ? '포수 ' : ''}${baseName(event.base)} 견제`);
        return;
      case 'plateAppearance': {
        const sentence = (text as PlateAppearanceText)(outcome, lastPitch);
        half.items.push(item(state, 'plateAppearance', sentence, pitches, outcome.runs > 0, ended));
        pitches = [];
        pitchNumber = 0;
        lastPitch = null;
        return;
      }
      case 'runner': {
        const sentence = (text as RunnerText)(outcome);
        if (sentence) half.items.push(item(state, 'runner', sentence, [], outcome.runs > 0, ended));
        return;
      }
      case 'substitution':
        half.items.push(item(state, 'substitution', text as string, [], false, ended));
        return;
      case 'note': {
        if (!text) return;
        // Retrosheet splits a long comment over several com records ("$" opens a new one): one item.
        const last = half.items[half.items.length - 1];
        const continued = event.type === 'comment' && !event.text.startsWith('$') && previous?.kind === 'note' && previous.type === 'comment';
        if (continued && last?.kind === 'note') last.text += ` ${text as string}`;
        else half.items.push(item(state, 'note', text as string, [], false, ended));
        return;
      }
      case 'runnerPlaced':
      case 'battingOrder':
        if (text) half.items.push(item(state, event.kind === 'runnerPlaced' ? 'runner' : 'note', text as string, [], false, ended));
        return;
      default:
        return;
    }
  });
  // The half being played has no summary yet.
  const lastHalf = current as NarratedHalfInning | null;
  if (lastHalf && (state.over || lastHalf.inning !== state.inning || lastHalf.half !== state.half)) close();
  return halves;
}

type PlateAppearanceText = (outcome: Outcome, lastPitch: PitchType | null) => string;
type RunnerText = (outcome: Outcome) => string | null;

function item(state: GameState, kind: NarrationItemKind, text: string, pitches: string[], scoring: boolean, ended: boolean): NarrationItem {
  return {
    kind,
    text,
    pitches: [...pitches],
    scoring,
    score: [...state.score],
    outs: ended ? 3 : state.outs,
    bases: ended ? [false, false, false] : [!!state.bases[1], !!state.bases[2], !!state.bases[3]],
  };
}

/** Reads what the sentence needs from the state before the event; the sentence itself waits for the outcome. */
function prepare(state: GameState, event: GameEvent, name: Name): PlateAppearanceText | RunnerText | string | null {
  switch (event.kind) {
    case 'plateAppearance':
      return plateAppearanceText(state, event, name);
    case 'runner':
      return runnerText(state, event, name);
    case 'substitution':
      return substitutionText(state, event, name);
    case 'note': {
      // Retrosheet's "replay,…" comments are data for machines, not sentences.
      if (event.type === 'comment' && event.text.startsWith('replay,')) return null;
      const text = event.text.replace(/^\$/, '').trim();
      const label = { comment: '', suspended: '경기 중단', called: '경기 종료 선언', protest: '제소' }[event.type];
      return label ? (text ? `${label}: ${text}` : label) : text || null;
    }
    case 'runnerPlaced':
      return `승부치기: ${baseName(event.base)} 주자 ${name(event.playerId)}`;
    case 'battingOrder':
      return `타순 조정: 다음 타자 ${event.slot}번 타순`;
    default:
      return null;
  }
}

/** `state` is read after the engine's step: the score after the play. */
const withScore = (text: string, state: GameState, runs: number) => (runs > 0 ? `${text} (${state.score[0]}:${state.score[1]})` : text);

/** The batter's move when the scorer gives none, as the engine takes it. */
function defaultBatterMove(event: PlateAppearanceEvent): RunnerMove {
  const bases = hitBases_9_05(event.result);
  if (bases > 0) return { from: 0, to: bases as RunnerMove['to'] };
  if (event.result === 'strikeout') return { from: 0, to: 1, out: true };
  if (event.result === 'out') {
    const runnerOut = event.moves.some((m) => m.from > 0 && m.out);
    return runnerOut ? { from: 0, to: 1 } : { from: 0, to: 1, out: true, fielders: event.fielders };
  }
  return { from: 0, to: 1 };
}

function causeOf(move: RunnerMove): string | null {
  if (move.error !== undefined) return `${positionName(move.error)} 실책`;
  if (move.via === 'wildPitch') return '폭투';
  if (move.via === 'passedBall') return '포일';
  if (move.via === 'defensiveIndifference') return '무관심 도루';
  if (move.via === 'throw') return '송구 때';
  return null;
}

/** The cause of a runner play that moves runners ("폭투", "보크" …); null for steals and pickoffs, which have their own sentence. */
function playCause(play: RunnerPlay): string | null {
  switch (play.type) {
    case 'wildPitch':
      return '폭투';
    case 'passedBall':
      return '포일';
    case 'balk':
      return '보크';
    case 'defensiveIndifference':
      return '무관심 도루';
    case 'error':
      return play.error ? `${positionName(play.error)} 실책` : '실책';
    default:
      return null;
  }
}

interface MoveContext {
  runner: string;
  /** Counts as a run (9.06(f) drops the runs after the winning one). */
  counted: boolean;
  forced: boolean;
  /** Put the throw chain after an out. */
  chain: boolean;
  /** Causes already said in the sentence. */
  said: string[];
  /** Where the move counts from: the base the batter's result gives him. */
  from?: number;
  /** The play's cause, for a move that names none (K+WP: the runners advance on the wild pitch). */
  cause?: string | null;
}

function movePhrase(move: RunnerMove, ctx: MoveContext): string | null {
  const label = move.from === 0 ? '타자 주자' : `${baseName(move.from)} 주자 ${ctx.runner}`;
  const cause = causeOf(move) ?? (move.out ? null : (ctx.cause ?? null));
  const because = cause && !ctx.said.includes(cause) ? ` (${cause})` : '';
  if (move.out) {
    const chain = ctx.chain && move.fielders && move.fielders.length > 1 ? ` (${chainText(move.fielders)})` : '';
    if (move.to === move.from) return `${label} 귀루하지 못해 아웃${chain}`;
    return `${label} ${baseName(move.to)}에서 ${ctx.forced ? '포스 ' : ''}아웃${chain}`;
  }
  if (move.to === 4) return ctx.counted ? `${label} 홈인${because}` : null;
  const from = ctx.from ?? move.from;
  if (move.to > from) return `${label} ${baseName(move.to)}${move.to - from > 1 ? '까지' : ''} 진루${because}`;
  return null;
}

/** Sentences of steals, caught stealing and pickoffs; `explained` gets the runners they account for. */
function stealPhrases(plays: RunnerPlay[], moves: RunnerMove[], bases: (string | null)[], name: Name, explained: Set<number>): string[] {
  const phrases: string[] = [];
  for (const play of plays) {
    const base = play.base;
    if (!base) continue;
    const from = play.type === 'pickoff' ? base : base - 1;
    const runner = name(bases[from] ?? '');
    const move = moves.find((m) => m.from === from);
    const chain = play.fielders?.length ? ` (${chainText(play.fielders)})` : '';
    const error = play.error !== undefined ? `${positionName(play.error)} 실책` : null;
    const label = `${baseName(from)} 주자 ${runner}`;
    if (play.type === 'stolenBase') {
      let text = `${label} ${baseName(base)} 도루 성공`;
      if (move && !move.out && move.to > base) text += `, ${baseName(move.to)}까지 진루${causeOf(move) ? ` (${causeOf(move)})` : ''}`;
      phrases.push(text);
      // Out after the steal (going on to the next base): the move tells it.
      if (!move?.out) explained.add(from);
    } else if (play.type === 'caughtStealing' || play.type === 'pickoffCaughtStealing') {
      const head = `${label} ${baseName(base)} 도루`;
      if (error) {
        phrases.push(play.type === 'caughtStealing' ? `${head}, ${withJosa(error, '으로/로')} 세이프` : `${label} 견제에 걸렸으나 ${withJosa(error, '으로/로')} 세이프`);
        if (move && move.to === base && !move.out) explained.add(from);
      } else {
        phrases.push(play.type === 'caughtStealing' ? `${head} 실패 아웃${chain}` : `${label} 견제에 걸려 ${baseName(base)}에서 아웃${chain}`);
        explained.add(from);
      }
    } else if (play.type === 'pickoff') {
      if (error) phrases.push(`${baseName(base)} 견제 때 ${error}`);
      else {
        phrases.push(`${label} 견제사${chain}`);
        explained.add(from);
      }
    }
  }
  return phrases;
}

function plateAppearanceText(state: GameState, event: PlateAppearanceEvent, name: Name): PlateAppearanceText {
  const offense = state.teams[state.half];
  const batter = name(offense.slots[offense.nextSlot]);
  const plays = event.also ?? [];
  const explicit = [...event.moves];
  if (!explicit.some((m) => m.from === 0)) explicit.push(defaultBatterMove(event));
  const moves = forceUnlistedRunners(state, mergeMoves(explicit, impliedMoves(state, plays)));
  const bases = state.bases.map((r) => r?.playerId ?? null);

  return (outcome, lastPitch) => {
    const batterMove = moves.find((m) => m.from === 0);
    const outs = moves.filter((m) => m.out);
    const ko = outcome.walkOff ? '끝내기 ' : '';
    const ball = event.battedBall;
    const chainOf = batterMove?.fielders ?? event.fielders ?? [];
    const multiOut = event.result !== 'strikeout' && outs.length >= 2;
    let core: string;
    switch (event.result) {
      case 'single':
      case 'double':
      case 'groundRuleDouble':
      case 'triple': {
        const hitBases = hitBases_9_05(event.result);
        let noun = HIT_NOUNS[event.result] ?? '안타';
        if (outcome.walkOff) {
          const winning = moves.filter((m) => m.to === 4 && !m.out)[outcome.runs - 1];
          if (winning && hitBasesOnWalkOff_9_06f(hitBases, winning.from) === 1) noun = '안타';
        }
        const bunt = ball?.type?.includes('unt') ?? false;
        if (event.result === 'single' && isInfieldHit(event.fielders, ball)) noun = bunt ? '번트안타' : '내야안타';
        core = [hitDirection(hitBases, event.fielders, ball), `${ko}${noun}`].filter(Boolean).join(' ');
        break;
      }
      case 'homeRun':
        core = [hitDirection(4, event.fielders, ball), `${ko}${homeRunKind(outcome.runs)} 홈런`].filter(Boolean).join(' ');
        break;
      case 'walk':
      case 'intentionalWalk':
      case 'hitByPitch':
        // A run forced in by a walk or a hit batsman: 밀어내기.
        core = `${ko}${outcome.runs > 0 ? '밀어내기 ' : ''}${{ walk: '볼넷', intentionalWalk: '고의4구', hitByPitch: '몸에 맞는 공' }[event.result]}`;
        break;
      case 'catcherInterference':
        core = `${positionName(event.fielders?.[0] ?? 2)} 타격방해로 출루`;
        break;
      case 'strikeout': {
        if (batterMove && !batterMove.out) {
          const cause = (batterMove && causeOf(batterMove)) ?? plays.map(playCause).find(Boolean);
          core = cause ? `삼진, 낫아웃 ${withJosa(cause, '으로/로')} 출루` : '삼진, 낫아웃으로 출루';
        } else if (lastPitch === 'calledStrike') core = '루킹 삼진';
        else if (lastPitch === 'swingingStrike' || lastPitch === 'swingingOnPitchout') core = '삼진 아웃 (헛스윙)';
        else if (lastPitch === 'foulTip') core = '삼진 아웃 (파울팁)';
        else if (lastPitch === 'foulBunt' || lastPitch === 'foulTipOnBunt') core = '삼진 아웃 (스리번트 파울)';
        else if (lastPitch === 'missedBunt') core = '삼진 아웃 (번트 헛스윙)';
        else core = '삼진 아웃';
        break;
      }
      case 'reachedOnError': {
        const fielder = event.fielders?.[event.fielders.length - 1];
        const error = fielder ? `${positionName(fielder)} ${ko}실책` : `${ko}실책`;
        core =
          event.sacrifice === 'bunt'
            ? `${positionName(event.fielders?.[0] ?? 1)} 앞 희생번트, ${withJosa(error, '으로/로')} 출루`
            : `${withJosa(error, '으로/로')} 출루`;
        break;
      }
      case 'fieldersChoice': {
        const fielder = event.fielders?.[0];
        const lead = event.sacrifice === 'bunt' && fielder ? `${positionName(fielder)} 앞 희생번트, ` : '';
        core = `${lead}${fielder ? `${positionName(fielder)} ` : ''}${ko}야수선택으로 출루`;
        break;
      }
      case 'out': {
        const first = chainOf[0] ?? outs[0]?.fielders?.[0];
        const pos = first ? `${positionName(first)} ` : '';
        if (event.sacrifice === 'bunt') core = `${pos}앞 ${ko}희생번트`.replace(/^앞 /, '');
        else if (event.sacrifice === 'fly') core = `${pos}${ko}희생플라이`;
        else if (multiOut) {
          // On the ground the force comes first and the batter last; a caught ball retires the batter first.
          const ground = event.groundedIntoDoublePlay || isGroundBall(ball, 2);
          const ordered = ground ? outs : [...outs.filter((m) => m.from === 0), ...outs.filter((m) => m.from > 0)];
          const chain: number[] = [];
          for (const move of ordered) for (const f of move.fielders ?? []) if (chain[chain.length - 1] !== f) chain.push(f);
          const kind = outs.length >= 3 ? '삼중살' : '병살';
          const fielder = chain[0] ?? first;
          const lead = fielder ? `${positionName(fielder)} ` : '';
          if (ground) core = `${lead}${ko}${kind}타${chain.length > 1 ? ` (${chainText(chain)})` : ''}`;
          else core = `${lead}${ko}${outKind(ball, event.foul, chainOf.length)} 아웃 (${kind}${chain.length > 1 ? ` ${chainText(chain)}` : ''})`;
        } else {
          const kind = outKind(ball, event.foul, chainOf.length);
          core = `${pos}${kind === '번트' && pos ? '앞 ' : ''}${ko}${kind}${batterMove?.out ? ' 아웃' : ''}`;
        }
        break;
      }
      default:
        core = event.result;
    }

    const explained = new Set<number>();
    const phrases = stealPhrases(plays, moves, bases, name, explained);
    const said = plays.map(playCause).find(Boolean) ?? null;
    const ground = isGroundBall(ball, chainOf.length) && event.result !== 'strikeout';
    let countable = outcome.runs;
    for (const move of moves) {
      if (explained.has(move.from)) continue;
      const counted = move.to === 4 && !move.out && countable-- > 0;
      // The batter's own result says where he went; only an extra base or an out on the bases is told.
      const natural = move.from === 0 ? Math.max(hitBases_9_05(event.result), 1) : move.from;
      if (move.from === 0 && (event.result === 'out' || event.result === 'strikeout' || (!move.out && move.to <= natural))) continue;
      const forced = ground && move.from > 0 && move.to === move.from + 1 && [1, 2, 3].slice(0, move.from - 1).every((b) => bases[b]);
      const phrase = movePhrase(move, { runner: name(bases[move.from] ?? ''), counted, forced, chain: !multiOut, said: [], cause: said, from: natural });
      if (phrase) phrases.push(phrase);
    }
    const text = [`${batter}, ${core}`, ...phrases].join('. ');
    return withScore(text, state, outcome.runs);
  };
}

function runnerText(state: GameState, event: RunnerEvent, name: Name): RunnerText {
  const plays = [event.play, ...(event.more ?? [])];
  const moves = forceUnlistedRunners(state, mergeMoves([...event.moves], impliedMoves(state, plays)));
  const bases = state.bases.map((r) => r?.playerId ?? null);

  return (outcome) => {
    const explained = new Set<number>();
    const phrases = stealPhrases(plays, moves, bases, name, explained);
    const causes = plays.map(playCause).filter((c): c is string => !!c);
    const cause = causes[0] ?? null;
    const foul = plays.find((p) => p.type === 'errorOnFoul');
    if (foul) phrases.push(`${positionName(foul.error ?? 2)} 파울플라이 실책`);
    let countable = outcome.runs;
    const movesSaid: string[] = [];
    for (const move of moves) {
      if (explained.has(move.from)) continue;
      const counted = move.to === 4 && !move.out && countable-- > 0;
      const said = [...causes, ...plays.map((p) => (p.error !== undefined ? `${positionName(p.error)} 실책` : '')).filter(Boolean)];
      const phrase = movePhrase(move, { runner: name(bases[move.from] ?? ''), counted, forced: false, chain: true, said });
      if (phrase) movesSaid.push(phrase);
    }
    if (movesSaid.length) phrases.push(cause ? `${withJosa(cause, '으로/로')} ${movesSaid.join(', ')}` : movesSaid.join(', '));
    else if (cause && !phrases.length) phrases.push(cause);
    if (!phrases.length) return null;
    const text = `${outcome.walkOff ? '끝내기 ' : ''}${phrases.join(', ')}`;
    return withScore(text, state, outcome.runs);
  };
}

function substitutionText(state: GameState, event: SubstitutionEvent, name: Name): string {
  const team = state.teams[event.side];
  const who = name(event.playerId);
  const { slot, position } = event;
  const previousInSlot = slot >= 1 && slot <= 9 ? team.slots[slot] : '';
  if (position === 'PH') return `대타 ${who} (${slot}번 타순${previousInSlot ? `, ${name(previousInSlot)} 대신` : ''})`;
  if (position === 'PR') {
    const base = state.bases.findIndex((r) => r?.playerId === previousInSlot);
    return base > 0 ? `대주자 ${who} (${baseName(base)} 주자 ${name(previousInSlot)} 대신)` : `대주자 ${who} (${slot}번 타순)`;
  }
  const slotNote = slot >= 1 && previousInSlot !== event.playerId ? ` (${slot}번 타순${previousInSlot ? `, ${name(previousInSlot)} 대신` : ''})` : '';
  if (position === 1 && team.pitcherId && team.pitcherId !== event.playerId) {
    return `투수 교체: ${name(team.pitcherId)} → ${who}${previousInSlot === team.pitcherId ? ` (${slot}번 타순)` : slotNote}`;
  }
  const pos = positionName(position);
  if (team.appeared[event.playerId] === 'in') {
    if (team.positions[position] === event.playerId) return `${who} ${pos}${slotNote}`;
    return position === 10 ? `${withJosa(who, '이/가')} 지명타자로 이어서 출전` : `${withJosa(who, '이/가')} ${withJosa(pos, '으로/로')} 수비 위치 변경`;
  }
  const previous = team.positions[position];
  if (previous && previous !== event.playerId) return `수비 교체: ${pos} ${name(previous)} → ${who}${previousInSlot && previousInSlot !== previous ? ` (${slot}번 타순, ${name(previousInSlot)} 대신)` : ''}`;
  return `수비 교체: ${pos} ${who}${slotNote}`;
}
