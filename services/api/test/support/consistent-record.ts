import type { GameRecordBody } from '@dugout/contracts';
import { randomGameRecord, type Random, type Rosters } from './random-game-record';

/** The old name, still imported by game-entry.test.ts and concurrent-saves.test.ts: randomGameRecord(random, rosters, { consistent: true }). */
export function consistentRecord(random: Random, rosters: Rosters): GameRecordBody {
  return randomGameRecord(random, rosters, { consistent: true });
}
