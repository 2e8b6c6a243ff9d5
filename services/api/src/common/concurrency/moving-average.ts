/** A moving average of durations in ms, the latest weighing a fifth; 0 until the first is added. */
export class MovingAverage {
  private current = 0;

  get ms(): number {
    return this.current;
  }

  add(ms: number): void {
    this.current = this.current === 0 ? ms : this.current * 0.8 + ms * 0.2;
  }
}
