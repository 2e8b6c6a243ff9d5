import {
  BATTED_BALL_TYPES,
  GAME_EVENT_KINDS,
  NOTE_TYPES,
  PITCH_TYPES,
  PLATE_APPEARANCE_RESULTS,
  RUN_CREDITS,
  RUNNER_MOVE_VIAS,
  RUNNER_PLAY_TYPES,
} from './game-event.types';

/**
 * Checks JSON from a client against the GameEvent model before the engine sees it: the kind, every
 * field's type and allowed values, and no field the kind does not have. Answers the first problem as
 * a Korean sentence naming the field ("moves[0].to: 1, 2, 3, 4 중 하나여야 합니다."), or null when
 * the input is a well-formed GameEvent. Whether the event may happen now is the engine's question.
 */
export function gameEventProblem(input: unknown): string | null {
  try {
    checkEvent(input);
    return null;
  } catch (problem) {
    if (problem instanceof EventProblem) return problem.message;
    throw problem;
  }
}

class EventProblem extends Error {}

type Fields = Record<string, unknown>;
type Check = (value: unknown, path: string) => void;

const MAX_TEXT = 500;
const MAX_ID = 40;
const MAX_LIST = 10;

const fail = (path: string, what: string): never => {
  throw new EventProblem(path ? `${path}: ${what}` : what);
};

const oneOf =
  (allowed: readonly (string | number)[]): Check =>
  (value, path) => {
    if (!allowed.includes(value as string | number)) fail(path, `${allowed.join(', ')} 중 하나여야 합니다.`);
  };

const bool: Check = (value, path) => {
  if (typeof value !== 'boolean') fail(path, 'true 또는 false여야 합니다.');
};

const text =
  (max: number, required = true): Check =>
  (value, path) => {
    if (typeof value !== 'string') fail(path, '문자열이어야 합니다.');
    const length = (value as string).trim().length;
    if (required && length === 0) fail(path, '비어 있을 수 없습니다.');
    if ((value as string).length > max) fail(path, `${max}자 이하여야 합니다.`);
  };

const playerId = text(MAX_ID);

const integer =
  (min: number, max: number): Check =>
  (value, path) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) fail(path, `${min}~${max} 사이의 정수여야 합니다.`);
  };

const fielder = oneOf([1, 2, 3, 4, 5, 6, 7, 8, 9]);
const baseFrom = oneOf([0, 1, 2, 3]);
const baseTo = oneOf([1, 2, 3, 4]);
const onBase = oneOf([1, 2, 3]);
const side = oneOf([0, 1]);

const list =
  (item: Check, max = MAX_LIST): Check =>
  (value, path) => {
    if (!Array.isArray(value)) fail(path, '배열이어야 합니다.');
    const items = value as unknown[];
    if (items.length > max) fail(path, `${max}개 이하여야 합니다.`);
    items.forEach((entry, index) => item(entry, `${path}[${index}]`));
  };

const fielders = list(fielder);

/** An object with these fields (required ones first checked for presence), and no others. */
function shape(required: Record<string, Check>, optional: Record<string, Check> = {}): Check {
  return (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(path, '객체여야 합니다.');
    const fields = value as Fields;
    const at = (key: string) => (path ? `${path}.${key}` : key);
    for (const key of Object.keys(fields)) {
      if (!(key in required) && !(key in optional)) fail(at(key), '이 기록에 없는 항목입니다.');
    }
    for (const [key, check] of Object.entries(required)) {
      if (fields[key] === undefined) fail(at(key), '값이 필요합니다.');
      check(fields[key], at(key));
    }
    for (const [key, check] of Object.entries(optional)) {
      if (fields[key] !== undefined) check(fields[key], at(key));
    }
  };
}

const runnerMove = shape(
  { from: baseFrom, to: baseTo },
  {
    out: bool,
    fielders,
    error: fielder,
    errorAssists: fielders,
    via: oneOf(RUNNER_MOVE_VIAS),
    rbi: bool,
    run: oneOf(RUN_CREDITS),
  },
);
const moves = list(runnerMove);

const runnerPlay = shape({ type: oneOf(RUNNER_PLAY_TYPES) }, { base: baseTo, fielders, error: fielder });

const kindChecks: Record<(typeof GAME_EVENT_KINDS)[number], Check> = {
  pitch: shape({ kind: text(20), pitch: oneOf(PITCH_TYPES) }, { runnersGoing: bool, blocked: bool }),
  pickoffThrow: shape({ kind: text(20), base: onBase }, { byCatcher: bool }),
  plateAppearance: shape(
    { kind: text(20), result: oneOf(PLATE_APPEARANCE_RESULTS), moves },
    {
      batterId: playerId,
      fielders,
      battedBall: shape({}, { type: oneOf(BATTED_BALL_TYPES), location: text(20, false) }),
      foul: bool,
      sacrifice: oneOf(['bunt', 'fly']),
      errorOnForce: bool,
      groundedIntoDoublePlay: bool,
      also: list(runnerPlay),
    },
  ),
  runner: shape({ kind: text(20), play: runnerPlay, moves }, { more: list(runnerPlay) }),
  substitution: shape(
    { kind: text(20), side, playerId, slot: integer(0, 9), position: oneOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 'PH', 'PR']) },
    { name: text(50) },
  ),
  note: shape({ kind: text(20), type: oneOf(NOTE_TYPES), text: text(MAX_TEXT, false) }),
  runnerPlaced: shape({ kind: text(20), playerId, base: onBase }),
  responsiblePitcher: shape({ kind: text(20), pitcherId: playerId, base: onBase }),
  battingOrder: shape({ kind: text(20), side, slot: integer(1, 9) }),
  handedness: shape({ kind: text(20), role: oneOf(['batter', 'pitcher']), playerId, hand: oneOf(['L', 'R', 'B']) }),
};

function checkEvent(input: unknown): void {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) fail('', '기록(event)은 객체여야 합니다.');
  const kind = (input as Fields)['kind'];
  if (typeof kind !== 'string' || !(GAME_EVENT_KINDS as readonly string[]).includes(kind)) {
    fail('kind', `${GAME_EVENT_KINDS.join(', ')} 중 하나여야 합니다.`);
  }
  kindChecks[kind as (typeof GAME_EVENT_KINDS)[number]](input, '');
}
