export { narrateGame } from './game.narrator';
export type { NarratedHalfInning, NarrationItem, NarrationItemKind, NarrationOptions } from './narration.types';
export { finalConsonant, josa, withJosa, type ParticlePair } from './korean-particle.helpers';
