import { Injectable } from '@nestjs/common';
import type { GameEvent, GameSetup, LeagueRules, StoredPlay } from '@dugout/play-by-play';
import { DataSource, type EntityManager } from 'typeorm';
import { rawNumber, rawNumberOrNull, rawString, type Row } from '../../common/sql/raw-values';
import { insertChunked } from '../../database/insert-chunked';
import { GamePlayRow } from './game-play.entity';
import { GamePlayStartRow } from './game-play-start.entity';

/** How a game recorded play by play started. */
export interface PlayStart {
  setup: GameSetup;
  rules: LeagueRules;
  userId: number | null;
}

/** The only writer of game_play_start and game_play: a game's play-by-play setup and its events. */
@Injectable()
export class GamePlaysRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The game's start, or null when it is not recorded play by play. */
  async start(em: EntityManager | null, gameId: number): Promise<PlayStart | null> {
    const [row]: Row[] = await (em ?? this.dataSource).query('SELECT setup, rules, user_id FROM game_play_start WHERE game_id = ?', [gameId]);
    if (!row) return null;
    return {
      setup: JSON.parse(rawString(row['setup'])) as GameSetup,
      rules: JSON.parse(rawString(row['rules'])) as LeagueRules,
      userId: rawNumberOrNull(row['user_id']),
    };
  }

  /** The game's events in order. */
  async plays(em: EntityManager | null, gameId: number): Promise<StoredPlay[]> {
    const rows: Row[] = await (em ?? this.dataSource).query('SELECT seq, event FROM game_play WHERE game_id = ? ORDER BY seq', [gameId]);
    return rows.map((row) => ({ seq: rawNumber(row['seq']), event: JSON.parse(rawString(row['event'])) as GameEvent }));
  }

  async insertStart(em: EntityManager, gameId: number, start: PlayStart): Promise<void> {
    await em.insert(GamePlayStartRow, {
      gameId,
      setup: JSON.stringify(start.setup),
      rules: JSON.stringify(start.rules),
      userId: start.userId,
      createdAt: new Date(),
    });
  }

  async insertPlay(em: EntityManager, gameId: number, seq: number, event: GameEvent, userId: number | null): Promise<void> {
    await em.insert(GamePlayRow, { gameId, seq, event: JSON.stringify(event), userId, createdAt: new Date() });
  }

  /** An edit of a past event: its text and who changed it. */
  async replacePlay(em: EntityManager, gameId: number, seq: number, event: GameEvent, userId: number | null): Promise<void> {
    await em.update(GamePlayRow, { gameId, seq }, { event: JSON.stringify(event), userId });
  }

  async deletePlay(em: EntityManager, gameId: number, seq: number): Promise<void> {
    await em.delete(GamePlayRow, { gameId, seq });
  }

  /** Many imported games at once (the Retrosheet import): their starts and their events, in the caller's transaction. */
  async insertImported(
    em: EntityManager,
    games: readonly { gameId: number; setup: GameSetup; rules: LeagueRules; events: readonly GameEvent[] }[],
    userId: number | null = null,
  ): Promise<void> {
    const createdAt = new Date();
    await insertChunked(
      em,
      GamePlayStartRow,
      games.map(({ gameId, setup, rules }) => ({ gameId, setup: JSON.stringify(setup), rules: JSON.stringify(rules), userId, createdAt })),
    );
    await insertChunked(
      em,
      GamePlayRow,
      games.flatMap(({ gameId, events }) => events.map((event, index) => ({ gameId, seq: index + 1, event: JSON.stringify(event), userId, createdAt }))),
    );
  }
}
