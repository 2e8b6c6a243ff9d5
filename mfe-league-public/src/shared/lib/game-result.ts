import { gameOutcome, WinType, winTypes, type GameOutcome, type ScheduleGameResult } from '@dugout/contracts';

/** Who won a recorded game; null for a result the rules cannot score (shown without a winner). */
export function resultOutcome(game: ScheduleGameResult): GameOutcome | null {
  try {
    return gameOutcome(game);
  } catch {
    return null;
  }
}

/** The win type's label when it is not a normal win (콜드게임 승, 노게임, ...), else null. */
export function winTypeNote(winType: WinType | null | undefined): string | null {
  if (!winType || winType === WinType.Normal) return null;
  return winTypes.label(winType) || null;
}

export const isNoContest = (winType: WinType | null | undefined) => winType === WinType.NoContest;
