import type {
  BaseFrom,
  BaseTo,
  BattedBallType,
  FieldPosition,
  PlateAppearanceEvent,
  RunnerEvent,
  RunnerMove,
  RunnerPlay,
} from '../model/game-event.types';

/** A reason (Korean) for a play the reader cannot understand. */
export class PlayNotationError extends Error {}

const BATTED_BALL: Record<string, BattedBallType> = {
  G: 'ground',
  L: 'line',
  F: 'fly',
  P: 'popUp',
  B: 'bunt',
  BG: 'groundBunt',
  BP: 'popBunt',
  BL: 'lineBunt',
};

function fielder(ch: string): FieldPosition {
  const n = Number(ch);
  if (!(n >= 1 && n <= 9)) throw new PlayNotationError(`수비 위치 '${ch}'를 알 수 없습니다`);
  return n as FieldPosition;
}

const fielders = (digits: string): FieldPosition[] => [...digits].map(fielder);

function baseOf(ch: string): number {
  if (ch === 'B') return 0;
  if (ch === 'H') return 4;
  return Number(ch);
}

/** Splits on a separator outside parentheses. */
function splitOutside(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === sep && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

/** "24" -> chain; "2E4" -> safe on an error after the throw of 2. */
function parseChain(text: string): { fielders: FieldPosition[]; error?: FieldPosition; errorAssists?: FieldPosition[] } {
  const body = text.split('/')[0];
  const match = /^(\d*)E(\d)$/.exec(body);
  if (match) return { fielders: [], error: fielder(match[2]), errorAssists: match[1] ? fielders(match[1]) : undefined };
  if (!/^\d+$/.test(body)) throw new PlayNotationError(`수비 기록 '(${text})'를 알 수 없습니다`);
  return { fielders: fielders(body) };
}

function parensOf(text: string): string[] {
  const groups: string[] = [];
  const re = /\(([^()]*)\)/g;
  let match: RegExpExecArray | null;
  let consumed = '';
  while ((match = re.exec(text))) {
    groups.push(match[1]);
    consumed += match[0];
  }
  if (consumed !== text) throw new PlayNotationError(`'${text}'를 알 수 없습니다`);
  return groups;
}

function parseRunnerPlay(token: string): RunnerPlay {
  const simple: Record<string, RunnerPlay['type']> = {
    WP: 'wildPitch',
    PB: 'passedBall',
    BK: 'balk',
    DI: 'defensiveIndifference',
    OA: 'otherAdvance',
    NP: 'noPlay',
  };
  if (simple[token]) return { type: simple[token] };
  let match = /^SB([23H])$/.exec(token);
  if (match) return { type: 'stolenBase', base: baseOf(match[1]) as BaseTo };
  match = /^(POCS|CS)([23H])((?:\([^)]*\))*)$/.exec(token) ?? /^(PO)([123])((?:\([^)]*\))*)$/.exec(token);
  if (match) {
    const type = match[1] === 'POCS' ? 'pickoffCaughtStealing' : match[1] === 'CS' ? 'caughtStealing' : 'pickoff';
    const play: RunnerPlay = { type, base: baseOf(match[2]) as BaseTo };
    for (const group of parensOf(match[3])) {
      const chain = parseChain(group);
      if (chain.fielders.length) play.fielders = chain.fielders;
      if (chain.error !== undefined) {
        play.error = chain.error;
        if (chain.errorAssists) play.fielders = chain.errorAssists;
      }
    }
    return play;
  }
  match = /^E(\d)$/.exec(token);
  if (match) return { type: 'error', error: fielder(match[1]) };
  throw new PlayNotationError(`주자 플레이 '${token}'를 알 수 없습니다`);
}

function parseAdvance(token: string): RunnerMove {
  const match = /^([B123])([-X])([123H])(.*)$/.exec(token);
  if (!match) throw new PlayNotationError(`주자 진루 '${token}'를 알 수 없습니다`);
  const move: RunnerMove = { from: baseOf(match[1]) as BaseFrom, to: baseOf(match[3]) as BaseTo };
  const out = match[2] === 'X';
  let cancelled = false;
  let putOut = false;
  for (const group of parensOf(match[4])) {
    if (group === 'NR' || group === 'NORBI') move.rbi = false;
    else if (group === 'RBI') move.rbi = true;
    else if (group === 'UR') move.run = 'unearned';
    else if (group === 'TUR') move.run = 'teamUnearned';
    else if (group === 'WP') move.via = 'wildPitch';
    else if (group === 'PB') move.via = 'passedBall';
    else if (/^TH[123H]?$/.test(group)) move.via = 'throw';
    else if (/^(INT|OBS|RINT)$/.test(group)) continue;
    else {
      const chain = parseChain(group);
      if (chain.error !== undefined) {
        move.error = chain.error;
        if (chain.errorAssists) move.errorAssists = chain.errorAssists;
        cancelled = true;
      } else if (chain.fielders.length) {
        move.fielders = chain.fielders;
        putOut = true;
      }
    }
  }
  // "1X3(5E4)": the error cancels the out; "1XH(E6/TH)(92)": out at home after advancing on the error.
  if (out && (putOut || !cancelled)) move.out = true;
  return move;
}

/** "64(1)3" -> the runner from first out 6-4, the batter out 4-3 (the next chain starts with the last putout). */
function parseOutChains(text: string): RunnerMove[] {
  const moves: RunnerMove[] = [];
  const re = /(\d+)(?:\(([B123])\))?/g;
  let match: RegExpExecArray | null;
  let consumed = '';
  let previous: FieldPosition | undefined;
  while ((match = re.exec(text))) {
    consumed += match[0];
    const chain = fielders(match[1]);
    if (previous !== undefined && chain[0] !== previous) chain.unshift(previous);
    previous = chain[chain.length - 1];
    const from = baseOf(match[2] ?? 'B');
    moves.push({ from: from as BaseFrom, to: (from + 1) as BaseTo, out: true, fielders: chain });
  }
  if (consumed !== text) throw new PlayNotationError(`플레이 '${text}'를 알 수 없습니다`);
  return moves;
}

function mergeByRunner(described: RunnerMove[], advances: RunnerMove[]): RunnerMove[] {
  const byFrom = new Map<number, RunnerMove>();
  for (const move of [...described, ...advances]) byFrom.set(move.from, move);
  return [...byFrom.values()].sort((a, b) => b.from - a.from);
}

function applyModifiers(event: PlateAppearanceEvent, modifiers: string[]): void {
  for (const mod of modifiers) {
    if (mod === 'SH') event.sacrifice = 'bunt';
    else if (mod === 'SF') event.sacrifice = 'fly';
    else if (mod === 'GDP' || mod === 'GTP') event.groundedIntoDoublePlay = true;
    else if (mod === 'FL') event.foul = true;
    else if (mod === 'FO' && event.result === 'reachedOnError') event.errorOnForce = true;
    else {
      const ball = /^(BG|BP|BL|G|L|F|P|B)(\d[0-9A-Z+-]*)?$/.exec(mod);
      if (ball && BATTED_BALL[ball[1]]) {
        event.battedBall = { type: BATTED_BALL[ball[1]], ...(ball[2] ? { location: ball[2] } : {}) };
      } else if (/^\d[0-9A-Z+-]*$/.test(mod)) {
        event.battedBall = { ...event.battedBall, location: mod };
      }
    }
  }
}

/** One Retrosheet play (`S8/G.2-H;1-3`) -> a plate appearance, a runner event, or null for NP. */
export function parsePlayNotation(notation: string): PlateAppearanceEvent | RunnerEvent | null {
  // "!" (exceptional play) and "#" / "?" (uncertain) are remarks on the play, not part of it.
  const text = notation.replace(/[!#?]/g, '');
  const dot = text.indexOf('.');
  const description = dot < 0 ? text : text.slice(0, dot);
  const advances: RunnerMove[] = dot < 0 ? [] : text.slice(dot + 1).split(';').filter(Boolean).map(parseAdvance);
  const [main, ...modifiers] = splitOutside(description, '/');
  if (!main) throw new PlayNotationError('플레이가 비어 있습니다');
  const plus = main.indexOf('+');
  const head = plus < 0 ? main : main.slice(0, plus);
  const also = plus < 0 ? undefined : splitOutside(main.slice(plus + 1), ';').map(parseRunnerPlay);

  const pa = (result: PlateAppearanceEvent['result'], extra: Partial<PlateAppearanceEvent> = {}, described: RunnerMove[] = []) => {
    const event: PlateAppearanceEvent = { kind: 'plateAppearance', result, ...extra, moves: mergeByRunner(described, advances) };
    if (also) event.also = also;
    applyModifiers(event, modifiers);
    return event;
  };

  let match = /^K(\d*)$/.exec(head);
  if (match) return pa('strikeout', {}, match[1] ? [{ from: 0, to: 1, out: true, fielders: fielders(match[1]) }] : []);
  if (head === 'W') return pa('walk');
  if (head === 'IW' || head === 'I') return pa('intentionalWalk');
  if (head === 'HP') return pa('hitByPitch');
  match = /^(S|D|T|HR|H|DGR)(\d*)$/.exec(head);
  if (match) {
    const result = { S: 'single', D: 'double', T: 'triple', HR: 'homeRun', H: 'homeRun', DGR: 'groundRuleDouble' }[match[1]] as PlateAppearanceEvent['result'];
    return pa(result, match[2] ? { fielders: fielders(match[2]) } : {});
  }
  // "4E3": the second baseman's throw is muffed; 4 gets the assist, 3 the error.
  match = /^(\d*)E(\d)$/.exec(head);
  if (match) return pa('reachedOnError', { fielders: [...fielders(match[1]), fielder(match[2])] });
  match = /^FC(\d*)$/.exec(head);
  if (match) return pa('fieldersChoice', match[1] ? { fielders: fielders(match[1]) } : {});
  if (head === 'C') {
    const error = modifiers.map((m) => /^E(\d)$/.exec(m)).find(Boolean);
    return pa('catcherInterference', { fielders: [error ? fielder(error[1]) : 2] });
  }
  match = /^FLE(\d)$/.exec(head);
  if (match) return { kind: 'runner', play: { type: 'errorOnFoul', error: fielder(match[1]) }, moves: mergeByRunner([], advances) };
  if (/^\d/.test(head)) return pa('out', {}, parseOutChains(head));

  // "SBH(UR)": marks on a steal belong to that runner's advance.
  const tokens = splitOutside(head, ';').map((token) => {
    const steal = /^SB([23H])(\(.*\))$/.exec(token);
    if (!steal) return token;
    const to = baseOf(steal[1]);
    if (!advances.some((m) => m.from === to - 1)) advances.push(parseAdvance(`${to - 1}-${steal[1]}${steal[2]}`));
    return `SB${steal[1]}`;
  });
  const plays = tokens.map(parseRunnerPlay);
  if (plays.length === 1 && plays[0].type === 'noPlay' && advances.length === 0) return null;
  const event: RunnerEvent = { kind: 'runner', play: plays[0], moves: mergeByRunner([], advances) };
  if (plays.length > 1) event.more = plays.slice(1);
  return event;
}
