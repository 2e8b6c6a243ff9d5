import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BatThrw, checkBoxScore, DEFAULT_LEAGUE_RECORD_SETTINGS, Position, SportType, TeamRole } from '@dugout/contracts';
import {
  parseEventFile,
  parseRosterFile,
  parseTeamFile,
  PlayByPlayError,
  replayGame,
  RetrosheetReadError,
  toGameRecordBody,
  type GameEvent,
  type GameSetup,
  type LineupEntry,
  type RetrosheetGame,
  type RosterPlayer,
  type TeamEntry,
} from '@dugout/play-by-play';
import { DataSource, In, type EntityManager } from 'typeorm';
import { writeForLeagueMain, type WriteScope } from '../../common/read-cache/read-scope';
import { BoardsService } from '../../services/boards/boards.service';
import { GameRecordService, type ImportedGameRecord } from '../../services/games/game-record.service';
import type { ImportKey, ImportKeyKind } from '../../repositories/data-tooling/import-key.entity';
import { ImportKeysRepository } from '../../repositories/data-tooling/import-keys.repository';
import { GamePlaysRepository } from '../../repositories/game-plays/game-plays.repository';
import type { GameRecordInput } from '../../repositories/games/game-record.types';
import { LeagueEntriesRepository } from '../../repositories/league-entries/league-entries.repository';
import { LeagueMain } from '../../repositories/leagues/league-main.entity';
import { LeaguePlayer } from '../../repositories/leagues/league-player.entity';
import { LeagueTeam } from '../../repositories/leagues/league-team.entity';
import { League } from '../../repositories/leagues/league.entity';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { Season } from '../../repositories/leagues/season.entity';
import { PlayersRepository } from '../../repositories/players/players.repository';
import { RegistrationsRepository } from '../../repositories/registrations/registrations.repository';
import { Schedule } from '../../repositories/schedules/schedule.entity';
import { SchedulesRepository, type ScheduleRowInput } from '../../repositories/schedules/schedules.repository';
import { TeamPlayer } from '../../repositories/teams/team-player.entity';
import { TeamsRepository } from '../../repositories/teams/teams.repository';

export const RETROSHEET_DEFAULT_LEAGUE_PATH = 'retrosheet';

export interface RetrosheetImportOptions {
  /** The league main's path (default `retrosheet`); created when missing. */
  leaguePath?: string;
  /** The league main's name when it is created (default "Retrosheet", or "Retrosheet <path>" for another path). */
  leagueName?: string;
  /** The season's name (default the year of the first game). */
  seasonName?: string;
}

export interface RetrosheetImportSummary {
  file: string;
  leaguePath: string;
  mainName: string;
  mainCreated: boolean;
  seasonName: string;
  seasonCreated: boolean;
  /** Rosters and team file found beside the event file. */
  rosterFiles: string[];
  teamFile: string | null;
  teams: number;
  teamsCreated: number;
  players: number;
  playersCreated: number;
  /** Games written, and games skipped because the league already had them (same Retrosheet id). */
  games: number;
  skipped: string[];
  plays: number;
  elapsedMs: number;
}

export type RetrosheetImportResult = { ok: true; summary: RetrosheetImportSummary } | { ok: false; error: string };

export const RETROSHEET_IMPORT_MESSAGES = {
  unreadable: (file: string) => `파일을 읽을 수 없습니다: ${file}`,
  readError: (file: string, error: RetrosheetReadError) =>
    `${file}: ${error.gameId ? `경기 ${error.gameId}, ` : ''}${error.line}번째 줄: ${error.reason}`,
  noGames: (file: string) => `${file}: 경기('id' 기록)가 하나도 없습니다.`,
  noTeams: (file: string, gameId: string) => `${file}: 경기 ${gameId}에 원정 팀(info,visteam)이나 홈 팀(info,hometeam)이 없습니다.`,
  replay: (file: string, gameId: string, reason: string) => `${file}: 경기 ${gameId}의 기록을 재생할 수 없습니다: ${reason}`,
  boxScore: (file: string, gameId: string, problems: string) => `${file}: 경기 ${gameId}의 박스 스코어가 맞지 않습니다: ${problems}`,
  duplicateGame: (file: string, gameId: string) => `${file}: 경기 ${gameId}가 파일에 두 번 있습니다.`,
  badPath: (leaguePath: string) => `리그 주소(--league)는 영문 소문자, 숫자, -, _ 로 된 2~30자여야 합니다: ${leaguePath}`,
} as const;

/** A refusal found while writing: the transaction is rolled back and the message printed. */
class RetrosheetRefused extends Error {}

const PLAYER_NAME_MAX = 20;
const TEAM_NAME_MAX = 50;
const LEAGUE_PATH = /^[a-z0-9_-]{2,30}$/;
const POSITION_CODES = ['', 'P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'DH'] as const;

/** One game of the file, read and checked, with its Retrosheet ids still. */
interface ReadGame {
  game: RetrosheetGame;
  date: Date;
}

/** A player as the file knows him: his name and the teams he played for. */
interface KnownPlayer {
  id: string;
  name: string;
  roster: RosterPlayer | undefined;
  firstPosition: number | 'PH' | 'PR' | null;
  teams: Set<string>;
}

interface ImportRepositories {
  leagues: LeaguesRepository;
  importKeys: ImportKeysRepository;
  teams: TeamsRepository;
  players: PlayersRepository;
  leagueEntries: LeagueEntriesRepository;
  registrations: RegistrationsRepository;
  schedules: SchedulesRepository;
  plays: GamePlaysRepository;
}

/**
 * Retrosheet event files into a league (issue 28): one transaction per file. The league main
 * (created when missing), the season (by name), its one league, the teams (Retrosheet codes) and
 * players (Retrosheet ids), both kept as import keys so a later file finds them, and each game: a
 * schedule row with both lineups, its plays (game_play_start + game_play, with the product's ids)
 * and the box score derived by the engine, written as an official (final) record with the season
 * totals through GameRecordService. A game the league already has (same Retrosheet game id, kept
 * as the schedule's game name) is skipped.
 */
@Injectable()
export class RetrosheetImportService {
  private readonly repositories: ImportRepositories;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly gameRecords: GameRecordService,
    private readonly boards: BoardsService,
    leagues: LeaguesRepository,
    importKeys: ImportKeysRepository,
    teams: TeamsRepository,
    players: PlayersRepository,
    leagueEntries: LeagueEntriesRepository,
    registrations: RegistrationsRepository,
    schedules: SchedulesRepository,
    plays: GamePlaysRepository,
  ) {
    this.repositories = { leagues, importKeys, teams, players, leagueEntries, registrations, schedules, plays };
  }

  /** One event file (its rosters `XXXyyyy.ROS` and team file `TEAMyyyy` read from the same folder). */
  async importFile(file: string, options: RetrosheetImportOptions = {}): Promise<RetrosheetImportResult> {
    const started = Date.now();
    const leaguePath = options.leaguePath ?? RETROSHEET_DEFAULT_LEAGUE_PATH;
    if (!LEAGUE_PATH.test(leaguePath)) return { ok: false, error: RETROSHEET_IMPORT_MESSAGES.badPath(leaguePath) };
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      return { ok: false, error: RETROSHEET_IMPORT_MESSAGES.unreadable(file) };
    }
    let games: RetrosheetGame[];
    try {
      games = parseEventFile(text);
    } catch (error) {
      if (error instanceof RetrosheetReadError) return { ok: false, error: RETROSHEET_IMPORT_MESSAGES.readError(file, error) };
      throw error;
    }
    if (games.length === 0) return { ok: false, error: RETROSHEET_IMPORT_MESSAGES.noGames(file) };

    const checked = checkGames(file, games);
    if (typeof checked === 'string') return { ok: false, error: checked };
    const beside = await filesBeside(file, checked);
    const context: FileContext = {
      file,
      leaguePath,
      mainName: options.leagueName ?? (leaguePath === RETROSHEET_DEFAULT_LEAGUE_PATH ? 'Retrosheet' : `Retrosheet ${leaguePath}`),
      seasonName: options.seasonName ?? String(checked[0].date.getUTCFullYear()),
      games: checked,
      ...beside,
    };
    try {
      const summary = await writeForLeagueMain((scope) =>
        this.dataSource.transaction((manager) => new RetrosheetWriter(manager, context, this.repositories, this.gameRecords, this.boards, scope).run()),
      );
      return { ok: true, summary: { ...summary, elapsedMs: Date.now() - started } };
    } catch (error) {
      if (error instanceof RetrosheetRefused) return { ok: false, error: error.message };
      throw error;
    }
  }
}

interface FileContext {
  file: string;
  leaguePath: string;
  mainName: string;
  seasonName: string;
  games: ReadGame[];
  rosters: RosterPlayer[];
  rosterFiles: string[];
  teamEntries: TeamEntry[];
  teamFile: string | null;
}

/** Each game replays (the engine's refusal names the game), has both teams and a date; ids are unique. */
function checkGames(file: string, games: RetrosheetGame[]): ReadGame[] | string {
  const seen = new Set<string>();
  const read: ReadGame[] = [];
  for (const game of games) {
    const { gameId, visitor, home } = game.setup;
    if (seen.has(gameId)) return RETROSHEET_IMPORT_MESSAGES.duplicateGame(file, gameId);
    seen.add(gameId);
    if (!visitor || !home) return RETROSHEET_IMPORT_MESSAGES.noTeams(file, gameId);
    try {
      replayGame(game.setup, game.events, game.rules);
    } catch (error) {
      if (error instanceof PlayByPlayError) return RETROSHEET_IMPORT_MESSAGES.replay(file, gameId, error.message);
      throw error;
    }
    read.push({ game, date: gameDate(game) });
  }
  return read;
}

/** The game's start: info,date (yyyy/mm/dd) and info,starttime (h:mmPM), else the date in its id (TTTyyyymmddn), at 18:00. */
function gameDate(game: RetrosheetGame): Date {
  const info = new Map(game.info);
  const fromId = /^[A-Z0-9]{3}(\d{4})(\d{2})(\d{2})\d$/.exec(game.setup.gameId);
  const date = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(info.get('date') ?? '') ?? fromId;
  const [year, month, day] = date ? [Number(date[1]), Number(date[2]), Number(date[3])] : [2000, 1, 1];
  const time = /^(\d{1,2}):(\d{2})\s*([AP]M)$/i.exec(info.get('starttime') ?? '');
  let hour = 18;
  let minute = 0;
  if (time) {
    hour = (Number(time[1]) % 12) + (time[3].toUpperCase() === 'PM' ? 12 : 0);
    minute = Number(time[2]);
  }
  return new Date(Date.UTC(year, month - 1, day, hour, minute));
}

/** The rosters of the file's teams (`XXXyyyy.ROS`) and the team file (`TEAMyyyy`) when they are in the same folder. */
async function filesBeside(file: string, games: ReadGame[]): Promise<Pick<FileContext, 'rosters' | 'rosterFiles' | 'teamEntries' | 'teamFile'>> {
  const dir = path.dirname(file);
  let names: string[] = [];
  try {
    names = await readdir(dir);
  } catch {
    names = [];
  }
  const byUpper = new Map(names.map((name) => [name.toUpperCase(), name]));
  const years = new Set(games.map(({ date }) => String(date.getUTCFullYear())));
  const codes = new Set(games.flatMap(({ game }) => [game.setup.visitor, game.setup.home]));
  const rosters: RosterPlayer[] = [];
  const rosterFiles: string[] = [];
  for (const year of years) {
    for (const code of codes) {
      const name = byUpper.get(`${code}${year}.ROS`);
      if (!name) continue;
      rosterFiles.push(name);
      rosters.push(...parseRosterFile(await readFile(path.join(dir, name), 'utf8')));
    }
  }
  let teamFile: string | null = null;
  const teamEntries: TeamEntry[] = [];
  for (const year of years) {
    const name = byUpper.get(`TEAM${year}`);
    if (!name) continue;
    teamFile = name;
    teamEntries.push(...parseTeamFile(await readFile(path.join(dir, name), 'utf8')));
  }
  return { rosters, rosterFiles, teamEntries, teamFile };
}

/** One file's import inside its transaction. */
class RetrosheetWriter {
  private mainId = 0;
  private readonly teamIds = new Map<string, number>();
  private readonly playerIds = new Map<string, number>();
  private readonly created = { teams: 0, players: 0 };

  constructor(
    private readonly em: EntityManager,
    private readonly context: FileContext,
    private readonly repositories: ImportRepositories,
    private readonly gameRecords: GameRecordService,
    private readonly boards: BoardsService,
    private readonly writeScope: WriteScope,
  ) {}

  async run(): Promise<Omit<RetrosheetImportSummary, 'elapsedMs'>> {
    const { context } = this;
    const { main, mainCreated } = await this.leagueMain();
    this.mainId = main.mainId;
    this.writeScope.leagueMainId = main.mainId;
    const { seasonId, seasonCreated } = await this.season(mainCreated);
    const leagueId = await this.league(seasonId);

    const known = new Set(
      (await this.em.find(Schedule, { select: { gameName: true }, where: { leagueId, gameName: In(context.games.map(({ game }) => game.setup.gameId)) } })).map(
        (row) => row.gameName,
      ),
    );
    const games = context.games.filter(({ game }) => !known.has(game.setup.gameId));
    const skipped = context.games.filter(({ game }) => known.has(game.setup.gameId)).map(({ game }) => game.setup.gameId);

    const teamCodes = [...new Set(context.games.flatMap(({ game }) => [game.setup.visitor, game.setup.home]))];
    const teamEntries = new Map(context.teamEntries.map((entry) => [entry.code, entry]));
    await this.keyed('team', teamCodes, this.teamIds, (code) => {
      const entry = teamEntries.get(code);
      const teamName = (entry ? `${entry.city} ${entry.nickname}`.trim() : code).slice(0, TEAM_NAME_MAX);
      return this.repositories.teams.insertImportedTeam(this.em, { teamName, spoType: SportType.Baseball, logoImg: null, director: null, managerName: null, estbDt: null });
    });
    const players = playersOf(games, context.rosters);
    await this.keyed('player', [...players.keys()], this.playerIds, (id) => {
      const player = players.get(id) as KnownPlayer;
      return this.repositories.players.insertImported(this.em, {
        playerName: player.name.slice(0, PLAYER_NAME_MAX),
        birthday: null,
        gender: null,
        position: positionOf(player),
        batThrw: batThrwOf(player.roster),
      });
    });
    await this.memberships(leagueId, players, games);
    const plays = await this.games(leagueId, games);

    return {
      file: context.file,
      leaguePath: main.leaguePath,
      mainName: main.mainName,
      mainCreated,
      seasonName: context.seasonName,
      seasonCreated,
      rosterFiles: context.rosterFiles,
      teamFile: context.teamFile,
      teams: teamCodes.length,
      teamsCreated: this.created.teams,
      players: players.size,
      playersCreated: this.created.players,
      games: games.length,
      skipped,
      plays,
    };
  }

  private async leagueMain(): Promise<{ main: Pick<LeagueMain, 'mainId' | 'leaguePath' | 'mainName'>; mainCreated: boolean }> {
    const { leaguePath, mainName } = this.context;
    const existing = await this.em.findOneBy(LeagueMain, { leaguePath });
    if (existing) return { main: existing, mainCreated: false };
    const mainId = checkedId(await this.repositories.leagues.insertMain(this.em, leaguePath, mainName), 'mainId');
    await this.boards.createFixedBoards(this.em, mainId);
    return { main: { mainId, leaguePath, mainName }, mainCreated: true };
  }

  /** The season of that name, or a new one spanning the file's dates (active when the main is new). */
  private async season(mainCreated: boolean): Promise<{ seasonId: number; seasonCreated: boolean }> {
    const { seasonName, games } = this.context;
    const existing = await this.em.findOneBy(Season, { mainId: this.mainId, seasonName });
    if (existing) return { seasonId: existing.seasonId, seasonCreated: false };
    const times = games.map(({ date }) => date.getTime());
    const day = (time: number) => new Date(time).toISOString().slice(0, 10);
    const seasonId = await this.repositories.leagues.insertSeason(this.em, this.mainId, {
      seasonName,
      beginDate: day(Math.min(...times)),
      endDate: day(Math.max(...times)),
      active: mainCreated,
    });
    return { seasonId: checkedId(seasonId, 'seasonId'), seasonCreated: true };
  }

  /** The season's first league, or a new one with the default record settings. */
  private async league(seasonId: number): Promise<number> {
    const existing = await this.em.findOne(League, { where: { seasonId }, order: { sortOrder: 'ASC', leagueId: 'ASC' } });
    if (existing) return existing.leagueId;
    const defaults = DEFAULT_LEAGUE_RECORD_SETTINGS;
    const leagueId = await this.repositories.leagues.insertLeague(this.em, seasonId, {
      leagueName: this.context.seasonName,
      sortOrder: 0,
      eraBaseInnings: defaults.eraBaseInnings,
      pointsWin: defaults.pointsWin,
      pointsDraw: defaults.pointsDraw,
      pointsLoss: defaults.pointsLoss,
      tiebreakOrder: [...defaults.tiebreakOrder],
      batterQualifyMultiplier: defaults.batterQualifyMultiplier,
      pitcherQualifyMultiplier: defaults.pitcherQualifyMultiplier,
      forfeitRuns: defaults.forfeitRuns,
      regulationInnings: null,
    });
    return checkedId(leagueId, 'leagueId');
  }

  /** Teams and players by their Retrosheet codes and ids: a key the main imported before is the same row. */
  private async keyed(kind: ImportKeyKind, keys: readonly string[], ids: Map<string, number>, insert: (key: string) => Promise<number>): Promise<void> {
    if (keys.length === 0) return;
    const { importKeys } = this.repositories;
    const knownIds = await importKeys.knownIds(this.em, this.mainId, kind);
    const stillThere = await importKeys.existingIds(
      this.em,
      kind,
      keys.map((key) => knownIds.get(key)).filter((id): id is number => id !== undefined),
    );
    const newKeys: ImportKey[] = [];
    for (const key of keys) {
      const knownId = knownIds.get(key);
      if (knownId !== undefined && stillThere.has(knownId)) {
        ids.set(key, knownId);
        continue;
      }
      const id = checkedId(await insert(key), `${kind}Id`);
      ids.set(key, id);
      this.created[kind === 'team' ? 'teams' : 'players'] += 1;
      const row = { mainId: this.mainId, kind, importKey: key, entityId: id };
      if (knownId === undefined) newKeys.push(row);
      else await importKeys.repoint(this.em, row);
    }
    await importKeys.insertKeys(this.em, newKeys);
  }

  /** The teams in the league, each player on the roster of the teams he played for and registered in the league. */
  private async memberships(leagueId: number, players: Map<string, KnownPlayer>, games: ReadGame[]): Promise<void> {
    const teamIds = [...this.teamIds.values()];
    const inLeague = new Set((await this.em.findBy(LeagueTeam, { leagueId, teamId: In(teamIds) })).map((row) => row.teamId));
    await this.repositories.leagueEntries.insertLeagueTeamRows(
      this.em,
      teamIds.filter((teamId) => !inLeague.has(teamId)).map((teamId) => ({ leagueId, teamId, interleague: false })),
    );
    if (players.size === 0) return;
    const firstDay = new Date(Math.min(...games.map(({ date }) => date.getTime()))).toISOString().slice(0, 10);
    const onRoster = new Set((await this.em.findBy(TeamPlayer, { teamId: In(teamIds) })).map((row) => `${row.teamId}:${row.playerId}`));
    const registered = new Set((await this.em.findBy(LeaguePlayer, { leagueId })).map((row) => `${row.teamId}:${row.playerId}`));
    const rosterLines: Pick<TeamPlayer, 'teamId' | 'playerId' | 'backnumber' | 'teamRole' | 'position' | 'joinedAt'>[] = [];
    const registrations: Pick<LeaguePlayer, 'leagueId' | 'teamId' | 'playerId' | 'registerDate'>[] = [];
    for (const player of players.values()) {
      const playerId = this.playerIds.get(player.id) as number;
      for (const code of player.teams) {
        const teamId = this.teamIds.get(code) as number;
        const key = `${teamId}:${playerId}`;
        if (!onRoster.has(key)) rosterLines.push({ teamId, playerId, backnumber: null, teamRole: TeamRole.Player, position: positionOf(player), joinedAt: firstDay });
        if (!registered.has(key)) registrations.push({ leagueId, teamId, playerId, registerDate: firstDay });
      }
    }
    await this.repositories.teams.insertRosterLines(this.em, rosterLines);
    await this.repositories.registrations.insertLeaguePlayers(this.em, registrations);
  }

  /** The schedule rows, lineups, plays and official box scores of the new games; answers the number of plays. */
  private async games(leagueId: number, games: ReadGame[]): Promise<number> {
    if (games.length === 0) return 0;
    const { schedules, plays } = this.repositories;
    const rows: ScheduleRowInput[] = games.map(({ game, date }) => ({
      leagueId,
      gameName: game.setup.gameId,
      scheduleTime: date,
      groundId: null,
      writerId: null,
      visitTeamId: this.teamIds.get(game.setup.visitor) as number,
      homeTeamId: this.teamIds.get(game.setup.home) as number,
      visitTeamInterleague: false,
      homeTeamInterleague: false,
      visitTeamLeagueId: null,
      homeTeamLeagueId: null,
      isCancel: false,
      cancelReason: null,
      matchupLocked: false,
    }));
    const gameIds = (await schedules.insertGames(this.em, rows)).map((id) => checkedId(id, 'gameId'));

    const records: ImportedGameRecord[] = [];
    const lineups: { gameId: number; teamId: number; playerId: number; batNum: number; position: string | null }[] = [];
    const played: { gameId: number; setup: GameSetup; rules: RetrosheetGame['rules']; events: GameEvent[] }[] = [];
    for (const [index, { game }] of games.entries()) {
      const gameId = gameIds[index];
      const schedule = rows[index];
      const setup = this.productSetup(game.setup, gameId, schedule);
      const events = game.events.map((event) => this.productEvent(event));
      const { state, record: derived } = replayGame(setup, events, game.rules);
      const record = toGameRecordBody(setup, events, { state, record: derived }, { playerId: Number });
      const { errors } = checkBoxScore(record);
      const problems = Object.entries(errors);
      if (problems.length > 0) {
        throw new RetrosheetRefused(
          RETROSHEET_IMPORT_MESSAGES.boxScore(
            this.context.file,
            game.setup.gameId,
            problems.map(([field, message]) => `${field}: ${String(message)}`).join(', '),
          ),
        );
      }
      records.push({ schedule: { ...schedule, gameId }, record: record as GameRecordInput });
      played.push({ gameId, setup, rules: game.rules, events });
      setup.lineups.forEach((entries, side) => {
        const teamId = side === 0 ? (schedule.visitTeamId as number) : (schedule.homeTeamId as number);
        for (const entry of entries) lineups.push({ gameId, teamId, playerId: Number(entry.playerId), batNum: entry.slot, position: POSITION_CODES[entry.position] });
      });
    }
    await schedules.insertLineupEntries(this.em, lineups);
    await plays.insertImported(this.em, played);
    await this.gameRecords.importRecords(this.em, records);
    return played.reduce((sum, game) => sum + game.events.length, 0);
  }

  /** The setup as the product stores it: its game, team and player ids. */
  private productSetup(setup: GameSetup, gameId: number, schedule: ScheduleRowInput): GameSetup {
    const lineup = (entries: LineupEntry[]): LineupEntry[] => entries.map(({ slot, position, playerId }) => ({ playerId: this.playerKey(playerId), slot, position }));
    return {
      gameId: String(gameId),
      visitor: String(schedule.visitTeamId),
      home: String(schedule.homeTeamId),
      ...(setup.date ? { date: setup.date } : {}),
      lineups: [lineup(setup.lineups[0]), lineup(setup.lineups[1])],
    };
  }

  /** The event with the product's player ids in place of the Retrosheet ids. */
  private productEvent(event: GameEvent): GameEvent {
    const copy = { ...event } as Record<string, unknown>;
    for (const field of ['playerId', 'batterId', 'pitcherId']) {
      if (typeof copy[field] === 'string') copy[field] = this.playerKey(copy[field]);
    }
    if (event.kind === 'substitution') delete copy['name'];
    return copy as unknown as GameEvent;
  }

  private playerKey(retrosheetId: string): string {
    const id = this.playerIds.get(retrosheetId);
    if (id === undefined) throw new Error(`Retrosheet import: unknown player ${retrosheetId}`);
    return String(id);
  }
}

/** Every player of the games (starters, substitutes, placed runners), with his name from the roster or the event file. */
function playersOf(games: ReadGame[], rosters: RosterPlayer[]): Map<string, KnownPlayer> {
  const roster = new Map<string, RosterPlayer>();
  for (const player of rosters) if (!roster.has(player.id)) roster.set(player.id, player);
  const players = new Map<string, KnownPlayer>();
  const add = (id: string, name: string | undefined, team: string, position: KnownPlayer['firstPosition']) => {
    let player = players.get(id);
    if (!player) {
      const entry = roster.get(id);
      const fromRoster = entry ? `${entry.firstName} ${entry.lastName}`.trim() : '';
      player = { id, name: fromRoster || name || id, roster: entry, firstPosition: position, teams: new Set() };
      players.set(id, player);
    }
    player.teams.add(team);
  };
  for (const { game } of games) {
    const teams = [game.setup.visitor, game.setup.home];
    game.setup.lineups.forEach((entries, side) => {
      for (const entry of entries) add(entry.playerId, entry.name, teams[side], entry.position);
    });
    for (const event of game.events) {
      if (event.kind === 'substitution') add(event.playerId, event.name, teams[event.side], event.position);
    }
  }
  // Runners placed by rule (radj) are players of the batting team already in the game; a stray one joins the home team.
  for (const { game } of games) {
    for (const event of game.events) {
      if (event.kind === 'runnerPlaced' && !players.has(event.playerId)) add(event.playerId, undefined, game.setup.home, null);
    }
  }
  return players;
}

/** 투수, 포수, 내야수, 외야수 from the roster's position, else from the first position played. */
function positionOf(player: KnownPlayer): Position | null {
  const code = player.roster?.position;
  if (code === 'P' || player.firstPosition === 1) return Position.Pitcher;
  if (code === 'C' || player.firstPosition === 2) return Position.Catcher;
  if (code === 'OF' || player.firstPosition === 7 || player.firstPosition === 8 || player.firstPosition === 9) return Position.Outfielder;
  if (code || typeof player.firstPosition === 'number') return Position.Infielder;
  return null;
}

/** Throwing hand and batting side from the roster (B = both). */
function batThrwOf(roster: RosterPlayer | undefined): BatThrw | null {
  if (!roster) return null;
  const throwsLeft = roster.throws === 'L';
  if (roster.bats === 'B') return throwsLeft ? BatThrw.LeftThrowSwitch : BatThrw.RightThrowSwitch;
  if (roster.bats === 'L') return throwsLeft ? BatThrw.LeftLeft : BatThrw.RightThrowLeftBat;
  if (roster.bats === 'R') return throwsLeft ? BatThrw.LeftThrowRightBat : BatThrw.RightRight;
  return null;
}

function checkedId(id: number, property: string): number {
  if (!Number.isInteger(id) || id < 1) throw new Error(`Retrosheet import: no id returned for ${property}`);
  return id;
}
