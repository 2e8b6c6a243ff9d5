import { battingQualification, formatMultiplier, pitchingQualification } from './qualification';

describe('qualification rules shown above the tables', () => {
  it('states the plate-appearance rule', () => {
    const page = { teamGames: 20, qualifyMultiplier: 2, qualifyThreshold: 40 };
    expect(battingQualification(page)).toBe('규정 타석: 소속 팀 경기 수 × 2.0타석 이상 (20경기를 치른 팀은 40타석)');
    expect(battingQualification(page, true)).toBe('규정 타석: 소속 팀 경기 수 × 2.0타석 미만 (20경기를 치른 팀은 40타석)');
  });

  it('states the innings rule in baseball notation (the threshold arrives in outs)', () => {
    expect(pitchingQualification({ teamGames: 20, qualifyMultiplier: 0.8, qualifyThreshold: 48 })).toBe(
      '규정 이닝: 소속 팀 경기 수 × 0.8이닝 이상 (20경기를 치른 팀은 16이닝)',
    );
    expect(pitchingQualification({ teamGames: 13, qualifyMultiplier: 0.8, qualifyThreshold: 32 }, true)).toBe(
      '규정 이닝: 소속 팀 경기 수 × 0.8이닝 미만 (13경기를 치른 팀은 10.2이닝)',
    );
  });

  it('leaves out the example before any team has played', () => {
    expect(battingQualification({ teamGames: 0, qualifyMultiplier: 2, qualifyThreshold: 0 })).toBe('규정 타석: 소속 팀 경기 수 × 2.0타석 이상');
    expect(pitchingQualification({ teamGames: 0, qualifyMultiplier: 0.8, qualifyThreshold: 0 }, true)).toBe(
      '규정 이닝: 소속 팀 경기 수 × 0.8이닝 미만',
    );
  });

  it('writes multipliers with one decimal at least', () => {
    expect(formatMultiplier(3)).toBe('3.0');
    expect(formatMultiplier(2.25)).toBe('2.25');
    expect(formatMultiplier(0.8)).toBe('0.8');
  });
});
