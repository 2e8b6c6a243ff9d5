import { Injectable } from '@nestjs/common';
import { searchGrams, searchKey, type SearchLeagueHit, type SearchPlayerHit, type SearchTeamHit } from '@dugout/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { placeholders, rawNumber, rawString, type Row } from '../../common/sql/raw-values';
import { toTeamLeagueMain } from '../leagues/leagues.repository';
import { toTeamIdName, toTeamWithLogo, type TeamIdName } from '../teams/teams.repository';

/** What the index holds: P a player, T a team, L a league site. */
export type SearchKind = 'P' | 'T' | 'L';

/**
 * Where each kind's names live. The index reads the names of the players, teams and leagues modules
 * directly: it is a copy of their name columns kept for lookup (docs/search.md), not their data.
 * Placeholder teams (spo_type 9, "토요리그 1위") have no page and are left out.
 */
const SOURCES: Record<SearchKind, { table: string; id: string; name: string; only?: string }> = {
  P: { table: 'player', id: 'player_id', name: 'player_name' },
  T: { table: 'team', id: 'team_id', name: 'team_name', only: 'spo_type <> 9' },
  L: { table: 'league_main', id: 'main_id', name: 'main_name' },
};
const KINDS = Object.keys(SOURCES) as SearchKind[];

/**
 * Matches read per kind before ranking. Enough for every name sharing a two-syllable part (a given
 * name) in a large league; a query of one syllable matching more ranks the newest of them.
 */
const CANDIDATES = 200;

/** Rows per statement when the index is written: 3 values a gram, well under SQLite's variable limit. */
const CHUNK = 500;

export interface IndexChanges {
  written: number;
  removed: number;
}

/** 0 the whole name is the key, 1 the name starts with it, 2 it is inside. */
function matchClass(name: string, key: string): number {
  const nameKey = searchKey(name);
  if (nameKey === key) return 0;
  return nameKey.startsWith(key) ? 1 : 2;
}

/**
 * The first `limit` hits, best match first (matchClass), then in the kind's own order. Ranked over
 * all the candidates, not cut at `limit` in index order: a given name such as "인수" is in many
 * players' names, and the one meant must not fall behind older namesakes.
 */
function rankHits<T>(hits: T[], key: string, limit: number, name: (hit: T) => string, then: (a: T, b: T) => number): T[] {
  return hits
    .map((hit) => ({ hit, match: matchClass(name(hit), key) }))
    .sort((a, b) => a.match - b.match || then(a.hit, b.hit))
    .slice(0, limit)
    .map(({ hit }) => hit);
}

/** Every query of the search module. */
@Injectable()
export class SearchRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Players whose name contains the key, best first (rankHits): the whole name, then names that start
   * with the key, then the others; within each, players on a roster (the popup opens their stat
   * page) before those on none, newest first. Each comes with his latest roster team.
   */
  async players(key: string, limit: number): Promise<SearchPlayerHit[]> {
    const rows = await this.candidates('P', key, 'p.player_id, p.player_name', 'player p ON p.player_id');
    const teams = await this.latestTeams(rows.map((row) => rawNumber(row['player_id'])));
    const hits = rows.map((row) => {
      const playerId = rawNumber(row['player_id']);
      const team = teams.get(playerId);
      return { playerId, playerName: rawString(row['player_name']), teamId: team?.teamId ?? null, teamName: team?.teamName ?? null };
    });
    return rankHits(hits, key, limit, (hit) => hit.playerName, (a, b) => Number(a.teamId === null) - Number(b.teamId === null) || b.playerId - a.playerId);
  }

  /** Teams whose name contains the key: the whole name, then names starting with it, then the others; oldest first within each. */
  async teams(key: string, limit: number): Promise<SearchTeamHit[]> {
    const rows = await this.candidates('T', key, 't.team_id, t.team_name, t.logo_img', 'team t ON t.team_id');
    const hits = rows.map(toTeamWithLogo);
    return rankHits(hits, key, limit, (hit) => hit.teamName, (a, b) => a.teamId - b.teamId);
  }

  /** League sites, ranked as teams are. */
  async leagues(key: string, limit: number): Promise<SearchLeagueHit[]> {
    const rows = await this.candidates('L', key, 'm.main_id, m.main_name, m.league_path', 'league_main m ON m.main_id');
    const hits = rows.map(toTeamLeagueMain);
    return rankHits(hits, key, limit, (hit) => hit.mainName, (a, b) => a.mainId - b.mainId);
  }

  /**
   * One kind's candidates: the first pair of the key (its only character when it has one) picks them
   * from the gram index, newest first (a backward scan of its primary key, no sort); the whole key
   * must be in the name; the owner's row (`owner` is "table alias ON alias.id", joined to the gram's
   * ref_id) gives the columns. At most CANDIDATES are read: the caller ranks them.
   */
  private candidates(kind: SearchKind, key: string, columns: string, owner: string): Promise<Row[]> {
    const chars = [...key];
    const gram = chars.length === 1 ? chars[0] : chars[0] + chars[1];
    return this.dataSource.query(
      `SELECT ${columns} FROM search_gram g JOIN ${owner} = g.ref_id
         JOIN search_name n ON n.kind = g.kind AND n.ref_id = g.ref_id
        WHERE g.gram = ? AND g.kind = ? AND INSTR(n.name_key, ?) > 0 ORDER BY g.ref_id DESC LIMIT ?`,
      [gram, kind, key, CANDIDATES],
    );
  }

  /** The team whose roster each player joined last (team_player is the current roster). */
  private async latestTeams(playerIds: number[]): Promise<Map<number, TeamIdName>> {
    if (playerIds.length === 0) return new Map();
    const rows: Row[] = await this.dataSource.query(
      `SELECT tp.player_id, t.team_id, t.team_name FROM team_player tp JOIN team t ON t.team_id = tp.team_id
        WHERE tp.player_id IN (${placeholders(playerIds.length)}) ORDER BY tp.joined_at DESC, tp.team_id DESC`,
      playerIds,
    );
    const teams = new Map<number, TeamIdName>();
    for (const row of rows) {
      const playerId = rawNumber(row['player_id']);
      if (!teams.has(playerId)) teams.set(playerId, toTeamIdName(row));
    }
    return teams;
  }

  /** Brings the index in step with the names (new, renamed and removed rows of every kind), in the caller's transaction. */
  async syncIndex(em: EntityManager): Promise<IndexChanges> {
    const changes: IndexChanges = { written: 0, removed: 0 };
    for (const kind of KINDS) {
      const source = SOURCES[kind];
      const on = source.only ? ` AND src.${source.only}` : '';
      const changed: Row[] = await em.query(
        `SELECT src.${source.id} AS ref_id, src.${source.name} AS name FROM ${source.table} src
          LEFT JOIN search_name n ON n.kind = ? AND n.ref_id = src.${source.id}
          WHERE (n.ref_id IS NULL OR n.name <> src.${source.name})${source.only ? ` AND src.${source.only}` : ''}`,
        [kind],
      );
      const gone: Row[] = await em.query(
        `SELECT n.ref_id FROM search_name n LEFT JOIN ${source.table} src ON src.${source.id} = n.ref_id${on}
          WHERE n.kind = ? AND src.${source.id} IS NULL`,
        [kind],
      );
      const names = changed.map((row) => ({ refId: rawNumber(row['ref_id']), name: rawString(row['name']) }));
      const goneIds = gone.map((row) => rawNumber(row['ref_id']));
      await this.remove(em, kind, [...names.map((entry) => entry.refId), ...goneIds]);
      await this.write(em, kind, names);
      changes.written += names.length;
      changes.removed += goneIds.length;
    }
    return changes;
  }

  private async remove(em: EntityManager, kind: SearchKind, refIds: number[]): Promise<void> {
    for (let start = 0; start < refIds.length; start += CHUNK) {
      const ids = refIds.slice(start, start + CHUNK);
      await em.query(`DELETE FROM search_gram WHERE kind = ? AND ref_id IN (${placeholders(ids.length)})`, [kind, ...ids]);
      await em.query(`DELETE FROM search_name WHERE kind = ? AND ref_id IN (${placeholders(ids.length)})`, [kind, ...ids]);
    }
  }

  private async write(em: EntityManager, kind: SearchKind, names: { refId: number; name: string }[]): Promise<void> {
    for (let start = 0; start < names.length; start += CHUNK) {
      const chunk = names.slice(start, start + CHUNK);
      await em.query(
        `INSERT INTO search_name (kind, ref_id, name, name_key) VALUES ${chunk.map(() => '(?, ?, ?, ?)').join(', ')}`,
        chunk.flatMap((entry) => [kind, entry.refId, entry.name, searchKey(entry.name).slice(0, 100)]),
      );
    }
    const grams = names.flatMap((entry) => searchGrams(entry.name).map((gram) => [gram, kind, entry.refId] as const));
    for (let start = 0; start < grams.length; start += CHUNK) {
      const chunk = grams.slice(start, start + CHUNK);
      await em.query(`INSERT INTO search_gram (gram, kind, ref_id) VALUES ${chunk.map(() => '(?, ?, ?)').join(', ')}`, chunk.flat());
    }
  }
}
