import { isQualifiedBatter, isQualifiedPitcher, requiredPitchingOuts, requiredPlateAppearances } from './qualification';

describe('batter qualification (PA >= multiplier x team games, default 2.0)', () => {
  it('qualifies exactly at the threshold and not one below', () => {
    expect(isQualifiedBatter(20, 10)).toBe(true);
    expect(isQualifiedBatter(19, 10)).toBe(false);
    expect(requiredPlateAppearances(10)).toBe(20);
  });

  it('rounds a fractional threshold up to whole plate appearances', () => {
    // 3.1 x 7 = 21.7
    expect(isQualifiedBatter(22, 7, 3.1)).toBe(true);
    expect(isQualifiedBatter(21, 7, 3.1)).toBe(false);
    expect(requiredPlateAppearances(7, 3.1)).toBe(22);
  });

  it('lets everyone qualify before the team has played', () => {
    expect(isQualifiedBatter(0, 0)).toBe(true);
  });
});

describe('pitcher qualification (outs / 3 >= multiplier x team games, default 0.8)', () => {
  it('qualifies exactly at the threshold despite binary fractions', () => {
    // 0.8 x 10 = 8 innings = 24 outs (0.8 * 3 * 10 is 24.000000000000004 in floating point)
    expect(isQualifiedPitcher(24, 10)).toBe(true);
    expect(isQualifiedPitcher(23, 10)).toBe(false);
    // 0.8 x 15 = 12 innings = 36 outs
    expect(isQualifiedPitcher(36, 15)).toBe(true);
    expect(isQualifiedPitcher(35, 15)).toBe(false);
    expect(requiredPitchingOuts(15)).toBe(36);
  });

  it('needs the thirds of an inning that the threshold asks for', () => {
    // 0.8 x 3 = 2.4 innings = 7.2 outs -> 8 outs (2.2 innings)
    expect(requiredPitchingOuts(3)).toBe(8);
    expect(isQualifiedPitcher(8, 3)).toBe(true);
    expect(isQualifiedPitcher(7, 3)).toBe(false);
    // 1.0 x 7 = 7 innings = 21 outs
    expect(isQualifiedPitcher(21, 7, 1)).toBe(true);
    expect(isQualifiedPitcher(20, 7, 1)).toBe(false);
  });

  it('rejects a negative multiplier', () => {
    expect(() => isQualifiedPitcher(10, 3, -1)).toThrow(RangeError);
    expect(() => isQualifiedBatter(10, 3, Number.NaN)).toThrow(RangeError);
  });
});
