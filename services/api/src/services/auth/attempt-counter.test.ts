import { AttemptCounter } from './attempt-counter';
import { ManualClock } from './clock';

const MINUTE = 60_000;

describe('AttemptCounter', () => {
  it('allows up to the limit inside the window, then blocks until the oldest attempt leaves it', () => {
    const clock = new ManualClock();
    const counter = new AttemptCounter({ limit: 3, windowMs: 15 * MINUTE }, clock);

    counter.record('k');
    clock.advance(MINUTE);
    counter.record('k');
    expect(counter.check('k')).toEqual({ allowed: true });
    clock.advance(MINUTE);
    counter.record('k');

    // Oldest at t=0, window 15 min, now t=2 min: 13 minutes to wait.
    expect(counter.check('k')).toEqual({ allowed: false, retryAfterSeconds: 13 * 60 });

    clock.advance(13 * MINUTE - 1000);
    expect(counter.check('k')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.advance(1000);
    expect(counter.check('k')).toEqual({ allowed: true });
    // Only one slot came free: the next failure blocks again until the t=1 min attempt expires.
    counter.record('k');
    expect(counter.check('k')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('keeps keys apart and forgets a key on reset', () => {
    const clock = new ManualClock();
    const counter = new AttemptCounter({ limit: 2, windowMs: MINUTE }, clock);
    counter.record('a');
    counter.record('a');
    expect(counter.check('a').allowed).toBe(false);
    expect(counter.check('b').allowed).toBe(true);
    counter.reset('a');
    expect(counter.check('a').allowed).toBe(true);
  });

  it('drops keys whose attempts all expired and bounds the number of keys kept', () => {
    const clock = new ManualClock();
    const counter = new AttemptCounter({ limit: 2, windowMs: MINUTE }, clock, 3);
    for (const key of ['a', 'b', 'c', 'd', 'e']) {
      counter.record(key);
    }
    expect(counter.size).toBe(3);
    // The least recently failed keys went first.
    counter.record('c');
    counter.record('c');
    expect(counter.check('c').allowed).toBe(false);

    clock.advance(MINUTE);
    for (const key of ['c', 'd', 'e']) {
      expect(counter.check(key)).toEqual({ allowed: true });
    }
    expect(counter.size).toBe(0);
  });
});
