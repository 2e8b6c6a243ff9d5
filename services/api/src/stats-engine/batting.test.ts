import {
  addBatting,
  battingRates,
  battingTotalsOf,
  type BattingLine,
  emptyBattingLine,
  emptyBattingTotals,
  subtractBatting,
  sumBatting,
  totalBases,
} from './batting';

const line = (counts: Partial<BattingLine>): BattingLine => ({ ...emptyBattingLine(), ...counts });

describe('batting rates', () => {
  it('computes AVG, OBP, SLG, OPS and TB from a line (hand-computed)', () => {
    // 4 AB: a double, a home run, two outs; one walk. TB = 2 + 4 = 6.
    const rates = battingRates(battingTotalsOf(line({ pa: 5, ab: 4, h: 2, b2: 1, hr: 1, bb: 1, r: 1, rbi: 2 })));
    expect(rates.avg).toBe(0.5);
    expect(rates.obp).toBe(0.6); // (2 + 1 + 0) / (4 + 1 + 0 + 0)
    expect(rates.tb).toBe(6);
    expect(rates.slg).toBe(1.5);
    expect(rates.ops).toBeCloseTo(2.1, 12);
  });

  it('counts HBP and SF in OBP but not SH', () => {
    const rates = battingRates(battingTotalsOf(line({ pa: 15, ab: 10, h: 3, bb: 2, hbp: 1, sf: 1, sh: 1 })));
    expect(rates.obp).toBeCloseTo(6 / 14, 12); // (3 + 2 + 1) / (10 + 2 + 1 + 1)
    expect(rates.avg).toBeCloseTo(0.3, 12);
  });

  it('weights every kind of hit in total bases', () => {
    // 1 single, 1 double, 1 triple, 1 home run: 1 + 2 + 3 + 4
    expect(totalBases({ h: 4, b2: 1, b3: 1, hr: 1 })).toBe(10);
  });

  it('has no AVG, SLG or OPS with 0 AB, but an OBP when walked', () => {
    const rates = battingRates(battingTotalsOf(line({ pa: 2, bb: 1, hbp: 1 })));
    expect(rates).toEqual({ avg: null, obp: 1, slg: null, ops: null, tb: 0 });
  });

  it('has an OBP of 0 after a lone sacrifice fly and nothing at all with no plate appearance', () => {
    expect(battingRates(battingTotalsOf(line({ pa: 1, sf: 1, rbi: 1 }))).obp).toBe(0);
    expect(battingRates(emptyBattingTotals())).toEqual({ avg: null, obp: null, slg: null, ops: null, tb: 0 });
  });
});

describe('batting totals', () => {
  it('add and subtract field by field, counting games', () => {
    const first = battingTotalsOf(line({ pa: 4, ab: 4, h: 1 }));
    const second = battingTotalsOf(line({ pa: 3, ab: 2, bb: 1, h: 2, hr: 1, r: 1, rbi: 1 }));
    const total = addBatting(first, second);
    expect(total).toMatchObject({ games: 2, pa: 7, ab: 6, h: 3, hr: 1, bb: 1, r: 1, rbi: 1 });
    expect(subtractBatting(total, second)).toEqual(first);
    expect(sumBatting([first, second])).toEqual(total);
  });

  it('refuse to go below zero', () => {
    expect(() => subtractBatting(emptyBattingTotals(), battingTotalsOf(line({ pa: 1, ab: 1 })))).toThrow(RangeError);
  });
});

describe('counts not recorded (null)', () => {
  it('add nothing to the sum and one to the count of lines that did not record them', () => {
    const recorded = battingTotalsOf(line({ pa: 4, ab: 3, bb: 1, hbp: 0, sf: 0 }));
    const paper = battingTotalsOf(line({ pa: 4, ab: 3, bb: 1, hbp: null, sf: null, gidp: null }));
    const total = addBatting(recorded, paper);
    expect(total).toMatchObject({ games: 2, pa: 8, hbp: 0, sf: 0, hbpUnrecorded: 1, sfUnrecorded: 1, gidpUnrecorded: 1, ibbUnrecorded: 0 });
    expect(subtractBatting(total, paper)).toEqual(recorded);
  });

  it('leave OBP and OPS out instead of guessing, and keep AVG and SLG', () => {
    const rates = battingRates(battingTotalsOf(line({ pa: 4, ab: 3, h: 1, bb: 1, sf: null })));
    expect(rates).toMatchObject({ obp: null, ops: null, slg: 1 / 3 });
    expect(rates.avg).toBeCloseTo(1 / 3, 12);
  });
});

