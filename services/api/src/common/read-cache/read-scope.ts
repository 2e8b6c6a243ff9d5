import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Tables whose every row belongs to one league main (a season, its leagues, schedule, box scores,
 * aggregates, managers, fields, boards and their posts). A write to them in one main cannot change an answer about another.
 * Teams, players and members are shared between mains and are never scoped.
 */
export const LEAGUE_MAIN_TABLES: ReadonlySet<string> = new Set([
  'league_main',
  'season',
  'league',
  'league_team',
  'league_player',
  'league_manager',
  'ground',
  'schedule',
  'game',
  'game_inning',
  'game_batting',
  'game_pitching',
  'game_lineup',
  'suspended_game',
  'league_player_stat',
  'league_team_stat',
  'import_key',
  'board',
  'post',
  'post_comment',
  'post_attachment',
  'default_contents',
]);

/** What an answer being computed has read: its tables, and the league mains it said it is about. */
export interface ReadScope {
  tables: Set<string>;
  leagueMains: Set<number>;
}

/** The league main whose rows the writes of a unit of work touch (null until known: every main). */
export interface WriteScope {
  leagueMainId: number | null;
  /** Set by writeKeepingCachedReads: the writes change nothing a cached answer must show at once. */
  keepsCachedReads?: boolean;
}

export const readScopes = new AsyncLocalStorage<ReadScope>();
export const writeScopes = new AsyncLocalStorage<WriteScope>();

/**
 * Called by a read that is about one league main (it resolved its league's main): its cached
 * answer then survives writes to other mains' rows of LEAGUE_MAIN_TABLES. A read that does not
 * call it is emptied by a write to its tables in any main.
 */
export function noteLeagueMainRead(leagueMainId: number): void {
  readScopes.getStore()?.leagueMains.add(leagueMainId);
}

/**
 * Runs `work` as writes of one league main: set `scope.leagueMainId` once it is known. Only the
 * rows of that main in LEAGUE_MAIN_TABLES may be written under it (a season import, a game record).
 */
export function writeForLeagueMain<T>(work: (scope: WriteScope) => Promise<T>): Promise<T> {
  const scope: WriteScope = { leagueMainId: null };
  return writeScopes.run(scope, () => work(scope));
}

/** writeForLeagueMain for a write whose league main is known before it starts. */
export function writeForMain<T>(mainId: number, work: () => Promise<T>): Promise<T> {
  return writeForLeagueMain((scope) => {
    scope.leagueMainId = mainId;
    return work();
  });
}

/**
 * Runs `work` as writes that empty no cached answer: only for counters that may lag until the
 * answer's TTL (a post's view count), never for what a reader must see at once.
 */
export function writeKeepingCachedReads<T>(work: () => Promise<T>): Promise<T> {
  return writeScopes.run({ leagueMainId: null, keepsCachedReads: true }, work);
}
