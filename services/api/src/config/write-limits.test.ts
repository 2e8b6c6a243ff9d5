import { DEFAULT_LIVE_STREAM_LIMITS, DEFAULT_WRITE_LIMITS, parseLiveStreamLimits, parseWriteLimits } from './write-limits';

describe('WRITE_LIMITS and the live stream caps', () => {
  it('keeps the defaults when unset and overrides only the kinds named', () => {
    const problems: string[] = [];
    expect(parseWriteLimits(undefined, problems)).toEqual(DEFAULT_WRITE_LIMITS);
    expect(parseWriteLimits('comment=20/500, upload=40/600', problems)).toEqual({ ...DEFAULT_WRITE_LIMITS, comment: { perMinute: 20, perDay: 500 }, upload: { perMinute: 40, perDay: 600 } });
    expect(parseLiveStreamLimits(undefined, '500', problems)).toEqual({ perAddress: DEFAULT_LIVE_STREAM_LIMITS.perAddress, total: 500 });
    expect(problems).toEqual([]);
  });

  it('explains a wrong setting in Korean', () => {
    const problems: string[] = [];
    parseWriteLimits('comments=10/300,post=0/50,upload=10/5,comment', problems);
    parseLiveStreamLimits('0', 'many', problems);
    expect(problems).toHaveLength(6);
    expect(problems[0]).toContain('WRITE_LIMITS의 "comments=10/300"을(를) 읽을 수 없습니다');
    expect(problems[1]).toContain('분당 한도는 1 이상');
    expect(problems[4]).toBe('LIVE_STREAMS_PER_ADDRESS는 1 이상의 정수여야 합니다. (현재: 0)');
  });
});
