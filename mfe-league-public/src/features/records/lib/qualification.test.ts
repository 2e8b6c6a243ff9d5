import { battingQualification, formatMultiplier, pitchingQualification } from './qualification';

describe('qualification rules shown above the tables', () => {
  it('states the plate-appearance rule', () => {
    const page = { teamGames: 20, qualifyMultiplier: 2, qualifyThreshold: 40 };
    expect(battingQualification(page)).toBe('규정 타석: 팀 경기 수 × 2.0 = 40타석 이상 (팀 경기 수 20)');
    expect(battingQualification(page, true)).toBe('규정 타석: 팀 경기 수 × 2.0 = 40타석 미만 (팀 경기 수 20)');
  });

  it('states the innings rule in baseball notation (the threshold arrives in outs)', () => {
    expect(pitchingQualification({ teamGames: 20, qualifyMultiplier: 0.8, qualifyThreshold: 48 })).toBe(
      '규정 이닝: 팀 경기 수 × 0.8 = 16이닝 이상 (팀 경기 수 20)',
    );
    expect(pitchingQualification({ teamGames: 13, qualifyMultiplier: 0.8, qualifyThreshold: 32 }, true)).toBe(
      '규정 이닝: 팀 경기 수 × 0.8 = 10.2이닝 미만 (팀 경기 수 13)',
    );
  });

  it('writes multipliers with one decimal at least', () => {
    expect(formatMultiplier(3)).toBe('3.0');
    expect(formatMultiplier(2.25)).toBe('2.25');
    expect(formatMultiplier(0.8)).toBe('0.8');
  });
});
