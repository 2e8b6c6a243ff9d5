/** An event the engine refuses; `message` is the Korean reason shown to the scorer. */
export class PlayByPlayError extends Error {
  constructor(
    message: string,
    readonly code: PlayByPlayErrorCode,
    readonly eventIndex?: number,
  ) {
    super(message);
    this.name = 'PlayByPlayError';
  }
}

export type PlayByPlayErrorCode =
  | 'GAME_OVER'
  | 'FOURTH_OUT'
  | 'NO_RUNNER'
  | 'RUNNER_PASSED'
  | 'BASE_OCCUPIED'
  | 'BATTER_OUT_OF_TURN'
  | 'PLAYER_LEFT_GAME'
  | 'UNKNOWN_PLAYER'
  | 'INVALID_EVENT';
