import { BadRequestException, Injectable, Logger, NotFoundException, Optional, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LIVE_EVENT, LIVE_RETRY_MS, type LiveGame, type LiveScoresSnapshot } from '@dugout/contracts';
import type { FastifyReply } from 'fastify';
import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner } from 'typeorm';
import { InstanceBus } from '../../common/instance-bus/instance-bus.service';
import { AppConfig } from '../../config/app-config';
import { seoulDate, seoulDayStart } from '../../common/sql/raw-values';
import { found, LEAGUE_MAIN_NOT_FOUND } from '../../common/errors/not-found';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { GAME_NOT_FOUND } from '../../common/errors/not-found';
import { LiveScoresRepository, type LiveScope } from '../../repositories/live/live-scores.repository';
import { LiveStreamSlots } from './live-stream-slots';

/** Proxies and browsers drop a silent connection after a minute or so: a comment line keeps it open. */
export const HEARTBEAT_MS = 25_000;
const NEXT_GAMES = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
const BAD_MAIN = '리그 번호나 주소가 올바르지 않습니다.';
/** The channel on which an instance tells the others that a game's score changed. */
export const LIVE_SCORE_CHANNEL = 'live-score';

/** One open event stream and the games it wants to hear about. */
interface LiveStream {
  wants(game: LiveGame): boolean;
  send(event: string, data: unknown): void;
  close(): void;
}

/**
 * Live scores over Server-Sent Events. A record save calls afterCommit(em, gameId) inside its
 * transaction; once that transaction commits (heard through TypeORM's transaction events, so a
 * caller's outer transaction counts), gameChanged reads the game's current score and inning and
 * pushes a `score` event to every stream that wants it. Streams are raw text/event-stream
 * responses (the reply is hijacked: no compression, no ETag, nothing buffered). With several API
 * instances (REDIS_URL) the game id is also sent to the others, which read it and push it to theirs.
 */
@Injectable()
export class LiveScoresService implements EntitySubscriberInterface, OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(LiveScoresService.name);
  private readonly streams = new Set<LiveStream>();
  /** Games changed inside each open transaction, announced when it commits. */
  private readonly pending = new WeakMap<QueryRunner, Set<number>>();
  /** Caps on open streams (LIVE_STREAMS_PER_ADDRESS, LIVE_STREAMS_TOTAL); a stream's slot is freed when it closes. */
  readonly slots: LiveStreamSlots;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: LiveScoresRepository,
    private readonly leagues: LeaguesRepository,
    config: AppConfig,
    // Absent in the command-line tools (import, benches), which serve no streams.
    @Optional() private readonly bus?: InstanceBus,
  ) {
    this.slots = new LiveStreamSlots(config.liveStreams);
    bus?.subscribe(LIVE_SCORE_CHANNEL, (payload) => {
      const gameId = (payload as { gameId?: unknown }).gameId;
      if (typeof gameId === 'number') void this.gameChanged(gameId);
    });
  }

  onModuleInit(): void {
    this.subscribe();
  }

  onModuleDestroy(): void {
    for (const stream of [...this.streams]) stream.close();
  }

  /** How many streams are open (tests check nothing leaks). */
  get subscriberCount(): number {
    return this.streams.size;
  }

  /** Announces the game once the transaction of `em` commits (at once outside a transaction). */
  afterCommit(em: EntityManager, gameId: number): void {
    const runner = em.queryRunner;
    if (!runner?.isTransactionActive) {
      this.announce(gameId);
      return;
    }
    // The DataSource rebuilds its subscriber list when it connects: make sure the commit is heard.
    this.subscribe();
    const games = this.pending.get(runner) ?? new Set<number>();
    games.add(gameId);
    this.pending.set(runner, games);
  }

  afterTransactionCommit(event: { queryRunner: QueryRunner }): void {
    const runner = event.queryRunner;
    // A nested transaction (savepoint) committing is not the end: wait for the outermost commit.
    if (runner.isTransactionActive) return;
    const games = this.pending.get(runner);
    if (!games) return;
    this.pending.delete(runner);
    for (const gameId of games) this.announce(gameId);
  }

  afterTransactionRollback(event: { queryRunner: QueryRunner }): void {
    if (!event.queryRunner.isTransactionActive) this.pending.delete(event.queryRunner);
  }

  /** The game's score changed here: this instance's streams and the other instances' hear of it. */
  private announce(gameId: number): void {
    void this.gameChanged(gameId);
    this.bus?.publish(LIVE_SCORE_CHANNEL, { gameId });
  }

  /** Reads the game's current score and pushes it to the streams that want it. */
  async gameChanged(gameId: number): Promise<void> {
    if (this.streams.size === 0) return;
    try {
      const game = await this.repository.game(gameId);
      if (!game) return;
      for (const stream of this.streams) if (stream.wants(game)) stream.send(LIVE_EVENT.score, game);
    } catch (error) {
      // A failed read costs one event, never the save that triggered it.
      this.logger.warn(`실시간 점수를 읽지 못했습니다 (경기 ${gameId}): ${String(error)}`);
    }
  }

  /** The ticker's view of today: games being entered, today's other games, and the next games when today has none. */
  async snapshot(scope: LiveScope, now: number = Date.now()): Promise<LiveScoresSnapshot> {
    const dayStart = seoulDayStart(seoulDate(now));
    const games = await this.repository.gamesBetween(scope, dayStart, dayStart + DAY_MS);
    const live = games.filter((game) => game.state === 'live');
    const today = games.filter((game) => game.state !== 'live');
    const next = games.length === 0 ? await this.repository.nextGames(scope, dayStart + DAY_MS, NEXT_GAMES) : [];
    return { live, today, next };
  }

  /** GET /api/live/scores: every main's games, or one main's (`main` = its id or path). */
  async streamScores(main: string | undefined, reply: FastifyReply): Promise<void> {
    const release = this.slots.acquire(reply.request.ip);
    try {
      const scope: LiveScope = { mainId: main === undefined || main === '' ? null : await this.mainIdOf(main) };
      this.open(reply, release, (game) => scope.mainId === null || game.mainId === scope.mainId, () => this.snapshot(scope));
    } catch (error) {
      release();
      throw error;
    }
  }

  /** GET /api/live/game/{id}: one game; its snapshot event carries the game itself. */
  async streamGame(gameId: number, reply: FastifyReply): Promise<void> {
    const release = this.slots.acquire(reply.request.ip);
    try {
      const game = await this.repository.game(gameId);
      if (!game) throw new NotFoundException(GAME_NOT_FOUND);
      this.open(reply, release, (changed) => changed.gameId === gameId, async () => (await this.repository.game(gameId)) ?? game);
    } catch (error) {
      release();
      throw error;
    }
  }

  private async mainIdOf(main: string): Promise<number> {
    if (/^[1-9]\d{0,9}$/.test(main)) {
      if (!(await this.leagues.mainExists(Number(main)))) throw new NotFoundException(LEAGUE_MAIN_NOT_FOUND);
      return Number(main);
    }
    if (!/^[A-Za-z0-9_-]{1,50}$/.test(main)) throw new BadRequestException({ message: BAD_MAIN, errors: { main: BAD_MAIN } });
    return found(await this.leagues.mainIdByPath(main), LEAGUE_MAIN_NOT_FOUND);
  }

  /**
   * Starts the event stream: headers, the retry hint, the snapshot, then the events; a heartbeat
   * comment every HEARTBEAT_MS; everything is released when the client goes away. Events that come
   * while the snapshot is read wait for it, so none is lost between the two. Closing frees the stream's slot.
   */
  private open(reply: FastifyReply, release: () => void, wants: (game: LiveGame) => boolean, snapshot: () => Promise<unknown>): void {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...headersOf(reply),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
    raw.flushHeaders();
    raw.write(`retry: ${LIVE_RETRY_MS}\n\n`);

    let queued: string[] | null = [];
    const write = (text: string) => {
      if (queued) queued.push(text);
      else if (!raw.writableEnded) raw.write(text);
    };
    const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const stream: LiveStream = {
      wants,
      send: (event, data) => write(eventText(event, data)),
      close: () => {
        clearInterval(heartbeat);
        this.streams.delete(stream);
        release();
        if (!raw.writableEnded) raw.end();
      },
    };
    this.streams.add(stream);
    // The response closes when the client goes away (request 'close' fires once the request is read).
    raw.once('close', stream.close);

    snapshot().then(
      (data) => {
        const waiting = queued ?? [];
        queued = null;
        write(eventText(LIVE_EVENT.snapshot, data));
        for (const text of waiting) write(text);
      },
      (error: unknown) => {
        // The browser reconnects after the retry hint and asks again.
        this.logger.warn(`실시간 점수 스트림을 시작하지 못했습니다: ${String(error)}`);
        stream.close();
      },
    );
  }

  private subscribe(): void {
    if (!this.dataSource.subscribers.includes(this)) this.dataSource.subscribers.push(this);
  }
}

function eventText(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The headers already set on the reply (security headers from the onRequest hooks). */
function headersOf(reply: FastifyReply): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value : String(value);
  }
  return headers;
}
