import { gameProgressLabel, inningLabel } from './game-progress.format';

describe('inningLabel', () => {
  it('names the half being played', () => {
    expect(inningLabel(3, 'bottom')).toBe('3회말');
    expect(inningLabel(5, 'top')).toBe('5회초');
    expect(inningLabel(null, null)).toBe('경기 전');
  });
});

describe('gameProgressLabel', () => {
  it('shows the inning of a game in progress and no winner before the record is final', () => {
    expect(gameProgressLabel({ inning: 3, half: 'bottom', awaitingFinal: false })).toBe('경기 중 · 3회말');
    expect(gameProgressLabel({ inning: null, half: null, awaitingFinal: false })).toBe('경기 중');
    expect(gameProgressLabel({ inning: 9, half: 'bottom', awaitingFinal: true })).toBe('기록 확정 전');
    expect(gameProgressLabel({ inning: 5, half: 'top', awaitingFinal: false }, true)).toBe('서스펜디드 · 5회초');
  });
});
