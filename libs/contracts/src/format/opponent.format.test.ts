import { formatOpponent } from './opponent.format';

describe('formatOpponent', () => {
  it("names the opponent and the team's own side, home or away", () => {
    expect(formatOpponent('잠실 스타즈', 'visit')).toBe('vs 잠실 스타즈 · 우리 팀 원정');
    expect(formatOpponent('잠실 스타즈', 'home')).toBe('vs 잠실 스타즈 · 우리 팀 홈');
    expect(formatOpponent(null, 'home')).toBe('vs 상대 팀 미정 · 우리 팀 홈');
  });
});
