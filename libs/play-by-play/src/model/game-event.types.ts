/** Scoring positions 1-9 (1 투수 … 9 우익수). */
export type FieldPosition = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
/** 10 = 지명타자 (DH). */
export type LineupPosition = FieldPosition | 10;
/** 0 = the batter, 1-3 = the base a runner starts from. */
export type BaseFrom = 0 | 1 | 2 | 3;
/** 4 = home plate. */
export type BaseTo = 1 | 2 | 3 | 4;
/** 0 = visitor (batting first), 1 = home. */
export type Side = 0 | 1;

export const RUN_CREDITS = ['earned', 'unearned', 'teamUnearned'] as const;
export type RunCredit = (typeof RUN_CREDITS)[number];

/** What let a runner advance, when it is not the play itself. */
export const RUNNER_MOVE_VIAS = ['wildPitch', 'passedBall', 'throw', 'defensiveIndifference'] as const;
export type RunnerMoveVia = (typeof RUNNER_MOVE_VIAS)[number];

/** One runner's movement on an event; runners not listed stay where they are. */
export interface RunnerMove {
  from: BaseFrom;
  to: BaseTo;
  /** Put out trying to reach `to`. */
  out?: boolean;
  /** Throw chain of the out (the last one makes the putout, the others assist). */
  fielders?: FieldPosition[];
  /** Fielder whose error let the runner advance or cancelled the out. */
  error?: FieldPosition;
  /** Fielders who assisted before the error (an out missed because of it). */
  errorAssists?: FieldPosition[];
  /** What let the runner advance, when it is not the play itself. */
  via?: RunnerMoveVia;
  /** Explicit RBI credit, overriding OBR 9.04. */
  rbi?: boolean;
  /** Explicit earned-run mark, overriding the 9.16 reconstruction. */
  run?: RunCredit;
}

export const PITCH_TYPES = [
  'ball',
  'calledStrike',
  'swingingStrike',
  'foul',
  'foulTip',
  'foulBunt',
  'foulTipOnBunt',
  'missedBunt',
  'inPlay',
  'hitByPitch',
  'intentionalBall',
  'pitchout',
  'swingingOnPitchout',
  'foulOnPitchout',
  'inPlayOnPitchout',
  'automaticStrike',
  'automaticBall',
  'strikeUnknown',
  'noPitch',
  'unknown',
] as const;
export type PitchType = (typeof PITCH_TYPES)[number];

export interface PitchEvent {
  kind: 'pitch';
  pitch: PitchType;
  /** Runners going on the pitch. */
  runnersGoing?: boolean;
  /** Blocked by the catcher. */
  blocked?: boolean;
}

export interface PickoffThrowEvent {
  kind: 'pickoffThrow';
  base: 1 | 2 | 3;
  byCatcher?: boolean;
}

export const PLATE_APPEARANCE_RESULTS = [
  'single',
  'double',
  'groundRuleDouble',
  'triple',
  'homeRun',
  'walk',
  'intentionalWalk',
  'hitByPitch',
  'strikeout',
  'reachedOnError',
  'fieldersChoice',
  'out',
  'catcherInterference',
] as const;
export type PlateAppearanceResult = (typeof PLATE_APPEARANCE_RESULTS)[number];

export const BATTED_BALL_TYPES = ['ground', 'line', 'fly', 'popUp', 'bunt', 'groundBunt', 'popBunt', 'lineBunt'] as const;
export type BattedBallType = (typeof BATTED_BALL_TYPES)[number];

export interface BattedBall {
  type?: BattedBallType;
  /** Location on the scoring diagram, e.g. "78XD". */
  location?: string;
}

export const RUNNER_PLAY_TYPES = [
  'stolenBase',
  'caughtStealing',
  'pickoff',
  'pickoffCaughtStealing',
  'wildPitch',
  'passedBall',
  'balk',
  'defensiveIndifference',
  'otherAdvance',
  'errorOnFoul',
  /** An error lets runners (or the batter after strike three) advance (K+E2). */
  'error',
  'noPlay',
] as const;
export type RunnerPlayType = (typeof RUNNER_PLAY_TYPES)[number];

/** A runner play on its own (between pitches) or together with a plate appearance (K+SB2). */
export interface RunnerPlay {
  type: RunnerPlayType;
  /** For SB / CS / pickoff: the base stolen or the base the runner was picked off (4 = home). */
  base?: BaseTo;
  /** Throw chain of a CS or pickoff out. */
  fielders?: FieldPosition[];
  /** Error on the CS / pickoff that let the runner stay safe. */
  error?: FieldPosition;
}

export interface PlateAppearanceEvent {
  kind: 'plateAppearance';
  /** When given, the engine refuses the event if this is not the batter due up. */
  batterId?: string;
  result: PlateAppearanceResult;
  /** Fielder(s) who fielded a hit, made the error, or fielded a fielder's choice. */
  fielders?: FieldPosition[];
  battedBall?: BattedBall;
  foul?: boolean;
  sacrifice?: 'bunt' | 'fly';
  /** The error came on a force play on the runner from first, not on the batter (E6/FO). */
  errorOnForce?: boolean;
  /** OBR 9.02(a)(1) GIDP: grounded into a double (or triple) play. */
  groundedIntoDoublePlay?: boolean;
  /** Other plays made together with the plate appearance (K+SB2, K+WP). */
  also?: RunnerPlay[];
  moves: RunnerMove[];
}

export interface RunnerEvent {
  kind: 'runner';
  play: RunnerPlay;
  /** Several steals at once (SB3;SB2). */
  more?: RunnerPlay[];
  moves: RunnerMove[];
}

export type SubstitutePosition = LineupPosition | 'PH' | 'PR';

export const NOTE_TYPES = ['comment', 'suspended', 'called', 'protest'] as const;
export type NoteType = (typeof NOTE_TYPES)[number];

export interface SubstitutionEvent {
  kind: 'substitution';
  side: Side;
  playerId: string;
  name?: string;
  /** Batting order slot 1-9, 0 for a pitcher who does not bat (DH). */
  slot: number;
  position: SubstitutePosition;
}

export interface NoteEvent {
  kind: 'note';
  type: NoteType;
  text: string;
}

/** A runner placed on base by rule (승부치기, the extra-inning runner). */
export interface RunnerPlacedEvent {
  kind: 'runnerPlaced';
  playerId: string;
  base: 1 | 2 | 3;
}

/** Pitcher charged with a runner, set by hand (Retrosheet presadj). */
export interface ResponsiblePitcherEvent {
  kind: 'responsiblePitcher';
  pitcherId: string;
  base: 1 | 2 | 3;
}

/** Batting out of order let stand: the next batter is this slot (Retrosheet ladj). */
export interface BattingOrderEvent {
  kind: 'battingOrder';
  side: Side;
  slot: number;
}

/** The batter bats, or the pitcher throws, with the other hand for now (badj / padj). */
export interface HandednessEvent {
  kind: 'handedness';
  role: 'batter' | 'pitcher';
  playerId: string;
  hand: 'L' | 'R' | 'B';
}

export const GAME_EVENT_KINDS = [
  'pitch',
  'pickoffThrow',
  'plateAppearance',
  'runner',
  'substitution',
  'note',
  'runnerPlaced',
  'responsiblePitcher',
  'battingOrder',
  'handedness',
] as const satisfies readonly GameEvent['kind'][];

export type GameEvent =
  | PitchEvent
  | PickoffThrowEvent
  | PlateAppearanceEvent
  | RunnerEvent
  | SubstitutionEvent
  | NoteEvent
  | RunnerPlacedEvent
  | ResponsiblePitcherEvent
  | BattingOrderEvent
  | HandednessEvent;

export interface LineupEntry {
  playerId: string;
  name?: string;
  /** 1-9, 0 for a pitcher who does not bat. */
  slot: number;
  position: LineupPosition;
}

export interface GameSetup {
  gameId: string;
  visitor: string;
  home: string;
  date?: string;
  /** [visitor, home] starting lineups. */
  lineups: [LineupEntry[], LineupEntry[]];
}

/** League rules the engine obeys. */
export interface LeagueRules {
  innings: number;
  /** Game ends when a side leads by `runs` after `afterInning` complete innings (콜드게임). */
  mercy?: { runs: number; afterInning: number }[];
  /** 승부치기: from this inning each half starts with runners on these bases. */
  tiebreaker?: { fromInning: number; bases: (1 | 2 | 3)[] };
  designatedHitter: boolean;
  /** Starters may re-enter once in their own slot. */
  reentry: boolean;
}

export const DEFAULT_RULES: LeagueRules = { innings: 9, designatedHitter: true, reentry: false };
