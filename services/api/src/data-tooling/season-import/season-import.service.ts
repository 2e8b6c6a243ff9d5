import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEFAULT_LEAGUE_RECORD_SETTINGS } from '@dugout/contracts';
import { DataSource, In, type EntityManager } from 'typeorm';
import { writeForLeagueMain, type WriteScope } from '../../common/read-cache/read-scope';
import { insertChunked } from '../../database/insert-chunked';
import { BoardsService } from '../../services/boards/boards.service';
import { GameLineup } from '../../repositories/schedules/game-lineup.entity';
import { GameRecordService, type ImportedGameRecord } from '../../services/games/game-record.service';
import type { GameRecordInput } from '../../repositories/games/game-record.types';
import { Schedule } from '../../repositories/schedules/schedule.entity';
import { SuspendedGame } from '../../repositories/schedules/suspended-game.entity';
import { Ground } from '../../repositories/grounds/ground.entity';
import { LeagueMain } from '../../repositories/leagues/league-main.entity';
import { LeaguePlayer } from '../../repositories/leagues/league-player.entity';
import { LeagueTeam } from '../../repositories/leagues/league-team.entity';
import { League } from '../../repositories/leagues/league.entity';
import { Season } from '../../repositories/leagues/season.entity';
import { Player } from '../../repositories/players/player.entity';
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
import { Team } from '../../repositories/teams/team.entity';
import { User } from '../../repositories/users/user.entity';
import { ImportKey, type ImportKeyKind } from '../../repositories/data-tooling/import-key.entity';

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

/** Ids per IN (...) lookup. */
const LOOKUP_CHUNK = 500;
/** Columns of the player table are narrower than the season file's limits. */
const PLAYER_NAME_MAX = 20;

/** A refusal found while writing (needs the database): the transaction is rolled back. */
class ImportRefused extends Error {
  constructor(readonly errors: SeasonFileError[]) {
    super(errors.map((error) => `${error.path}: ${error.message}`).join('\n'));
  }
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
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly gameRecords: GameRecordService,
    private readonly boards: BoardsService,
  ) {}

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
        this.dataSource.transaction((manager) => new SeasonWriter(manager, file, this.gameRecords, scope, this.boards).run()),
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
    const season = await this.season();
    await this.leagues(season.seasonId);
    await this.keyed('ground', file.grounds, Ground, (ground) => ({ mainId: this.mainId, groundName: ground.groundName }), this.groundIds);
    await this.keyed(
      'team',
      file.teams,
      Team,
      (team) => ({
        teamName: team.teamName,
        spoType: team.spoType,
        logoImg: team.logo ?? null,
        director: team.director,
        managerName: team.managerName,
        estbDt: team.estbDt,
      }),
      this.teamIds,
    );
    await this.keyed(
      'player',
      file.players,
      Player,
      (player) => ({
        userId: null,
        playerName: player.playerName,
        birthday: player.birthday ?? null,
        gender: player.gender ?? null,
        position: player.position,
        batThrw: player.batThrw,
      }),
      this.playerIds,
    );
    await this.teamPlayers();
    await this.leagueTeams();
    await this.leaguePlayers();
    const counts = await this.games(season.seasonId);

    return {
      mainId: main.mainId,
      leaguePath: main.leaguePath,
      mainName: main.mainName,
      mainCreated,
      seasonId: season.seasonId,
      seasonName: season.seasonName,
      active: season.active,
      leagues: file.leagues.length,
      groundsCreated: this.created.grounds,
      teamsCreated: this.created.teams,
      playersCreated: this.created.players,
      teams: file.teams.length,
      players: file.players.length,
      ...counts,
    };
  }

  private async leagueMain(): Promise<{ main: LeagueMain; mainCreated: boolean }> {
    const { leaguePath, mainName } = this.file.leagueMain;
    const existing = await this.manager.findOneBy(LeagueMain, { leaguePath });
    if (existing) return { main: existing, mainCreated: false };
    const main = await this.manager.save(this.manager.create(LeagueMain, { leaguePath, mainName, logoImg: null, extImg1: null, extImg2: null }));
    await this.boards.createFixedBoards(this.manager, main.mainId);
    return { main, mainCreated: true };
  }

  private async season(): Promise<Season> {
    const { seasonName, beginDate, endDate, active } = this.file.season;
    if (await this.manager.existsBy(Season, { mainId: this.mainId, seasonName })) {
      throw new ImportRefused([
        { path: 'season.seasonName', message: `이 리그(${this.file.leagueMain.leaguePath})에 같은 이름의 시즌("${seasonName}")이 이미 있습니다.` },
      ]);
    }
    if (active) await this.manager.update(Season, { mainId: this.mainId, active: true }, { active: false });
    return this.manager.save(this.manager.create(Season, { mainId: this.mainId, seasonName, beginDate, endDate, active }));
  }

  private async leagues(seasonId: number): Promise<void> {
    const defaults = DEFAULT_LEAGUE_RECORD_SETTINGS;
    for (const [index, entry] of this.file.leagues.entries()) {
      const settings = entry.settings ?? {};
      const result = await this.manager.insert(League, {
        seasonId,
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
      this.leagueIds.set(entry.key, insertedId(result.identifiers[0], 'leagueId'));
    }
  }

  /**
   * Grounds, teams and players: a key the main has imported before means the same row (kept as
   * it is); a new key gets a new row and is remembered.
   */
  private async keyed<Item extends { key: string }, Entity extends object>(
    kind: ImportKeyKind,
    items: readonly Item[],
    entity: new () => Entity,
    toRow: (item: Item) => Partial<Entity>,
    ids: Map<string, number>,
  ): Promise<void> {
    if (items.length === 0) return;
    const metadata = this.manager.connection.getMetadata(entity);
    const idProperty = metadata.primaryColumns[0].propertyName;
    const known = await this.manager.findBy(ImportKey, { mainId: this.mainId, kind });
    const knownIds = new Map(known.map((row) => [row.importKey, row.entityId]));
    const stillThere = new Set<number>();
    const candidates = items.map((item) => knownIds.get(item.key)).filter((id): id is number => id !== undefined);
    for (let i = 0; i < candidates.length; i += LOOKUP_CHUNK) {
      const rows = await this.manager
        .createQueryBuilder(entity, 'row')
        .select(`row.${idProperty}`, 'id')
        .where(`row.${idProperty} IN (:...ids)`, { ids: candidates.slice(i, i + LOOKUP_CHUNK) })
        .getRawMany<{ id: number }>();
      for (const row of rows) stillThere.add(Number(row.id));
    }
    const newKeys: Partial<ImportKey>[] = [];
    for (const item of items) {
      const knownId = knownIds.get(item.key);
      if (knownId !== undefined && stillThere.has(knownId)) {
        ids.set(item.key, knownId);
        continue;
      }
      // One row at a time: the new id is needed, and only a single-row INSERT reports it reliably.
      const result = await this.manager.insert(entity, toRow(item) as never);
      const id = insertedId(result.identifiers[0], idProperty);
      ids.set(item.key, id);
      this.created[`${kind}s` as 'grounds' | 'teams' | 'players'] += 1;
      if (knownId === undefined) {
        newKeys.push({ mainId: this.mainId, kind, importKey: item.key, entityId: id });
      } else {
        // The row the key stood for was deleted since: the key now stands for the new row.
        await this.manager.update(ImportKey, { mainId: this.mainId, kind, importKey: item.key }, { entityId: id });
      }
    }
    await insertChunked(this.manager, ImportKey, newKeys);
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
    const fresh: Partial<TeamPlayer>[] = [];
    for (const [index, row] of rows.entries()) {
      const current = byKey.get(`${row.teamId}:${row.playerId}`);
      if (!current) {
        const playerKey = this.file.players[index].key;
        fresh.push({ ...row, joinedAt: firstRegistration.get(playerKey) ?? this.file.season.beginDate });
      } else if (current.backnumber !== row.backnumber || current.teamRole !== row.teamRole || current.position !== row.position) {
        await this.manager.update(
          TeamPlayer,
          { teamId: row.teamId, playerId: row.playerId },
          { backnumber: row.backnumber, teamRole: row.teamRole, position: row.position },
        );
      }
    }
    await insertChunked(this.manager, TeamPlayer, fresh);
  }

  /** Members of each league, then the guests its schedule brings in (교류전) as interleague rows. */
  private async leagueTeams(): Promise<void> {
    const rows = new Map<string, Partial<LeagueTeam>>();
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
    await insertChunked(this.manager, LeagueTeam, [...rows.values()]);
  }

  private async leaguePlayers(): Promise<void> {
    const teamOfPlayer = new Map(this.file.players.map((player) => [player.key, player.teamKey]));
    const rows = this.file.leaguePlayers.map((entry) => ({
      leagueId: this.id(this.leagueIds, entry.leagueKey),
      teamId: this.id(this.teamIds, teamOfPlayer.get(entry.playerKey) as string),
      playerId: this.id(this.playerIds, entry.playerKey),
      registerDate: entry.registerDate,
    }));
    await insertChunked(this.manager, LeaguePlayer, rows);
  }

  private async games(seasonId: number): Promise<Pick<SeasonImportSummary, 'games' | 'records' | 'cancelled' | 'suspended' | 'lineups'>> {
    const writers = await this.scorers();
    const records: ImportedGameRecord[] = [];
    const suspended: Partial<SuspendedGame>[] = [];
    const lineups: Partial<GameLineup>[] = [];
    let cancelled = 0;

    for (const game of this.file.games) {
      const visitTeamId = game.visitTeamKey === null ? null : this.id(this.teamIds, game.visitTeamKey);
      const homeTeamId = game.homeTeamKey === null ? null : this.id(this.teamIds, game.homeTeamKey);
      const visitGuestLeague = game.visitInterleagueLeagueKey ? this.id(this.leagueIds, game.visitInterleagueLeagueKey) : null;
      const homeGuestLeague = game.homeInterleagueLeagueKey ? this.id(this.leagueIds, game.homeInterleagueLeagueKey) : null;
      const schedule = {
        leagueId: this.id(this.leagueIds, game.leagueKey),
        gameName: game.gameName ?? null,
        scheduleTime: new Date(game.scheduleTime),
        groundId: game.groundKey === null ? null : this.id(this.groundIds, game.groundKey),
        writerId: game.scorerEmail ? (writers.get(game.scorerEmail.trim().toLowerCase()) ?? null) : null,
        visitTeamId,
        homeTeamId,
        visitTeamInterleague: visitGuestLeague !== null,
        homeTeamInterleague: homeGuestLeague !== null,
        visitTeamLeagueId: visitGuestLeague,
        homeTeamLeagueId: homeGuestLeague,
        isCancel: game.isCancel,
        cancelReason: game.cancelReason,
        dayNight: game.dayNight,
      };
      const result = await this.manager.insert(Schedule, schedule);
      const gameId = insertedId(result.identifiers[0], 'gameId');
      if (game.isCancel) cancelled += 1;
      if (game.suspended) suspended.push({ gameId, seasonId });
      if (game.record) records.push({ schedule: { ...schedule, gameId }, record: this.recordInput(game.record) });
      for (const lineup of game.lineups ?? []) {
        const teamId = (lineup.side === 'visit' ? visitTeamId : homeTeamId) as number;
        for (const entry of lineup.entries) {
          lineups.push({ gameId, teamId, playerId: this.id(this.playerIds, entry.playerKey), batNum: entry.batNum, position: entry.position });
        }
      }
    }

    await insertChunked(this.manager, SuspendedGame, suspended);
    await this.gameRecords.importRecords(this.manager, records);
    await insertChunked(this.manager, GameLineup, lineups);
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

function insertedId(identifier: Record<string, unknown> | undefined, property: string): number {
  const id = Number(identifier?.[property]);
  if (!Number.isInteger(id) || id < 1) throw new Error(`Season import: no id returned for ${property}`);
  return id;
}

