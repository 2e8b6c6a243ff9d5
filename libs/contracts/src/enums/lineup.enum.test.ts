import { classifyBatNum } from './lineup.enum';

describe('classifyBatNum', () => {
  it.each([
    [1, 'starter'],
    [9, 'starter'],
    [99, 'starter'],
    [0, 'startingPitcher'],
    [-1, 'startingPitcher'],
    [100, 'reserve'],
    [250, 'reserve'],
  ] as const)('%d is a %s', (batNum, kind) => {
    expect(classifyBatNum(batNum)).toBe(kind);
  });

  it('rejects numbers that are not whole', () => {
    expect(classifyBatNum(1.5)).toBeNull();
    expect(classifyBatNum(Number.NaN)).toBeNull();
  });
});
