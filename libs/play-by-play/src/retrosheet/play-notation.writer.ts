import type { BattedBallType, FieldPosition, PlateAppearanceEvent, RunnerEvent, RunnerMove, RunnerPlay } from '../model/game-event.types';

const BATTED_BALL_CODE: Record<BattedBallType, string> = {
  ground: 'G',
  line: 'L',
  fly: 'F',
  popUp: 'P',
  bunt: 'B',
  groundBunt: 'BG',
  popBunt: 'BP',
  lineBunt: 'BL',
};

const HIT_CODE: Partial<Record<PlateAppearanceEvent['result'], string>> = {
  single: 'S',
  double: 'D',
  triple: 'T',
  homeRun: 'HR',
  groundRuleDouble: 'DGR',
};

const digits = (fielders?: FieldPosition[]) => (fielders ?? []).join('');
const base = (n: number) => (n === 0 ? 'B' : n === 4 ? 'H' : String(n));

function writeRunnerPlay(play: RunnerPlay): string {
  const chain = () => {
    if (play.error !== undefined) return `(${digits(play.fielders)}E${play.error})`;
    return play.fielders?.length ? `(${digits(play.fielders)})` : '';
  };
  switch (play.type) {
    case 'stolenBase':
      return `SB${base(play.base ?? 2)}`;
    case 'caughtStealing':
      return `CS${base(play.base ?? 2)}${chain()}`;
    case 'pickoffCaughtStealing':
      return `POCS${base(play.base ?? 2)}${chain()}`;
    case 'pickoff':
      return `PO${base(play.base ?? 1)}${chain()}`;
    case 'wildPitch':
      return 'WP';
    case 'passedBall':
      return 'PB';
    case 'balk':
      return 'BK';
    case 'defensiveIndifference':
      return 'DI';
    case 'otherAdvance':
      return 'OA';
    case 'errorOnFoul':
      return `FLE${play.error ?? 2}`;
    case 'error':
      return `E${play.error ?? 2}`;
    case 'noPlay':
      return 'NP';
  }
}

export function writeAdvance(move: RunnerMove): string {
  let text = `${base(move.from)}${move.out ? 'X' : '-'}${base(move.to)}`;
  if (move.fielders?.length) text += `(${digits(move.fielders)})`;
  if (move.error !== undefined) text += `(${digits(move.errorAssists)}E${move.error})`;
  if (move.via === 'wildPitch') text += '(WP)';
  if (move.via === 'passedBall') text += '(PB)';
  if (move.via === 'throw') text += '(TH)';
  if (move.run === 'unearned') text += '(UR)';
  if (move.run === 'teamUnearned') text += '(TUR)';
  if (move.rbi === false) text += '(NR)';
  if (move.rbi === true) text += '(RBI)';
  return text;
}

/** Outs on the batted ball written as "64(1)3": each chain after the first starts with the last putout. */
function describeOuts(moves: RunnerMove[]): { text: string; described: Set<RunnerMove> } {
  let text = '';
  let previous: FieldPosition | undefined;
  const described = new Set<RunnerMove>();
  const candidates = moves.filter((m) => m.out && m.fielders?.length && m.error === undefined && m.to === m.from + 1 && !m.via && m.rbi === undefined && !m.run);
  for (const move of candidates) {
    const chain = move.fielders ?? [];
    if (previous !== undefined && chain[0] !== previous) continue;
    const written = previous === undefined || chain.length === 1 ? chain : chain.slice(1);
    text += digits(written) + (move.from === 0 ? '' : `(${move.from})`);
    previous = chain[chain.length - 1];
    described.add(move);
    if (move.from === 0) break;
  }
  return { text, described };
}

/** A plate appearance or runner event -> Retrosheet play text. */
export function writePlayNotation(event: PlateAppearanceEvent | RunnerEvent): string {
  if (event.kind === 'runner') {
    const head = [event.play, ...(event.more ?? [])].map(writeRunnerPlay).join(';');
    return head + advancesText(event.moves);
  }
  let moves = event.moves;
  const modifiers: string[] = [];
  let head: string;
  const batterMove = moves.find((m) => m.from === 0);
  switch (event.result) {
    case 'strikeout':
      if (batterMove?.out && batterMove.fielders?.length && !batterMove.error && !batterMove.via && batterMove.to === 1) {
        head = `K${digits(batterMove.fielders)}`;
        moves = moves.filter((m) => m !== batterMove);
      } else head = 'K';
      break;
    case 'walk':
      head = 'W';
      break;
    case 'intentionalWalk':
      head = 'IW';
      break;
    case 'hitByPitch':
      head = 'HP';
      break;
    case 'reachedOnError':
      head = `${digits(event.fielders?.slice(0, -1))}E${event.fielders?.[event.fielders.length - 1] ?? ''}`;
      break;
    case 'fieldersChoice':
      head = `FC${digits(event.fielders)}`;
      break;
    case 'catcherInterference':
      head = 'C';
      modifiers.push(`E${event.fielders?.[0] ?? 2}`);
      break;
    case 'out': {
      const { text, described } = describeOuts(moves);
      head = text || digits(event.fielders) || '99';
      moves = moves.filter((m) => !described.has(m));
      break;
    }
    default:
      head = `${HIT_CODE[event.result]}${digits(event.fielders)}`;
  }
  if (event.also?.length) head += `+${event.also.map(writeRunnerPlay).join(';')}`;
  if (event.sacrifice) modifiers.push(event.sacrifice === 'bunt' ? 'SH' : 'SF');
  if (event.groundedIntoDoublePlay) modifiers.push('GDP');
  if (event.errorOnForce) modifiers.push('FO');
  if (event.battedBall) modifiers.push(`${event.battedBall.type ? BATTED_BALL_CODE[event.battedBall.type] : ''}${event.battedBall.location ?? ''}`);
  if (event.foul) modifiers.push('FL');
  return [head, ...modifiers.filter(Boolean)].join('/') + advancesText(moves);
}

function advancesText(moves: RunnerMove[]): string {
  return moves.length ? `.${moves.map(writeAdvance).join(';')}` : '';
}
