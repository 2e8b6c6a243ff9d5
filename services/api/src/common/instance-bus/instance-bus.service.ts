import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config';

type Handler = (payload: unknown) => void;

/** Channels carry `{ from, payload }`: an instance ignores its own messages. */
interface Envelope {
  from: string;
  payload: unknown;
}

const CHANNEL_PREFIX = 'dugout:';
/** How long boot waits for the subscriptions before going on without them (and saying so). */
const SUBSCRIBE_WAIT_MS = 5_000;

/**
 * What the API instances tell each other (REDIS_URL): a write's read-cache invalidation, a game's
 * new live score. Without REDIS_URL there are no others and publishing does nothing. Redis also
 * holds the counters every instance must share (the login limits): `redis` is its command
 * connection, null without REDIS_URL.
 */
@Injectable()
export class InstanceBus implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(InstanceBus.name);
  readonly instanceId = randomUUID();
  /** Commands and publishing; null when this is the only instance. */
  readonly redis: Redis | null;
  private readonly subscriber: Redis | null;
  private readonly handlers = new Map<string, Set<Handler>>();
  private initialized = false;
  /** Messages handed to Redis and not yet acknowledged by it. */
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(config: AppConfig) {
    if (config.redisUrl === null) {
      this.redis = null;
      this.subscriber = null;
      return;
    }
    const options = { lazyConnect: true, maxRetriesPerRequest: 2, enableAutoPipelining: true } as const;
    this.redis = new Redis(config.redisUrl, options);
    this.subscriber = new Redis(config.redisUrl, { lazyConnect: true });
    for (const connection of [this.redis, this.subscriber]) {
      // ioredis reconnects by itself; an unhandled 'error' event would end the process instead.
      connection.on('error', (error: Error) => this.logger.warn(`Redis 연결 오류: ${error.message}`));
    }
    this.subscriber.on('message', (channel: string, text: string) => this.deliver(channel, text));
  }

  get shared(): boolean {
    return this.redis !== null;
  }

  async onModuleInit(): Promise<void> {
    this.initialized = true;
    if (!this.redis || !this.subscriber) return;
    const connect = Promise.all([this.redis.connect(), this.subscriber.connect()]).then(() => this.subscribeAll());
    const ready = await Promise.race([connect.then(() => true), sleep(SUBSCRIBE_WAIT_MS).then(() => false)]).catch((error: unknown) => {
      this.logger.warn(`Redis에 연결하지 못했습니다: ${String(error)}`);
      return false;
    });
    if (!ready) this.logger.warn('Redis 구독을 마치지 못한 채 시작합니다. 다른 인스턴스의 변경은 연결된 뒤부터 반영됩니다.');
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.redis, this.subscriber].map((connection) => connection?.quit().catch(() => connection.disconnect())));
  }

  /** Calls `handler` with what other instances publish on `channel`. */
  subscribe(channel: string, handler: Handler): void {
    const set = this.handlers.get(channel) ?? new Set<Handler>();
    const isNew = !this.handlers.has(channel);
    set.add(handler);
    this.handlers.set(channel, set);
    if (isNew && this.initialized && this.subscriber?.status === 'ready') {
      this.subscriber.subscribe(CHANNEL_PREFIX + channel).catch((error: unknown) => this.logger.warn(`Redis 구독 실패 (${channel}): ${String(error)}`));
    }
  }

  /** Tells the other instances; never throws (a lost message costs a stale answer until the TTL, not the write). */
  publish(channel: string, payload: unknown): void {
    if (!this.redis) return;
    const envelope: Envelope = { from: this.instanceId, payload };
    const sent = this.redis.publish(CHANNEL_PREFIX + channel, JSON.stringify(envelope)).catch((error: unknown) => {
      this.logger.warn(`Redis 발행 실패 (${channel}): ${String(error)}`);
    });
    this.inFlight.add(sent);
    void sent.finally(() => this.inFlight.delete(sent));
  }

  /**
   * Resolves once everything published so far has been acknowledged by Redis, which has by then
   * passed it on to the other instances' connections (or failed, which is only logged).
   */
  async delivered(): Promise<void> {
    if (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private async subscribeAll(): Promise<void> {
    const channels = [...this.handlers.keys()].map((channel) => CHANNEL_PREFIX + channel);
    if (channels.length > 0 && this.subscriber) await this.subscriber.subscribe(...channels);
  }

  private deliver(channel: string, text: string): void {
    if (!channel.startsWith(CHANNEL_PREFIX)) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      return;
    }
    if (envelope.from === this.instanceId) return;
    for (const handler of this.handlers.get(channel.slice(CHANNEL_PREFIX.length)) ?? []) {
      try {
        handler(envelope.payload);
      } catch (error) {
        this.logger.warn(`다른 인스턴스의 알림을 처리하지 못했습니다 (${channel}): ${String(error)}`);
      }
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
