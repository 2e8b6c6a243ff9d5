import { parsePlayNotation, PlayNotationError } from './play-notation.parser';
import { writePlayNotation } from './play-notation.writer';

describe('Retrosheet play notation', () => {
  it('S8/G.2-H;1-3: a single to center, the runners from second and first to home and third', () => {
    expect(parsePlayNotation('S8/G.2-H;1-3')).toEqual({
      kind: 'plateAppearance',
      result: 'single',
      fielders: [8],
      battedBall: { type: 'ground' },
      moves: [
        { from: 2, to: 4 },
        { from: 1, to: 3 },
      ],
    });
  });

  it('64(1)3/GDP: the force at second 6-4, the batter out 4-3, grounded into a double play', () => {
    expect(parsePlayNotation('64(1)3/GDP/G6')).toMatchObject({
      result: 'out',
      groundedIntoDoublePlay: true,
      moves: [
        { from: 1, to: 2, out: true, fielders: [6, 4] },
        { from: 0, to: 1, out: true, fielders: [4, 3] },
      ],
    });
  });

  it('8(B)84(2)/LDP: a line-drive double play, the center fielder throwing to second', () => {
    expect(parsePlayNotation('8(B)84(2)/LDP')?.moves).toEqual([
      { from: 2, to: 3, out: true, fielders: [8, 4] },
      { from: 0, to: 1, out: true, fielders: [8] },
    ]);
  });

  it('K+WP.B-1: strike three and a wild pitch, the batter safe at first', () => {
    expect(parsePlayNotation('K+WP.B-1')).toEqual({ kind: 'plateAppearance', result: 'strikeout', also: [{ type: 'wildPitch' }], moves: [{ from: 0, to: 1 }] });
  });

  it('E6/G.B-1 and 4E3: reached on an error (the throw before it an assist)', () => {
    expect(parsePlayNotation('E6/G.B-1')).toMatchObject({ result: 'reachedOnError', fielders: [6], moves: [{ from: 0, to: 1 }] });
    expect(parsePlayNotation('4E3/G')).toMatchObject({ result: 'reachedOnError', fielders: [4, 3] });
  });

  it('POCS2(1361) and CS2(24): the runner from first out at second', () => {
    expect(parsePlayNotation('POCS2(1361)')).toEqual({ kind: 'runner', play: { type: 'pickoffCaughtStealing', base: 2, fielders: [1, 3, 6, 1] }, moves: [] });
    expect(parsePlayNotation('CS2(2E4).1-3')).toEqual({ kind: 'runner', play: { type: 'caughtStealing', base: 2, fielders: [2], error: 4 }, moves: [{ from: 1, to: 3 }] });
  });

  it('(UR), (TUR), (NR), (RBI), (E8) and an out after an error', () => {
    const event = parsePlayNotation('S8/G4+.3-H(UR);2-H(TUR)(RBI);1-H(E8)(NR);B-3');
    expect(event?.moves).toEqual([
      { from: 3, to: 4, run: 'unearned' },
      { from: 2, to: 4, run: 'teamUnearned', rbi: true },
      { from: 1, to: 4, error: 8, rbi: false },
      { from: 0, to: 3 },
    ]);
    expect(parsePlayNotation('S6/G.1XH(E6/TH)(92)')?.moves).toEqual([{ from: 1, to: 4, out: true, error: 6, fielders: [9, 2] }]);
    expect(parsePlayNotation('SB3.2X3(5E4)')?.moves).toEqual([{ from: 2, to: 3, error: 4, errorAssists: [5] }]);
  });

  it('SBH(UR);SB2: marks on a steal go to that runner', () => {
    expect(parsePlayNotation('SBH(UR);SB2')).toEqual({
      kind: 'runner',
      play: { type: 'stolenBase', base: 4 },
      more: [{ type: 'stolenBase', base: 2 }],
      moves: [{ from: 3, to: 4, run: 'unearned' }],
    });
  });

  it('NP is no event; an unknown play is refused with a Korean reason', () => {
    expect(parsePlayNotation('NP')).toBeNull();
    expect(() => parsePlayNotation('ZZ9')).toThrow(PlayNotationError);
    expect(() => parsePlayNotation('ZZ9')).toThrow("주자 플레이 'ZZ9'를 알 수 없습니다");
  });

  it.each(['S8/G.2-H;1-3', '64(1)3/GDP/G6', 'K+WP.B-1', 'E6/G.B-1', 'POCS2(1361)', 'HR/F78XD.3-H(UR);2-H(UR);B-H(UR)', 'C/E2.1-2', 'W+SB2', 'FC5/G5.3XH(52);B-1', 'K23', '13/SH/BG2-.2-3;1-2', '9/SF/F9D.3-H;2-3', 'DGR/L89XD', 'FLE5', 'BK.3-H;1-2'])(
    'writes %s back to the same event',
    (text) => {
      const event = parsePlayNotation(text);
      if (!event) throw new Error(text);
      expect(parsePlayNotation(writePlayNotation(event))).toEqual(event);
    },
  );
});
