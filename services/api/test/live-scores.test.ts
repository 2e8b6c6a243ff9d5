import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LiveGame, LiveScoresSnapshot } from '@dugout/contracts';
import { SeasonImportService } from '../src/data-tooling/season-import/season-import.service';
import { GameRecordService } from '../src/services/games/game-record.service';
import { LiveScoresService } from '../src/services/live/live-scores.service';
import { build } from './factories';
import { randomGameRecord, seededRandom } from './support/random-game-record';
import { smallSeasonFile } from './support/small-season';
import { createTestApp, type TestApp } from './support/test-app';

interface SseEvent {
  event: string;
  data: unknown;
  at: number;
}

/** A real streaming HTTP client: reads the text/event-stream as it comes and parses its events. */
class SseClient {
  readonly events: SseEvent[] = [];
  readonly comments: string[] = [];
  retry: number | null = null;
  headers: http.IncomingHttpHeaders = {};
  status = 0;
  private request: http.ClientRequest | null = null;
  private waiters: (() => void)[] = [];

  static open(port: number, path: string, headers: Record<string, string> = {}): Promise<SseClient> {
    const client = new SseClient();
    return new Promise((resolve, reject) => {
      client.request = http.get({ host: '127.0.0.1', port, path, headers: { accept: 'text/event-stream', ...headers } }, (response) => {
        client.status = response.statusCode ?? 0;
        client.headers = response.headers;
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            client.parse(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
          }
        });
        response.on('error', () => undefined);
        resolve(client);
      });
      client.request.on('error', reject);
    });
  }

  private parse(block: string): void {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
      else if (line.startsWith('retry:')) this.retry = Number(line.slice(6));
      else if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trim());
    }
    if (data.length > 0) this.events.push({ event, data: JSON.parse(data.join('\n')), at: Date.now() });
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Resolves with the first event (from `from` on) that matches, or fails after `timeoutMs`. */
  async next(match: (event: SseEvent) => boolean, from = 0, timeoutMs = 3000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.slice(from).find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`이벤트가 오지 않았습니다: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.request?.destroy();
  }
}

/** Read the whole (non-stream) answer of a refused request. */
function getJson(port: number, path: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      })
      .on('error', reject);
  });
}

async function eventually(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('조건이 시간 안에 채워지지 않았습니다.');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('live scores over Server-Sent Events (MySQL)', () => {
  let t: TestApp;
  let port: number;
  let live: LiveScoresService;
  let records: GameRecordService;
  let mainId: number;
  let leaguePath: string;
  /** A game moved to the current hour (today, Korean day) without a record, and its rosters. */
  let game: { gameId: number; visitTeamId: number; homeTeamId: number };
  const rosters = new Map<number, number[]>();
  const clients: SseClient[] = [];

  const open = async (path: string, headers?: Record<string, string>) => {
    const client = await SseClient.open(port, path, headers);
    clients.push(client);
    return client;
  };
  const recordOf = (seed: number) =>
    randomGameRecord(seededRandom(seed), { visit: rosters.get(game.visitTeamId) ?? [], home: rosters.get(game.homeTeamId) ?? [] }, { winType: '1' });

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    live = t.app.get(LiveScoresService);
    records = t.app.get(GameRecordService);
    leaguePath = 'livescores';
    const result = await t.app.get(SeasonImportService).importFile(smallSeasonFile({ leaguePath }));
    if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
    const [main] = await t.dataSource.query('SELECT main_id FROM league_main WHERE league_path = ?', [leaguePath]);
    mainId = Number(main.main_id);
    const [row] = await t.dataSource.query(
      'SELECT game_id, visit_team_id, home_team_id FROM schedule WHERE is_cancel = 0 AND visit_team_id IS NOT NULL AND home_team_id IS NOT NULL ORDER BY game_id LIMIT 1',
    );
    game = { gameId: Number(row.game_id), visitTeamId: Number(row.visit_team_id), homeTeamId: Number(row.home_team_id) };
    await records.deleteRecord(game.gameId);
    // Every other game of the season is moved away from today, so "today" is this one game.
    const b = build(t);
    const others: { game_id: number }[] = await t.dataSource.query('SELECT game_id FROM schedule WHERE game_id <> ?', [game.gameId]);
    const longAgo = new Date(Date.now() - 400 * 24 * 3600 * 1000);
    for (const other of others) await b.games.reschedule(Number(other.game_id), { scheduleTime: longAgo });
    await b.games.reschedule(game.gameId, { scheduleTime: new Date() });
    const members: { team_id: number; player_id: number }[] = await t.dataSource.query('SELECT team_id, player_id FROM team_player ORDER BY player_id');
    for (const member of members) rosters.set(Number(member.team_id), [...(rosters.get(Number(member.team_id)) ?? []), Number(member.player_id)]);
  });

  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    await eventually(() => live.subscriberCount === 0);
    await records.deleteRecord(game.gameId);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers a real event stream: headers, no compression, the retry hint and the snapshot first', async () => {
    const client = await open('/api/live/scores', { 'accept-encoding': 'gzip, br' });
    const snapshot = await client.next((event) => event.event === 'snapshot');
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.headers['cache-control']).toBe('no-cache, no-transform');
    expect(client.headers['x-accel-buffering']).toBe('no');
    expect(client.headers['content-encoding']).toBeUndefined();
    expect(client.headers['etag']).toBeUndefined();
    // The security headers of the onRequest hooks are kept on the hijacked reply.
    expect(client.headers['x-content-type-options']).toBe('nosniff');
    expect(client.retry).toBe(3000);
    const data = snapshot.data as LiveScoresSnapshot;
    expect(data.live).toEqual([]);
    expect(data.today.map((entry) => [entry.gameId, entry.state, entry.visit.score])).toEqual([[game.gameId, 'scheduled', null]]);
    expect(data.next).toEqual([]);
  });

  it('pushes a score event within one second of the save, with the new score and inning', async () => {
    const client = await open('/api/live/scores');
    await client.next((event) => event.event === 'snapshot');
    const record = recordOf(11);
    const savedAt = Date.now();
    await records.writeRecord(game.gameId, record, undefined, { draft: true });
    const event = await client.next((entry) => entry.event === 'score');
    expect(event.at - savedAt).toBeLessThan(1000);
    const changed = event.data as LiveGame;
    expect(changed).toMatchObject({
      gameId: game.gameId,
      mainId,
      leaguePath,
      state: 'live',
      visit: { teamId: game.visitTeamId, score: record.visit.runs },
      home: { teamId: game.homeTeamId, score: record.home.runs },
      inning: record.lineScore.visit.length,
    });
    expect(changed.leagueName).not.toBe('');
    expect(changed.visit.teamName).not.toBe('');

    // A browser connecting now gets the game in the snapshot's live list.
    const later = await open(`/api/live/scores?main=${leaguePath}`);
    const snapshot = (await later.next((entry) => entry.event === 'snapshot')).data as LiveScoresSnapshot;
    expect(snapshot.live.map((entry) => [entry.gameId, entry.visit.score, entry.home.score])).toEqual([[game.gameId, record.visit.runs, record.home.runs]]);
    expect(snapshot.today).toEqual([]);
  });

  it('sends nothing for a save that is rolled back, and the commit of an outer transaction announces it once', async () => {
    const client = await open('/api/live/scores');
    await client.next((event) => event.event === 'snapshot');
    await t.dataSource
      .transaction(async (em) => {
        await records.writeRecord(game.gameId, recordOf(12), em, { draft: true });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const record = recordOf(13);
    await t.dataSource.transaction(async (em) => {
      await records.writeRecord(game.gameId, record, em, { draft: true });
      // Nothing is announced before the commit: another connection still sees the old state.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(client.events.filter((event) => event.event === 'score')).toEqual([]);
    });
    const event = await client.next((entry) => entry.event === 'score');
    expect((event.data as LiveGame).visit.score).toBe(record.visit.runs);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(client.events.filter((entry) => entry.event === 'score')).toHaveLength(1);
  });

  it('streams one game for the public game page, and other games do not reach it', async () => {
    const client = await open(`/api/live/game/${game.gameId}`);
    const snapshot = (await client.next((event) => event.event === 'snapshot')).data as LiveGame;
    expect(snapshot).toMatchObject({ gameId: game.gameId, state: 'scheduled' });
    await live.gameChanged(game.gameId + 1);
    const record = recordOf(14);
    await records.writeRecord(game.gameId, record, undefined, { draft: true });
    const events = [await client.next((event) => event.event === 'score')];
    expect(events.map((event) => (event.data as LiveGame).gameId)).toEqual([game.gameId]);
    expect(client.events.filter((event) => event.event === 'score')).toHaveLength(1);
  });

  it('refuses an unknown main or game with a Korean message, and takes a main by its id', async () => {
    const other = await open('/api/live/scores?main=999999');
    expect(other.status).toBe(404);
    const bad = await getJson(port, '/api/live/scores?main=' + encodeURIComponent('나쁜 주소'));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ ok: false, error: '리그 번호나 주소가 올바르지 않습니다.' });
    const missing = await getJson(port, '/api/live/game/999999');
    expect(missing).toEqual({ status: 404, body: expect.objectContaining({ ok: false, error: '경기를 찾을 수 없습니다.' }) });
    const byId = await open(`/api/live/scores?main=${mainId}`);
    expect(((await byId.next((event) => event.event === 'snapshot')).data as LiveScoresSnapshot).today).toHaveLength(1);
  });

  it('releases a stream when the browser goes away', async () => {
    const first = await open('/api/live/scores');
    const second = await open(`/api/live/game/${game.gameId}`);
    await Promise.all([first.next((event) => event.event === 'snapshot'), second.next((event) => event.event === 'snapshot')]);
    expect(live.subscriberCount).toBe(2);
    first.close();
    await eventually(() => live.subscriberCount === 1);
    second.close();
    await eventually(() => live.subscriberCount === 0);
  });
});
