/** The current time, injected so rate limits and token expiry can be tested without waiting. */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/** A clock that moves only when told to (tests). */
export class ManualClock extends Clock {
  private time: number;

  constructor(start: Date | string = '2026-05-01T00:00:00Z') {
    super();
    this.time = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.time);
  }

  advance(ms: number): void {
    this.time += ms;
  }
}
