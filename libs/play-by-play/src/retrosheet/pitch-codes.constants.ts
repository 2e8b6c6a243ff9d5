import type { PitchType } from '../model/game-event.types';

/** Retrosheet pitch letters <-> pitch kinds. */
export const PITCH_BY_CODE: Record<string, PitchType> = {
  B: 'ball',
  C: 'calledStrike',
  S: 'swingingStrike',
  F: 'foul',
  T: 'foulTip',
  L: 'foulBunt',
  O: 'foulTipOnBunt',
  M: 'missedBunt',
  X: 'inPlay',
  H: 'hitByPitch',
  I: 'intentionalBall',
  P: 'pitchout',
  Q: 'swingingOnPitchout',
  R: 'foulOnPitchout',
  Y: 'inPlayOnPitchout',
  A: 'automaticStrike',
  V: 'automaticBall',
  K: 'strikeUnknown',
  N: 'noPitch',
  U: 'unknown',
};

export const CODE_BY_PITCH = Object.fromEntries(Object.entries(PITCH_BY_CODE).map(([code, pitch]) => [pitch, code])) as Record<PitchType, string>;
