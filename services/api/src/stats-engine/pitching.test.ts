import {
  addPitching,
  emptyPitchingLine,
  emptyPitchingTotals,
  type PitchingLine,
  pitchingRates,
  pitchingTotalsOf,
  subtractPitching,
} from './pitching';

const line = (counts: Partial<PitchingLine>): PitchingLine => ({ ...emptyPitchingLine(), ...counts });

describe('pitching rates', () => {
  it('computes ERA, WHIP and K/9 from outs (hand-computed)', () => {
    // 7 innings (21 outs), 3 ER, 6 H, 2 BB, 7 SO
    const rates = pitchingRates(line({ outs: 21, er: 3, h: 6, bb: 2, so: 7 }), 9);
    expect(rates.era).toBeCloseTo(27 / 7, 12); // 3 x 9 / 7 = 3.857
    expect(rates.whip).toBeCloseTo(8 / 7, 12);
    expect(rates.k9).toBeCloseTo(9, 12);
  });

  it('uses the league base innings for ERA and K/9 alike', () => {
    const rates = pitchingRates(line({ outs: 21, er: 3, h: 6, bb: 2, so: 7 }), 7);
    expect(rates.era).toBeCloseTo(3, 12);
    expect(rates.k9).toBeCloseTo(7, 12);
    expect(rates.whip).toBeCloseTo(8 / 7, 12);
  });

  it('reads thirds of an inning from outs: 5.1 innings is 16 outs', () => {
    expect(pitchingRates(line({ outs: 16, er: 2 }), 9).era).toBe(3.375); // 2 x 9 / (16 / 3)
    expect(pitchingRates(line({ outs: 1, er: 1 }), 9).era).toBe(27);
  });

  it('has no rates with 0 IP and nothing allowed, infinite ones with runs allowed', () => {
    expect(pitchingRates(line({ outs: 0 }), 9)).toEqual({ era: null, whip: null, k9: null });
    expect(pitchingRates(line({ outs: 0, er: 2, r: 2, h: 1, bb: 1 }), 9)).toEqual({
      era: Infinity,
      whip: Infinity,
      k9: null,
    });
  });

  it('has an ERA of 0 with innings and no earned runs', () => {
    expect(pitchingRates(line({ outs: 9, r: 2, er: 0 }), 9).era).toBe(0);
  });
});

describe('pitching totals', () => {
  it('turn a decision into one W, L, SV or HLD', () => {
    expect(pitchingTotalsOf(line({ outs: 18, decision: 'w' }))).toMatchObject({ games: 1, wins: 1, losses: 0, outs: 18 });
    expect(pitchingTotalsOf(line({ decision: 'l' }))).toMatchObject({ wins: 0, losses: 1 });
    expect(pitchingTotalsOf(line({ decision: 's' }))).toMatchObject({ saves: 1, holds: 0 });
    expect(pitchingTotalsOf(line({ decision: 'h' }))).toMatchObject({ saves: 0, holds: 1 });
    expect(pitchingTotalsOf(line({ decision: null }))).toMatchObject({ wins: 0, losses: 0, saves: 0, holds: 0 });
  });

  it('add and subtract back to where they were', () => {
    const a = pitchingTotalsOf(line({ outs: 16, er: 2, r: 3, decision: 'w' }));
    const b = pitchingTotalsOf(line({ outs: 5, so: 2, decision: 'h' }));
    const sum = addPitching(a, b);
    expect(sum).toMatchObject({ games: 2, outs: 21, wins: 1, holds: 1, er: 2, r: 3, so: 2 });
    expect(subtractPitching(sum, b)).toEqual(a);
    expect(() => subtractPitching(emptyPitchingTotals(), a)).toThrow(RangeError);
  });
});
