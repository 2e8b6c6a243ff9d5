import type { GameSide } from '../enums';

/**
 * A team's game as the team sees it: the opponent and whether the team itself is home or away,
 * "vs 잠실 스타즈 · 우리 팀 원정". `ourSide` is the team's own side, never the opponent's.
 */
export function formatOpponent(opponentName: string | null | undefined, ourSide: GameSide): string {
  return `vs ${opponentName || '상대 팀 미정'} · 우리 팀 ${ourSide === 'home' ? '홈' : '원정'}`;
}
