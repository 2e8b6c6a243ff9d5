import type { GameEvent } from '../model/game-event.types';
import { dhSetup, F8, K, pa, pitcher } from './game.test-helper';
import { replayGame } from './replay.engine';

const run = (events: GameEvent[]) => replayGame(dhSetup(), events).record;
const HR = pa('homeRun');
const single = pa('single');
const E6 = pa('reachedOnError', [], { fielders: [6] });

describe('earned runs by reconstructing the inning without errors (OBR 9.16)', () => {
  it('OBR 9.16(a): runs after an error that should have been the third out are unearned', () => {
    const { pitching } = run([K, K, E6, HR, K]);
    expect(pitching.hP).toMatchObject({ r: 2, er: 0 });
  });

  it('OBR 9.16(a): an error before the third out leaves the runs that score before the reconstructed third out earned', () => {
    // single, E6 (an out in the reconstruction), home run: the single and the batter score earned, the man safe on the error does not.
    const { pitching } = run([single, E6, HR, K, K]);
    expect(pitching.hP).toMatchObject({ r: 3, er: 2 });
  });

  it('OBR 9.16(b): a runner who reached on an error scores an unearned run', () => {
    const { pitching } = run([E6, pa('double', [{ from: 1, to: 4 }]), K, K, K]);
    expect(pitching.hP).toMatchObject({ r: 1, er: 0 });
  });

  it('OBR 9.16(a): a runner who scores only because of a passed ball scores unearned', () => {
    const events: GameEvent[] = [
      pa('double'),
      { kind: 'runner', play: { type: 'passedBall' }, moves: [{ from: 2, to: 3 }] },
      F8,
      pa('out', [{ from: 3, to: 4 }, { from: 0, to: 1, out: true, fielders: [6, 3] }]),
      K,
    ];
    // Without the passed ball the runner is on second: the ground out moves him to third, he does not score.
    expect(run(events).pitching.hP).toMatchObject({ r: 1, er: 0 });
  });

  it('OBR 9.16(g): inherited runners are charged to the pitcher who put them on base', () => {
    const { pitching } = run([pa('walk'), pitcher(1, 'hR'), HR, K, K, K]);
    expect(pitching.hP).toMatchObject({ r: 1, er: 1, bf: 1, outs: 0 });
    expect(pitching.hR).toMatchObject({ r: 1, er: 1, bf: 4, outs: 3 });
  });

  it('OBR 9.16(g): a batter who forces out an inherited runner takes his place on the first pitcher’s account', () => {
    const forceOut = pa('fieldersChoice', [{ from: 1, to: 2, out: true, fielders: [6, 4] }], { fielders: [6] });
    const { pitching } = run([pa('single'), pitcher(1, 'hR'), forceOut, HR, K, K]);
    expect(pitching.hP).toMatchObject({ r: 1, er: 1 });
    expect(pitching.hR).toMatchObject({ r: 1, er: 1 });
  });

  it('OBR 9.16(i): a relief pitcher gets no benefit of the outs missed before he came in (earned to him, unearned to the team)', () => {
    const { pitching } = run([K, K, E6, pitcher(1, 'hR'), HR, K]);
    // The man safe on the error is the starter's, unearned; the home run batter is the reliever's and earned to him.
    expect(pitching.hP).toMatchObject({ r: 1, er: 0 });
    expect(pitching.hR).toMatchObject({ r: 1, er: 1 });
    expect(run([K, K, E6, pitcher(1, 'hR'), HR, K]).totals[1].er).toBe(0);
  });

  it('a runner placed on base by rule (승부치기, Retrosheet radj) is charged to the pitcher but never earned', () => {
    const { pitching } = run([{ kind: 'runnerPlaced', playerId: 'v9', base: 2 }, pa('single', [{ from: 2, to: 4 }]), K, K, K]);
    expect(pitching.hP).toMatchObject({ r: 1, er: 0 });
  });

  it('an out made on a runner placed by rule still counts in the reconstruction', () => {
    const events: GameEvent[] = [
      { kind: 'runnerPlaced', playerId: 'v9', base: 2 },
      E6,
      { kind: 'runner', play: { type: 'caughtStealing', base: 3, fielders: [2, 5] }, moves: [] },
      K,
      HR,
      K,
    ];
    // E6 (an out), the caught stealing, the strikeout: three outs before the home run, so neither run is earned.
    expect(run(events).pitching.hP).toMatchObject({ r: 2, er: 0 });
  });

  it('explicit marks override the reconstruction: (UR) unearned, (TUR) earned to the pitcher', () => {
    const { pitching } = run([
      pa('single'),
      pa('homeRun', [
        { from: 1, to: 4, run: 'unearned' },
        { from: 0, to: 4, run: 'teamUnearned' },
      ]),
      K,
      K,
      K,
    ]);
    expect(pitching.hP).toMatchObject({ r: 2, er: 1 });
  });

  it('OBR 9.16(a): a strikeout batter who reaches on a passed ball is an out in the reconstruction', () => {
    const { pitching } = run([K, K, pa('strikeout', [{ from: 0, to: 1, via: 'passedBall' }], { also: [{ type: 'passedBall' }] }), HR, K]);
    expect(pitching.hP).toMatchObject({ r: 2, er: 0, so: 4 });
  });
});
