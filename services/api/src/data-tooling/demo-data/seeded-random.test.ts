import { hashSeed, SeededRandom } from './seeded-random';

const draw = (random: SeededRandom, count: number) => Array.from({ length: count }, () => random.next());

describe('SeededRandom', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    expect(draw(SeededRandom.of('dugout', 1), 50)).toEqual(draw(SeededRandom.of('dugout', 1), 50));
    expect(draw(SeededRandom.of('dugout', 1), 50)).not.toEqual(draw(SeededRandom.of('dugout', 2), 50));
    expect(hashSeed('a', 'bc')).not.toBe(hashSeed('ab', 'c'));
  });

  it('spreads floats over [0, 1) and integers over the whole inclusive range', () => {
    const random = new SeededRandom(7);
    const floats = draw(random, 5000);
    expect(Math.min(...floats)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...floats)).toBeLessThan(1);
    const mean = floats.reduce((sum, value) => sum + value, 0) / floats.length;
    expect(mean).toBeGreaterThan(0.47);
    expect(mean).toBeLessThan(0.53);
    const ints = new Set(Array.from({ length: 2000 }, () => random.int(3, 8)));
    expect([...ints].sort()).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it('shuffles into a permutation without touching the input', () => {
    const input = Array.from({ length: 20 }, (_, i) => i);
    const shuffled = new SeededRandom(3).shuffle(input);
    expect(shuffled).not.toEqual(input);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(input);
  });

  it('picks by weight', () => {
    const random = new SeededRandom(11);
    const picks = Array.from({ length: 4000 }, () => random.weighted(['rare', 'common'], (item) => (item === 'rare' ? 1 : 9)));
    const rare = picks.filter((item) => item === 'rare').length / picks.length;
    expect(rare).toBeGreaterThan(0.07);
    expect(rare).toBeLessThan(0.13);
  });
});
