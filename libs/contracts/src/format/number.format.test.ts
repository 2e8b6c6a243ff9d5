import {
  formatCount,
  formatCountTotal,
  formatAvg,
  formatEra,
  formatGamesBehind,
  formatInnings,
  formatRecord,
  formatWinPct,
  parseInnings,
  roundTo,
} from './number.format';

describe('formatAvg', () => {
  it('prints three decimals with a leading zero', () => {
    expect(formatAvg(1 / 3)).toBe('0.333');
    expect(formatAvg(2 / 3)).toBe('0.667');
    expect(formatAvg(1)).toBe('1.000');
    expect(formatAvg(0)).toBe('0.000');
  });

  it('rounds exact halves up', () => {
    expect(formatAvg(667 / 2000)).toBe('0.334');
    expect(formatAvg(1 / 8)).toBe('0.125');
    expect(formatAvg(1 / 16)).toBe('0.063');
  });

  it('shows "-" when there is nothing to divide by', () => {
    expect(formatAvg(null)).toBe('-');
    expect(formatAvg(undefined)).toBe('-');
    expect(formatAvg(Number.NaN)).toBe('-');
  });
});

describe('formatEra', () => {
  it('prints two decimals', () => {
    expect(formatEra(27 / 7)).toBe('3.86');
    expect(formatEra(0)).toBe('0.00');
    expect(formatEra(1.005)).toBe('1.01');
    expect(formatEra(13.5)).toBe('13.50');
  });

  it('tells infinite ERA from no record', () => {
    expect(formatEra(Infinity)).toBe('∞');
    expect(formatEra(null)).toBe('-');
  });
});

describe('formatInnings', () => {
  it.each([
    [0, '0'],
    [1, '0.1'],
    [2, '0.2'],
    [15, '5'],
    [16, '5.1'],
    [17, '5.2'],
    [27, '9'],
  ])('%d outs -> %s', (outs, text) => {
    expect(formatInnings(outs)).toBe(text);
  });

  it('refuses values that are not whole outs', () => {
    expect(formatInnings(5.1)).toBe('-');
    expect(formatInnings(-3)).toBe('-');
    expect(formatInnings(null)).toBe('-');
  });

  it('reads the notation back to outs', () => {
    expect(parseInnings('5.1')).toBe(16);
    expect(parseInnings('5.2')).toBe(17);
    expect(parseInnings('5')).toBe(15);
    expect(parseInnings(7)).toBe(21);
    expect(parseInnings('0.2')).toBe(2);
    expect(parseInnings('5.3')).toBeNull();
    expect(parseInnings('5.')).toBeNull();
    expect(parseInnings('-1')).toBeNull();
    for (let outs = 0; outs < 40; outs += 1) expect(parseInnings(formatInnings(outs))).toBe(outs);
  });
});

describe('win pct, games behind and records', () => {
  it('print win pct with three decimals', () => {
    expect(formatWinPct(0.5)).toBe('0.500');
    expect(formatWinPct(0)).toBe('0.000');
    expect(formatWinPct(2 / 3)).toBe('0.667');
  });

  it('print games behind with one decimal and "-" for the leader', () => {
    expect(formatGamesBehind(0)).toBe('-');
    expect(formatGamesBehind(1.5)).toBe('1.5');
    expect(formatGamesBehind(2)).toBe('2.0');
  });

  it('print a record with draws, or 0승 0패 with no games', () => {
    expect(formatRecord(3, 1, 2)).toBe('3승 1무 2패');
    expect(formatRecord(2, 0, 1)).toBe('2승 0무 1패');
    expect(formatRecord(0, 0, 0)).toBe('0승 0패');
    expect(formatRecord(0, 2, 0)).toBe('0승 2무 0패');
  });

  it('print a count not recorded as "-" and mark a total that sums only the recorded lines', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(null)).toBe('-');
    expect(formatCountTotal(12, 0)).toBe('12');
    expect(formatCountTotal(12, 2)).toBe('12*');
  });

  it('round half away from zero', () => {
    expect(roundTo(2.345, 2)).toBe(2.35);
    expect(roundTo(-2.345, 2)).toBe(-2.35);
    expect(roundTo(1e-7, 3)).toBe(0);
  });
});
