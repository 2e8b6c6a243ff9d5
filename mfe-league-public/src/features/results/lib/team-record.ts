import type { GameSide, ScheduleItem, TeamGameResult } from '@dugout/contracts';
import { resultOutcome } from '../../../shared/lib/game-result';

export const TEAM_RESULT_LABELS: Record<TeamGameResult, string> = { W: '승', L: '패', D: '무' };

/** The team's side in a game, or null when it did not play in it. */
export function teamSideOf(game: ScheduleItem, teamId: number): GameSide | null {
  if (game.visitTeamId === teamId) return 'visit';
  if (game.homeTeamId === teamId) return 'home';
  return null;
}

/** W, L or D of the team in a recorded game; null for 노게임 or a game without a record. */
export function teamResult(game: ScheduleItem, teamId: number): TeamGameResult | null {
  const side = teamSideOf(game, teamId);
  if (!side || !game.game) return null;
  return resultOutcome(game.game)?.[side] ?? null;
}

/** Wins, draws and losses over the team's recorded games. */
export function teamRecord(games: readonly ScheduleItem[], teamId: number) {
  const record = { win: 0, draw: 0, lose: 0 };
  for (const game of games) {
    const result = teamResult(game, teamId);
    if (result === 'W') record.win += 1;
    else if (result === 'D') record.draw += 1;
    else if (result === 'L') record.lose += 1;
  }
  return record;
}
