import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEFAULT_LEAGUE_RECORD_SETTINGS } from '@dugout/contracts';
import { DataSource, In, type EntityManager } from 'typeorm';
import { writeForLeagueMain, type WriteScope } from '../../common/read-cache/read-scope';
import { BoardsService } from '../../services/boards/boards.service';
import { GameRecordService, type ImportedGameRecord } from '../../services/games/game-record.service';
import type { GameRecordInput } from '../../repositories/games/game-record.types';
import { GroundsRepository } from '../../repositories/grounds/grounds.repository';
import { LeagueEntriesRepository } from '../../repositories/league-entries/league-entries.repository';
import { LeagueMain } from '../../repositories/leagues/league-main.entity';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { Season } from '../../repositories/leagues/season.entity';
import { PlayersRepository } from '../../repositories/players/players.repository';
import { RegistrationsRepository } from '../../repositories/registrations/registrations.repository';
import { SchedulesRepository, type ScheduleRowInput } from '../../repositories/schedules/schedules.repository';
import {
  locateJsonPaths,
  readSeasonFileText,
  validateSeasonFile,
  type SeasonFile,
  type SeasonFileCheckOptions,
  type SeasonFileError,
  type SeasonFileGameRecord,
} from '../season-file';
import { TeamPlayer } from '../../repositories/teams/team-player.entity';
import { TeamsRepository } from '../../repositories/teams/teams.repository';
import { User } from '../../repositories/users/user.entity';
import type { ImportKey, ImportKeyKind } from '../../repositories/data-tooling/import-key.entity';
import { ImportKeysRepository } from '../../repositories/data-tooling/import-keys.repository';

export interface SeasonImportSummary {
  mainId: number;
  leaguePath: string;
  mainName: string;
  /** False when the league main already existed. */
  mainCreated: boolean;
  seasonId: number;
  seasonName: string;
  active: boolean;
  leagues: number;
  /** New rows; rows already known from an earlier season of the main are reused. */
  groundsCreated: number;
  teamsCreated: number;
  playersCreated: number;
  teams: number;
  players: number;
  games: number;
  records: number;
  cancelled: number;
  suspended: number;
  lineups: number;
  /** Source inconsistencies accepted as warnings (acceptSourceInconsistencies). */
  warnings: number;
  elapsedMs: number;
}

/** warnings: the accepted source inconsistencies, each with its path (and line when read from text). */
export type SeasonImportResult =
  | { ok: true; summary: SeasonImportSummary; warnings: SeasonFileError[] }
  | { ok: false; errors: SeasonFileError[] };

/** Columns of the player table are narrower than the season file's limits. */
const PLAYER_NAME_MAX = 20;

/** A refusal found while writing (needs the database): the transaction is rolled back. */
class ImportRefused extends Error {
  constructor(readonly errors: SeasonFileError[]) {
    super(errors.map((error) => `${error.path}: ${error.message}`).join('\n'));
  }
}

/** The repositories the import writes through, each the one writer of its tables. */
interface ImportRepositories {
  leagues: LeaguesRepository;
  importKeys: ImportKeysRepository;
  grounds: GroundsRepository;
  teams: TeamsRepository;
  players: PlayersRepository;
  leagueEntries: LeagueEntriesRepository;
  registrations: RegistrationsRepository;
  schedules: SchedulesRepository;
}

/**
 * Loads one season file (docs/season-file-format.md) in one transaction: the league main (created
 * when missing), the season, its leagues with their record settings, grounds, teams and players
 * (reused across the main's seasons by their file keys), memberships, the schedule with
 * interleague sides, cancellations and suspended games, the box scores with their season
 * aggregates, and the lineups. A file with any error writes nothing.
 */
@Injectable()
export class SeasonImportService {
  private readonly repositories: ImportRepositories;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly gameRecords: GameRecordService,
    private readonly boards: BoardsService,
    leagues: LeaguesRepository,
    importKeys: ImportKeysRepository,
    grounds: GroundsRepository,
    teams: TeamsRepository,
    players: PlayersRepository,
    leagueEntries: LeagueEntriesRepository,
    registrations: RegistrationsRepository,
    schedules: SchedulesRepository,
  ) {
    this.repositories = { leagues, importKeys, grounds, teams, players, leagueEntries, registrations, schedules };
  }

  /**
   * JSON text (errors get line numbers) or an already parsed object. acceptSourceInconsistencies
   * imports a historic season whose box scores do not add up across lines, with warnings.
   */
  async importFile(input: string | unknown, options: SeasonFileCheckOptions = {}): Promise<SeasonImportResult> {
    const started = Date.now();
    const text = typeof input === 'string' ? input : null;
    const validation = text !== null ? readSeasonFileText(text, options) : validateSeasonFile(input, options);
    if (!validation.ok) return validation;
    const { file, warnings } = validation;

    const storageErrors = checkStorageLimits(file);
    if (storageErrors.length > 0) return { ok: false, errors: withLines(text, storageErrors) };

    try {
      const summary = await writeForLeagueMain((scope) =>
        this.dataSource.transaction((manager) =>
          new SeasonWriter(manager, file, this.repositories, this.gameRecords, scope, this.boards).run(),
        ),
      );
      return { ok: true, summary: { ...summary, warnings: warnings.length, elapsedMs: Date.now() - started }, warnings };
    } catch (error) {
      if (error instanceof ImportRefused) return { ok: false, errors: withLines(text, error.errors) };
      throw error;
    }
  }
}

function checkStorageLimits(file: SeasonFile): SeasonFileError[] {
  const errors: SeasonFileError[] = [];
  file.players.forEach((player, i) => {
    if (player.playerName.length > PLAYER_NAME_MAX) {
      errors.push({ path: `players[${i}].playerName`, message: `선수 이름은 ${PLAYER_NAME_MAX}자 이하여야 합니다.` });
    }
  });
  return errors;
}

function withLines(text: string | null, errors: SeasonFileError[]): SeasonFileError[] {
  if (text === null) return errors;
  const lines = locateJsonPaths(
    text,
    errors.map((error) => error.path),
  );
  return errors.map((error) => (lines.has(error.path) ? { ...error, line: lines.get(error.path) } : error));
}

/** One import run inside its transaction. */
class SeasonWriter {
  private mainId = 0;
  private readonly leagueIds = new Map<string, number>();
  private readonly groundIds = new Map<string, number>();
  private readonly teamIds = new Map<string, number>();
  private readonly playerIds = new Map<string, number>();
  private readonly created = { grounds: 0, teams: 0, players: 0 };

  constructor(
    private readonly manager: EntityManager,
    private readonly file: SeasonFile,
    private readonly repositories: ImportRepositories,
    private readonly gameRecords: GameRecordService,
    private readonly writeScope: WriteScope,
    private readonly boards: BoardsService,
  ) {}

  async run(): Promise<Omit<SeasonImportSummary, 'warnings' | 'elapsedMs'>> {
    const { file } = this;
    const { main, mainCreated } = await this.leagueMain();
    this.mainId = main.mainId;
    // From here the season's rows are this main's; cached answers about other mains stay.
    this.writeScope.leagueMainId = main.mainId;
    const seasonId = await this.season();
    await this.leagues(seasonId);
    const { grounds, teams, players } = this.repositories;
    await this.keyed('ground', file.grounds, this.groundIds, (ground) => grounds.insertGround(this.manager, this.mainId, ground.groundName));
    await this.keyed('team', file.teams, this.teamIds, (team) =>
      teams.insertImportedTeam(this.manager, {
        teamName: team.teamName,
        spoType: team.spoType,
        logoImg: team.logo ?? null,
        director: team.director,
        managerName: team.managerName,
        estbDt: team.estbDt,
      }),
    );
    await this.keyed('player', file.players, this.playerIds, (player) =>
      players.insertImported(this.manager, {
        playerName: player.playerName,
        birthday: player.birthday ?? null,
        gender: player.gender ?? null,
        position: player.position,
        batThrw: player.batThrw,
      }),
    );
    await this.teamPlayers();
    await this.leagueTeams();
    await this.leaguePlayers();
    const counts = await this.games(seasonId);
    const { seasonName, active } = file.season;

    return {
      mainId: main.mainId,
      leaguePath: main.leaguePath,
      mainName: main.mainName,
      mainCreated,
      seasonId,
      seasonName,
      active,
      leagues: file.leagues.length,
      groundsCreated: this.created.grounds,
      teamsCreated: this.created.teams,
      playersCreated: this.created.players,
      teams: file.teams.length,
      players: file.players.length,
      ...counts,
    };
  }

  private async leagueMain(): Promise<{ main: Pick<LeagueMain, 'mainId' | 'leaguePath' | 'mainName'>; mainCreated: boolean }> {
    const { leaguePath, mainName } = this.file.leagueMain;
    const existing = await this.manager.findOneBy(LeagueMain, { leaguePath });
    if (existing) return { main: existing, mainCreated: false };
    const mainId = checkedId(await this.repositories.leagues.insertMain(this.manager, leaguePath, mainName), 'mainId');
    await this.boards.createFixedBoards(this.manager, mainId);
    return { main: { mainId, leaguePath, mainName }, mainCreated: true };
  }

  /** The new season's id. */
  private async season(): Promise<number> {
    const { seasonName, beginDate, endDate, active } = this.file.season;
    if (await this.manager.existsBy(Season, { mainId: this.mainId, seasonName })) {
      throw new ImportRefused([
        { path: 'season.seasonName', message: `이 리그(${this.file.leagueMain.leaguePath})에 같은 이름의 시즌("${seasonName}")이 이미 있습니다.` },
      ]);
    }
    const { leagues } = this.repositories;
    // No season of the main is kept active: the new one is not written yet.
    if (active) await leagues.clearOtherActive(this.manager, this.mainId, 0);
    return checkedId(await leagues.insertSeason(this.manager, this.mainId, { seasonName, beginDate, endDate, active }), 'seasonId');
  }

  private async leagues(seasonId: number): Promise<void> {
    const defaults = DEFAULT_LEAGUE_RECORD_SETTINGS;
    for (const [index, entry] of this.file.leagues.entries()) {
      const settings = entry.settings ?? {};
      const leagueId = await this.repositories.leagues.insertLeague(this.manager, seasonId, {
        leagueName: entry.leagueName,
        sortOrder: index,
        eraBaseInnings: settings.eraBaseInnings ?? defaults.eraBaseInnings,
        pointsWin: settings.pointsWin ?? defaults.pointsWin,
        pointsDraw: settings.pointsDraw ?? defaults.pointsDraw,
        pointsLoss: settings.pointsLoss ?? defaults.pointsLoss,
        tiebreakOrder: settings.tiebreakOrder ?? [...defaults.tiebreakOrder],
        batterQualifyMultiplier: settings.batterQualifyMultiplier ?? defaults.batterQualifyMultiplier,
        pitcherQualifyMultiplier: settings.pitcherQualifyMultiplier ?? defaults.pitcherQualifyMultiplier,
        forfeitRuns: settings.forfeitRuns ?? defaults.forfeitRuns,
        regulationInnings: settings.regulationInnings ?? null,
      });
      this.leagueIds.set(entry.key, checkedId(leagueId, 'leagueId'));
    }
  }

  /**
   * Grounds, teams and players: a key the main has imported before means the same row (kept as
   * it is); a new key gets a new row and is remembered.
   */
  private async keyed<Item extends { key: string }>(
    kind: ImportKeyKind,
    items: readonly Item[],
    ids: Map<string, number>,
    insert: (item: Item) => Promise<number>,
  ): Promise<void> {
    if (items.length === 0) return;
    const { importKeys } = this.repositories;
    const knownIds = await importKeys.knownIds(this.manager, this.mainId, kind);
    const candidates = items.map((item) => knownIds.get(item.key)).filter((id): id is number => id !== undefined);
    const stillThere = await importKeys.existingIds(this.manager, kind, candidates);
    const newKeys: ImportKey[] = [];
    for (const item of items) {
      const knownId = knownIds.get(item.key);
      if (knownId !== undefined && stillThere.has(knownId)) {
        ids.set(item.key, knownId);
        continue;
      }
      // One row at a time: the new id is needed, and only a single-row INSERT reports it reliably.
      const id = checkedId(await insert(item), `${kind}Id`);
      ids.set(item.key, id);
      this.created[`${kind}s` as 'grounds' | 'teams' | 'players'] += 1;
      const key = { mainId: this.mainId, kind, importKey: item.key, entityId: id };
      if (knownId === undefined) newKeys.push(key);
      else await importKeys.repoint(this.manager, key);
    }
    await importKeys.insertKeys(this.manager, newKeys);
  }

  /** The season's roster: back number, role and position as the file gives them. */
  private async teamPlayers(): Promise<void> {
    const rows = this.file.players.map((player) => ({
      teamId: this.id(this.teamIds, player.teamKey),
      playerId: this.id(this.playerIds, player.key),
      backnumber: player.backnumber === null ? null : String(player.backnumber),
      teamRole: player.teamRole,
      position: player.position,
    }));
    if (rows.length === 0) return;
    const existing = await this.manager.findBy(TeamPlayer, { teamId: In([...new Set(rows.map((row) => row.teamId))]) });
    const byKey = new Map(existing.map((row) => [`${row.teamId}:${row.playerId}`, row]));
    const firstRegistration = new Map<string, string>();
    for (const entry of this.file.leaguePlayers) {
      const earlier = firstRegistration.get(entry.playerKey);
      if (earlier === undefined || entry.registerDate < earlier) firstRegistration.set(entry.playerKey, entry.registerDate);
    }
    const fresh: Pick<TeamPlayer, 'teamId' | 'playerId' | 'backnumber' | 'teamRole' | 'position' | 'joinedAt'>[] = [];
    for (const [index, row] of rows.entries()) {
      const current = byKey.get(`${row.teamId}:${row.playerId}`);
      if (!current) {
        const playerKey = this.file.players[index].key;
        fresh.push({ ...row, joinedAt: firstRegistration.get(playerKey) ?? this.file.season.beginDate });
      } else if (current.backnumber !== row.backnumber || current.teamRole !== row.teamRole || current.position !== row.position) {
        await this.repositories.teams.updateRosterLine(this.manager, row.teamId, row.playerId, row);
      }
    }
    await this.repositories.teams.insertRosterLines(this.manager, fresh);
  }

  /** Members of each league, then the guests its schedule brings in (교류전) as interleague rows. */
  private async leagueTeams(): Promise<void> {
    const rows = new Map<string, { leagueId: number; teamId: number; interleague: boolean }>();
    for (const entry of this.file.leagueTeams) {
      const leagueId = this.id(this.leagueIds, entry.leagueKey);
      const teamId = this.id(this.teamIds, entry.teamKey);
      rows.set(`${leagueId}:${teamId}`, { leagueId, teamId, interleague: false });
    }
    for (const game of this.file.games) {
      const leagueId = this.id(this.leagueIds, game.leagueKey);
      for (const [teamKey, guestLeague] of [
        [game.visitTeamKey, game.visitInterleagueLeagueKey],
        [game.homeTeamKey, game.homeInterleagueLeagueKey],
      ] as const) {
        if (teamKey === null || !guestLeague) continue;
        const teamId = this.id(this.teamIds, teamKey);
        if (!rows.has(`${leagueId}:${teamId}`)) rows.set(`${leagueId}:${teamId}`, { leagueId, teamId, interleague: true });
      }
    }
    await this.repositories.leagueEntries.insertLeagueTeamRows(this.manager, [...rows.values()]);
  }

  private async leaguePlayers(): Promise<void> {
    const teamOfPlayer = new Map(this.file.players.map((player) => [player.key, player.teamKey]));
    const rows = this.file.leaguePlayers.map((entry) => ({
      leagueId: this.id(this.leagueIds, entry.leagueKey),
      teamId: this.id(this.teamIds, teamOfPlayer.get(entry.playerKey) as string),
      playerId: this.id(this.playerIds, entry.playerKey),
      registerDate: entry.registerDate,
    }));
    await this.repositories.registrations.insertLeaguePlayers(this.manager, rows);
  }

  private async games(seasonId: number): Promise<Pick<SeasonImportSummary, 'games' | 'records' | 'cancelled' | 'suspended' | 'lineups'>> {
    const { schedules } = this.repositories;
    const writers = await this.scorers();
    const rows: ScheduleRowInput[] = this.file.games.map((game) => {
      const visitGuestLeague = game.visitInterleagueLeagueKey ? this.id(this.leagueIds, game.visitInterleagueLeagueKey) : null;
      const homeGuestLeague = game.homeInterleagueLeagueKey ? this.id(this.leagueIds, game.homeInterleagueLeagueKey) : null;
      return {
        leagueId: this.id(this.leagueIds, game.leagueKey),
        gameName: game.gameName ?? null,
        scheduleTime: new Date(game.scheduleTime),
        groundId: game.groundKey === null ? null : this.id(this.groundIds, game.groundKey),
        writerId: game.scorerEmail ? (writers.get(game.scorerEmail.trim().toLowerCase()) ?? null) : null,
        visitTeamId: game.visitTeamKey === null ? null : this.id(this.teamIds, game.visitTeamKey),
        homeTeamId: game.homeTeamKey === null ? null : this.id(this.teamIds, game.homeTeamKey),
        visitTeamInterleague: visitGuestLeague !== null,
        homeTeamInterleague: homeGuestLeague !== null,
        visitTeamLeagueId: visitGuestLeague,
        homeTeamLeagueId: homeGuestLeague,
        isCancel: game.isCancel,
        cancelReason: game.cancelReason,
        matchupLocked: game.dayNight === 'Y',
      };
    });
    const gameIds = await schedules.insertGames(this.manager, rows);

    const records: ImportedGameRecord[] = [];
    const suspended: { gameId: number; seasonId: number }[] = [];
    const lineups: { gameId: number; teamId: number; playerId: number; batNum: number; position: string | null }[] = [];
    let cancelled = 0;
    for (const [index, game] of this.file.games.entries()) {
      const schedule = rows[index];
      const gameId = checkedId(gameIds[index], 'gameId');
      if (game.isCancel) cancelled += 1;
      if (game.suspended) suspended.push({ gameId, seasonId });
      if (game.record) records.push({ schedule: { ...schedule, gameId }, record: this.recordInput(game.record) });
      for (const lineup of game.lineups ?? []) {
        const teamId = (lineup.side === 'visit' ? schedule.visitTeamId : schedule.homeTeamId) as number;
        for (const entry of lineup.entries) {
          lineups.push({ gameId, teamId, playerId: this.id(this.playerIds, entry.playerKey), batNum: entry.batNum, position: entry.position });
        }
      }
    }

    await schedules.insertSuspendedGames(this.manager, suspended);
    await this.gameRecords.importRecords(this.manager, records);
    await schedules.insertLineupEntries(this.manager, lineups);
    const lineupSides = this.file.games.reduce((sum, game) => sum + (game.lineups?.length ?? 0), 0);
    return { games: this.file.games.length, records: records.length, cancelled, suspended: suspended.length, lineups: lineupSides };
  }

  /** Member ids of the scorers' e-mails (stored lower-case by the users module). */
  private async scorers(): Promise<Map<string, number>> {
    const emails = [...new Set(this.file.games.map((game) => game.scorerEmail?.trim().toLowerCase()).filter((email): email is string => !!email))];
    if (emails.length === 0) return new Map();
    const users = await this.manager.find(User, { select: { userId: true, email: true }, where: { email: In(emails) } });
    return new Map(users.map((user) => [user.email, user.userId]));
  }

  private recordInput(record: SeasonFileGameRecord): GameRecordInput {
    const playerId = (key: string) => this.id(this.playerIds, key);
    return {
      winType: record.winType,
      winnerSide: record.winnerSide,
      lineScore: record.lineScore,
      visit: record.visit,
      home: record.home,
      batting: record.batting.map(({ playerKey, ...line }) => ({ ...line, playerId: playerId(playerKey) })),
      pitching: record.pitching.map(({ playerKey, ...line }) => ({ ...line, playerId: playerId(playerKey) })),
    };
  }

  private id(ids: Map<string, number>, key: string): number {
    const id = ids.get(key);
    // The validator checked every reference, so a missing key is a bug here, not a file error.
    if (id === undefined) throw new Error(`Season import: unresolved key ${key}`);
    return id;
  }
}

function checkedId(id: number, property: string): number {
  if (!Number.isInteger(id) || id < 1) throw new Error(`Season import: no id returned for ${property}`);
  return id;
}

