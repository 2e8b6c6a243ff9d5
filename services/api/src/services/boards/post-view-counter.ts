import { Inject, Injectable, Logger, Optional, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { InstanceBus } from '../../common/instance-bus/instance-bus.service';
import { BoardsRepository } from '../../repositories/boards/boards.repository';

export interface PostViewOptions {
  /** How often the counted views are written to `post.view_count`. */
  flushMs: number;
  /** Visitor-post pairs remembered per day in this process (no Redis); past it new views are not counted. */
  maxSeenPerDay: number;
}

export const POST_VIEW_DEFAULTS: PostViewOptions = { flushMs: 5_000, maxSeenPerDay: 200_000 };
export const POST_VIEW_OPTIONS = Symbol('POST_VIEW_OPTIONS');

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const seoulDay = (now: number) => new Date(now + KST_OFFSET_MS).toISOString().slice(0, 10);

/** Where the day's visitors and the views not yet written live: this process, or Redis shared by the instances. */
interface ViewStore {
  /** Counts the visitor's first view of the post today; answers the post's views not yet written. */
  record(postId: number, visitor: string, now: number): Promise<number>;
  /** Takes the views not yet written (they are no longer pending). */
  take(): Promise<Map<number, number>>;
  /** Puts back views whose write failed. */
  giveBack(counts: Map<number, number>): Promise<void>;
}

class MemoryViewStore implements ViewStore {
  private day = '';
  private readonly seen = new Set<string>();
  private pending = new Map<number, number>();

  constructor(private readonly maxSeen: number) {}

  async record(postId: number, visitor: string, now: number): Promise<number> {
    const day = seoulDay(now);
    if (day !== this.day) {
      this.day = day;
      this.seen.clear();
    }
    const key = `${postId}\n${visitor}`;
    if (!this.seen.has(key) && this.seen.size < this.maxSeen) {
      this.seen.add(key);
      this.pending.set(postId, (this.pending.get(postId) ?? 0) + 1);
    }
    return this.pending.get(postId) ?? 0;
  }

  async take(): Promise<Map<number, number>> {
    const taken = this.pending;
    this.pending = new Map();
    return taken;
  }

  async giveBack(counts: Map<number, number>): Promise<void> {
    for (const [postId, count] of counts) this.pending.set(postId, (this.pending.get(postId) ?? 0) + count);
  }
}

const PENDING_KEY = 'dugout:post-views:pending';
/** The visitor's mark for the day outlives the day, so a late flush never counts it twice. */
const SEEN_TTL_SECONDS = 2 * 24 * 60 * 60;
const RECORD_SCRIPT = `
if redis.call('SET', KEYS[1], '1', 'NX', 'EX', ARGV[2]) then return redis.call('HINCRBY', KEYS[2], ARGV[1], 1) end
return tonumber(redis.call('HGET', KEYS[2], ARGV[1]) or '0')`;
const TAKE_SCRIPT = `
local counts = redis.call('HGETALL', KEYS[1])
redis.call('DEL', KEYS[1])
return counts`;

class RedisViewStore implements ViewStore {
  constructor(private readonly redis: Redis) {}

  async record(postId: number, visitor: string, now: number): Promise<number> {
    const seenKey = `dugout:post-views:seen:${seoulDay(now)}:${postId}:${visitor}`;
    return Number(await this.redis.eval(RECORD_SCRIPT, 2, seenKey, PENDING_KEY, String(postId), String(SEEN_TTL_SECONDS)));
  }

  async take(): Promise<Map<number, number>> {
    const flat = (await this.redis.eval(TAKE_SCRIPT, 1, PENDING_KEY)) as string[];
    const counts = new Map<number, number>();
    for (let i = 0; i + 1 < flat.length; i += 2) counts.set(Number(flat[i]), Number(flat[i + 1]));
    return counts;
  }

  async giveBack(counts: Map<number, number>): Promise<void> {
    const multi = this.redis.multi();
    for (const [postId, count] of counts) multi.hincrby(PENDING_KEY, String(postId), count);
    await multi.exec();
  }
}

/**
 * Post view counts without a database write per view (issue 26): one view per visitor (member, or
 * address when not logged in) per post per Korean day, counted in memory or in Redis when the
 * instances share one, and added to `post.view_count` in batches every few seconds and on
 * shutdown. The batch writes never empty the read cache (writeKeepingCachedReads).
 */
@Injectable()
export class PostViewCounter implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(PostViewCounter.name);
  private readonly options: PostViewOptions;
  private readonly store: ViewStore;
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly repository: BoardsRepository,
    @Optional() bus?: InstanceBus,
    @Optional() @Inject(POST_VIEW_OPTIONS) options?: Partial<PostViewOptions>,
  ) {
    this.options = { ...POST_VIEW_DEFAULTS, ...options };
    this.store = bus?.redis ? new RedisViewStore(bus.redis) : new MemoryViewStore(this.options.maxSeenPerDay);
  }

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), this.options.flushMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  /** Counts a view; answers the post's views not yet written, to add to the stored count. A store failure never fails the read. */
  async record(postId: number, visitor: string, now = Date.now()): Promise<number> {
    try {
      return await this.store.record(postId, visitor, now);
    } catch (error) {
      this.logger.warn(`조회수를 세지 못했습니다: ${String(error)}`);
      return 0;
    }
  }

  /** Writes the counted views (one at a time: a flush waits for the one before). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.flushOnce());
    return this.flushing;
  }

  private async flushOnce(): Promise<void> {
    let counts: Map<number, number>;
    try {
      counts = await this.store.take();
    } catch (error) {
      this.logger.warn(`조회수를 가져오지 못했습니다: ${String(error)}`);
      return;
    }
    if (counts.size === 0) return;
    try {
      await this.repository.addViews(counts);
    } catch (error) {
      this.logger.warn(`조회수를 저장하지 못해 다음에 다시 씁니다: ${String(error)}`);
      await this.store.giveBack(counts).catch(() => undefined);
    }
  }
}
