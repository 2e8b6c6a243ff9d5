import type { GameState } from '@dugout/contracts';
import type { RecordState } from '../../repositories/games/game-record.types';

/** What the game list knows about a game to tell its state. */
export interface GameStateFacts {
  isCancel: boolean;
  suspended: boolean;
  /** A record row exists (finished, or being entered, or a suspended game's partial one). */
  hasRecord: boolean;
  /** The record's win type; null while no result has been given. */
  winType: string | null;
  /**
   * The record's official state once the records have one (draft / final / corrected). Until then
   * (undefined or null) a record with a win type counts as finished.
   */
  recordState?: RecordState | null;
}

/** The one place the admin game list's state is decided. */
export function gameState(facts: GameStateFacts): GameState {
  if (facts.isCancel) return 'cancelled';
  if (facts.recordState === 'corrected') return 'corrected';
  if (facts.recordState === 'final') return 'final';
  if (facts.suspended && facts.winType === null) return 'suspended';
  if (!facts.hasRecord) return 'scheduled';
  if (facts.recordState === 'draft') return 'inProgress';
  return facts.winType === null ? 'inProgress' : 'final';
}
