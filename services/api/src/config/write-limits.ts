/** The kinds of write that have a budget; a route names its kind with @WriteLimit. */
export const WRITE_KINDS = ['comment', 'post', 'joinRequest', 'leagueApplication', 'registration', 'upload'] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

/** How many writes of a kind one member (or one visitor's address) may make per minute and per day. */
export interface WriteBudget {
  perMinute: number;
  perDay: number;
}

export type WriteLimits = Record<WriteKind, WriteBudget>;

/**
 * The one place the numbers live (WRITE_LIMITS overrides them, see parseWriteLimits). Far above
 * what a person does (a scorer, a league office registering a roster) and far below a script.
 */
export const DEFAULT_WRITE_LIMITS: WriteLimits = {
  comment: { perMinute: 10, perDay: 300 },
  post: { perMinute: 5, perDay: 50 },
  joinRequest: { perMinute: 5, perDay: 10 },
  leagueApplication: { perMinute: 5, perDay: 10 },
  registration: { perMinute: 30, perDay: 500 },
  upload: { perMinute: 20, perDay: 300 },
};

/** Open live-score streams: per client address, and on this instance in all. */
export interface LiveStreamLimits {
  perAddress: number;
  total: number;
}

export const DEFAULT_LIVE_STREAM_LIMITS: LiveStreamLimits = { perAddress: 10, total: 2000 };

const ITEM = /^([A-Za-z]+)=(\d{1,7})\/(\d{1,9})$/;

/**
 * WRITE_LIMITS: unset for the defaults, or `kind=perMinute/perDay` items separated by commas, e.g.
 * `comment=20/500,upload=40/600`; kinds not named keep their default. Problems are pushed in Korean.
 */
export function parseWriteLimits(text: string | undefined, problems: string[]): WriteLimits {
  const limits: WriteLimits = { ...DEFAULT_WRITE_LIMITS };
  if (text === undefined) return limits;
  for (const item of text.split(',').map((part) => part.trim()).filter(Boolean)) {
    const match = ITEM.exec(item);
    const kind = match?.[1] as WriteKind | undefined;
    if (!match || !kind || !WRITE_KINDS.includes(kind)) {
      problems.push(`WRITE_LIMITS의 "${item}"을(를) 읽을 수 없습니다. 종류=분당/일당 형식으로 씁니다 (예: comment=10/300). 종류: ${WRITE_KINDS.join(', ')}`);
      continue;
    }
    const perMinute = Number(match[2]);
    const perDay = Number(match[3]);
    if (perMinute < 1 || perDay < perMinute) {
      problems.push(`WRITE_LIMITS의 "${item}": 분당 한도는 1 이상, 일당 한도는 분당 한도 이상이어야 합니다.`);
      continue;
    }
    limits[kind] = { perMinute, perDay };
  }
  return limits;
}

/** LIVE_STREAMS_PER_ADDRESS and LIVE_STREAMS_TOTAL: positive integers; unset for the defaults. */
export function parseLiveStreamLimits(perAddressText: string | undefined, totalText: string | undefined, problems: string[]): LiveStreamLimits {
  const read = (name: string, text: string | undefined, fallback: number): number => {
    if (text === undefined) return fallback;
    if (!/^[1-9]\d{0,6}$/.test(text)) {
      problems.push(`${name}는 1 이상의 정수여야 합니다. (현재: ${text})`);
      return fallback;
    }
    return Number(text);
  };
  const perAddress = read('LIVE_STREAMS_PER_ADDRESS', perAddressText, DEFAULT_LIVE_STREAM_LIMITS.perAddress);
  const total = read('LIVE_STREAMS_TOTAL', totalText, DEFAULT_LIVE_STREAM_LIMITS.total);
  return { perAddress, total };
}
