import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import {
  proTypeMiddles,
  proTypes,
  seoulToday,
  type EligibilitySettings,
  type IneligiblePlayer,
  type IneligiblePlayers,
  type IneligibleReason,
  type PlayerRegistrationDetail,
  type PlayerSearchQuery,
  type PlayerSearchResult,
  type RegisteredPlayer,
  type RegisterPlayersResult,
  type RosterRegistration,
  type Season,
  type SeasonTeamLeague,
  type TeamEntryPlayer,
  type TeamLeague,
  type TeamPlayerEntry,
  type TeamRegistrationCount,
} from '@dugout/contracts';
import type { EntityManager } from 'typeorm';
import { found, LEAGUE_NOT_FOUND, SEASON_NOT_FOUND, TEAM_NOT_FOUND } from '../../common/errors/not-found';
import { AccessService } from '../access/access.service';
import { AuditService } from '../audit/audit.service';
import { VALIDATION_ERROR_MESSAGE } from '../../common/errors/error-messages';
import { writeForLeagueMain } from '../../common/read-cache/read-scope';
import { isDuplicateKey } from '../../common/sql/duplicate-key';
import { seoulDate } from '../../common/sql/raw-values';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { sideLeagueId } from '../../repositories/schedules/schedule.entity';
import { TeamsRepository } from '../../repositories/teams/teams.repository';
import {
  RegistrationsRepository,
  type RegistrationLine,
  type RosterLine,
  type SeasonRegistrationLine,
} from '../../repositories/registrations/registrations.repository';

export const REGISTRATION_ERRORS = {
  teamNotInLeague: '이 리그에 참가한 팀이 아닙니다.',
  notRegistered: '이 팀에 등록된 선수가 아닙니다.',
  playerNotFound: '선수를 찾을 수 없습니다.',
  notOnRoster: (ids: number[]) => `팀에 소속되지 않은 선수는 등록할 수 없습니다 (선수 번호 ${ids.join(', ')}).`,
  alreadyRegistered: (names: string[]) => `이미 이 리그에 등록된 선수입니다: ${names.join(', ')}`,
  outsideSeason: (season: Season) => `등록일은 시즌 기간(${season.beginDate} ~ ${season.endDate}) 안의 날짜여야 합니다.`,
  hasGameLines: '이 리그에 경기 기록이 있는 선수는 등록을 취소할 수 없습니다.',
  gameNotFound: '경기를 찾을 수 없습니다.',
  teamNotInGame: '이 경기에 나서는 팀이 아닙니다.',
  ineligibleDenied: '이 경기 리그의 관리자나 해당 팀의 관리자만 볼 수 있습니다.',
} as const;

const SEARCH_LIMIT = 100;

function fieldErrors(errors: Record<string, string>): BadRequestException {
  return new BadRequestException({ message: VALIDATION_ERROR_MESSAGE, errors });
}

/** YYYY-MM-DD plus days. */
function addDays(day: string, days: number): string {
  const time = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** Whether the player has a registration in the season for a team other than teamId. */
const othersOf = (lines: readonly SeasonRegistrationLine[], playerId: number, teamId: number) =>
  lines.filter((line) => line.playerId === playerId && line.teamId !== teamId);

/** Two or more different teams among the registrations. */
const registeredForTwoTeams = (lines: readonly { teamId: number }[]) => new Set(lines.map((line) => line.teamId)).size > 1;

/**
 * Player registrations (선수 등록) of a team in a league, the season's player search, and the
 * league main's eligibility rules with the game check the lineups use. Writes run in one
 * transaction with their audit entry, under writeForLeagueMain (the public team player lists are
 * cached per main).
 */
@Injectable()
export class RegistrationsService {
  constructor(
    private readonly repository: RegistrationsRepository,
    private readonly leagues: LeaguesRepository,
    private readonly teams: TeamsRepository,
    private readonly access: AccessService,
    private readonly audit: AuditService,
  ) {}

  /** The league's member teams with their registered counts. */
  async teamCounts(leagueId: number): Promise<TeamRegistrationCount[]> {
    found(await this.leagues.league(leagueId), LEAGUE_NOT_FOUND);
    return this.repository.teamCounts(leagueId);
  }

  /** The team's registered players by back number, with the double-registration flag and whether they have game lines. */
  async registered(leagueId: number, teamId: number): Promise<RegisteredPlayer[]> {
    const { season } = await this.leagueTeam(leagueId, teamId);
    const lines = await this.repository.registrations(leagueId, teamId);
    return this.describe(season.seasonId, leagueId, teamId, lines);
  }

  /** The team's roster, each with whether and when he is registered in the league. */
  async roster(leagueId: number, teamId: number): Promise<RosterRegistration[]> {
    await this.leagueTeam(leagueId, teamId);
    const lines = await this.repository.roster(leagueId, teamId);
    return lines.map(toRosterRegistration).sort(byBacknumber);
  }

  /**
   * Registers players of the team's roster in the league on the date (today in Korea when none is
   * given). byTeamStaff: the team's own managers wrote it, so the team's log gets the entry too.
   */
  async register(
    userId: number,
    leagueId: number,
    teamId: number,
    playerIds: readonly number[],
    registerDate?: string,
    byTeamStaff = false,
  ): Promise<RegisterPlayersResult> {
    const { season, mainId } = await this.leagueTeam(leagueId, teamId);
    const date = registerDate ?? toDashed(seoulToday());
    this.requireWithinSeason(season, date);
    const wanted = [...new Set(playerIds)];
    await this.write(mainId, async (em) => {
      const roster = await this.repository.roster(leagueId, teamId, em);
      const byId = new Map(roster.map((line) => [line.player.playerId, line]));
      const missing = wanted.filter((id) => !byId.has(id));
      if (missing.length > 0) throw fieldErrors({ playerIds: REGISTRATION_ERRORS.notOnRoster(missing) });
      const already = wanted.filter((id) => byId.get(id)?.registered).map((id) => byId.get(id)?.player.playerName ?? String(id));
      if (already.length > 0) throw fieldErrors({ playerIds: REGISTRATION_ERRORS.alreadyRegistered(already) });
      for (const playerId of wanted) await this.repository.insertRegistration(em, leagueId, teamId, playerId, date);
      const created = (await this.repository.registrations(leagueId, teamId, undefined, em)).filter((line) => wanted.includes(line.player.playerId));
      for (const line of created) {
        await this.record(em, userId, mainId, 'leaguePlayer.register', line.leaguePlayerId, null, {
          leagueId,
          teamId,
          playerId: line.player.playerId,
          playerName: line.player.playerName,
          registerDate: date,
        }, byTeamStaff ? teamId : undefined);
      }
    });
    const all = await this.registered(leagueId, teamId);
    return { registered: all.filter((player) => wanted.includes(player.playerId)) };
  }

  /** Changes a registration's date (within the season). */
  async changeDate(userId: number, leagueId: number, teamId: number, playerId: number, registerDate: string): Promise<RegisteredPlayer> {
    const { season, mainId } = await this.leagueTeam(leagueId, teamId);
    this.requireWithinSeason(season, registerDate);
    await this.write(mainId, async (em) => {
      const line = await this.requireRegistration(em, leagueId, teamId, playerId);
      await this.repository.updateRegisterDate(em, line.leaguePlayerId, registerDate);
      await this.record(em, userId, mainId, 'leaguePlayer.registerDate', line.leaguePlayerId, { registerDate: line.registerDate }, { registerDate });
    });
    const [changed] = await this.describe(season.seasonId, leagueId, teamId, await this.repository.registrations(leagueId, teamId, playerId));
    return changed as RegisteredPlayer;
  }

  /** Removes a registration; a player with game lines for the team in the league keeps it (400). byTeamStaff as in register(). */
  async remove(userId: number, leagueId: number, teamId: number, playerId: number, byTeamStaff = false): Promise<number> {
    const { mainId } = await this.leagueTeam(leagueId, teamId);
    await this.write(mainId, async (em) => {
      const line = await this.requireRegistration(em, leagueId, teamId, playerId);
      if ((await this.repository.playersWithGameLines(leagueId, teamId, [playerId], em)).size > 0) {
        throw new BadRequestException(REGISTRATION_ERRORS.hasGameLines);
      }
      await this.repository.deleteRegistration(em, line.leaguePlayerId);
      await this.record(em, userId, mainId, 'leaguePlayer.remove', line.leaguePlayerId, {
        leagueId,
        teamId,
        playerId,
        playerName: line.player.playerName,
        registerDate: line.registerDate,
      }, null, byTeamStaff ? teamId : undefined);
    });
    return 1;
  }

  /** The registered player's record and his registrations and teams in the league's season. */
  async detail(leagueId: number, teamId: number, playerId: number): Promise<PlayerRegistrationDetail> {
    const { season } = await this.leagueTeam(leagueId, teamId);
    const [line] = await this.repository.registrations(leagueId, teamId, playerId);
    if (!line) throw new NotFoundException(REGISTRATION_ERRORS.notRegistered);
    const registrations = await this.repository.seasonRegistrations(season.seasonId, [playerId]);
    const teams = (await this.repository.seasonTeamsOf(season.seasonId, [playerId])).get(playerId) ?? [];
    const gameLines = await this.repository.playersWithGameLines(leagueId, teamId, [playerId]);
    const own = registrations.find((registration) => registration.leagueId === leagueId && registration.teamId === teamId);
    return {
      seasonId: season.seasonId,
      player: line.player,
      registration: strip(own ?? { playerId, leagueId, leagueName: '', teamId, teamName: '', registerDate: line.registerDate }),
      registrations: registrations.map(strip),
      teams,
      doubleRegistered: registeredForTwoTeams(registrations),
      hasGameLines: gameLines.has(playerId),
    };
  }

  /** The season's leagues the team is a member of. */
  async teamLeagues(seasonId: number, teamId: number): Promise<SeasonTeamLeague[]> {
    found(await this.teams.teamName(teamId), TEAM_NOT_FOUND);
    return this.repository.teamLeagues(seasonId, teamId);
  }

  /** Players of the season (registered, or on a roster of one of its teams) matching the search. */
  async search(seasonId: number, query: PlayerSearchQuery): Promise<PlayerSearchResult[]> {
    const value = query.searchName === 'name' ? query.searchValue.trim() : query.searchValue.replace(/\D/g, '');
    if (value === '') throw fieldErrors({ searchValue: query.searchName === 'birthday' ? '생년월일은 숫자로 입력해 주세요.' : '전화번호는 숫자로 입력해 주세요.' });
    const players = await this.repository.searchPlayers(seasonId, query.searchName, value, SEARCH_LIMIT);
    const ids = players.map((player) => player.playerId);
    const registrations = await this.repository.seasonRegistrations(seasonId, ids);
    const teams = await this.repository.seasonTeamsOf(seasonId, ids);
    return players.map((player) => {
      const own = registrations.filter((line) => line.playerId === player.playerId);
      return { player, teams: teams.get(player.playerId) ?? [], registrations: own.map(strip), doubleRegistered: registeredForTwoTeams(own) };
    });
  }

  eligibility(mainId: number): Promise<EligibilitySettings> {
    return this.repository.eligibility(mainId);
  }

  async saveEligibility(userId: number, mainId: number, settings: EligibilitySettings): Promise<EligibilitySettings> {
    const next: EligibilitySettings = {
      waitDays: settings.waitDays,
      allowedProTypes: [...new Set(settings.allowedProTypes)].sort(),
      allowedProTypeMiddles: [...new Set(settings.allowedProTypeMiddles)].sort(),
    };
    await this.write(mainId, async (em) => {
      const before = await this.repository.eligibility(mainId, em);
      await this.repository.saveEligibility(em, mainId, next);
      await this.audit.record(em, {
        userId,
        scope: { type: 'leagueMain', id: mainId },
        kind: 'eligibility.update',
        object: { type: 'leagueMain', id: mainId },
        before: { ...before },
        after: { ...next },
      });
    });
    return next;
  }

  /**
   * The team's roster players who may not play in the game, and why: not registered for the team in
   * the league the game counts in for it, the waiting period after the registration date not over
   * on the game's day, or a former-professional status the main does not allow. Logged-in managers
   * of that league main or of the team, or the game's scorer, only (403).
   */
  async ineligible(userId: number, gameId: number, teamId: number): Promise<IneligiblePlayers> {
    const game = await this.repository.gameSides(gameId);
    if (!game) throw new NotFoundException(REGISTRATION_ERRORS.gameNotFound);
    const side = game.visitTeamId === teamId ? 'visit' : game.homeTeamId === teamId ? 'home' : null;
    if (!side) throw new NotFoundException(REGISTRATION_ERRORS.teamNotInGame);
    const leagueId = sideLeagueId(game, side);
    const mainId = found(await this.leagues.mainIdOfLeague(leagueId), LEAGUE_NOT_FOUND);
    const mayRead =
      (await this.access.leagueRights(mainId, userId)) !== null ||
      (await this.teams.isManager(teamId, userId)) ||
      (await this.leagues.writerOfGame(gameId)) === userId;
    if (!mayRead) throw new ForbiddenException(REGISTRATION_ERRORS.ineligibleDenied);
    const settings = await this.repository.eligibility(mainId);
    const gameDate = seoulDate(game.scheduleTime);
    const roster = await this.repository.roster(leagueId, teamId);
    const players: IneligiblePlayer[] = [];
    for (const line of roster.sort((a, b) => byBacknumber({ ...a, playerName: a.player.playerName, playerId: a.player.playerId }, { ...b, playerName: b.player.playerName, playerId: b.player.playerId }))) {
      const reasons = ineligibleReasons(line, settings, gameDate);
      if (reasons.length > 0) players.push({ playerId: line.player.playerId, playerName: line.player.playerName, backnumber: line.backnumber, reasons });
    }
    return { gameId, teamId, leagueId, gameDate, settings, players };
  }

  /** Every league the team is a member of, newest season first, with its registered players there (team staff's entry screens). */
  async leaguesOfTeam(teamId: number): Promise<TeamLeague[]> {
    found(await this.teams.teamName(teamId), TEAM_NOT_FOUND);
    return this.repository.leaguesOfTeam(teamId);
  }

  /**
   * The team's roster in the league for the team staff's entry screen: each player's registration,
   * game lines and why he may not play on the day (the rules of ineligible()); 404 unless the team
   * is a member of the league.
   */
  async teamEntry(leagueId: number, teamId: number, onDate: string): Promise<{ eligibility: EligibilitySettings; players: TeamEntryPlayer[] }> {
    const { mainId } = await this.leagueTeam(leagueId, teamId);
    const eligibility = await this.repository.eligibility(mainId);
    const roster = await this.repository.roster(leagueId, teamId);
    const registered = roster.filter((line) => line.registered).map((line) => line.player.playerId);
    const gameLines = await this.repository.playersWithGameLines(leagueId, teamId, registered);
    const players = roster.map((line) => ({
      ...toRosterRegistration(line),
      hasGameLines: gameLines.has(line.player.playerId),
      reasons: ineligibleReasons(line, eligibility, onDate).filter((reason) => reason.code !== 'notRegistered'),
    }));
    return { eligibility, players: players.sort(byBacknumber) };
  }

  /** The player's league entries for the team in every season, each with whether he has game lines there. */
  async entriesOfTeamPlayer(teamId: number, playerId: number): Promise<TeamPlayerEntry[]> {
    const lines = await this.repository.entriesOfTeamPlayer(teamId, playerId);
    const entries: TeamPlayerEntry[] = [];
    for (const line of lines) {
      const gameLines = await this.repository.playersWithGameLines(line.leagueId, teamId, [playerId]);
      entries.push({ ...line, hasGameLines: gameLines.has(playerId) });
    }
    return entries;
  }

  /** The league (404), its season, its main, and the team as a member of it (404). */
  private async leagueTeam(leagueId: number, teamId: number): Promise<{ season: Season; mainId: number }> {
    const league = found(await this.leagues.league(leagueId), LEAGUE_NOT_FOUND);
    const season = found(await this.leagues.season(league.seasonId), SEASON_NOT_FOUND);
    if (!(await this.repository.isMemberTeam(leagueId, teamId))) throw new NotFoundException(REGISTRATION_ERRORS.teamNotInLeague);
    return { season, mainId: season.mainId };
  }

  private requireWithinSeason(season: Season, date: string): void {
    if (date < season.beginDate || date > season.endDate) throw fieldErrors({ registerDate: REGISTRATION_ERRORS.outsideSeason(season) });
  }

  private async requireRegistration(em: EntityManager, leagueId: number, teamId: number, playerId: number): Promise<RegistrationLine> {
    const [line] = await this.repository.registrations(leagueId, teamId, playerId, em);
    if (!line) throw new NotFoundException(REGISTRATION_ERRORS.notRegistered);
    return line;
  }

  private async describe(seasonId: number, leagueId: number, teamId: number, lines: RegistrationLine[]): Promise<RegisteredPlayer[]> {
    const ids = lines.map((line) => line.player.playerId);
    const season = await this.repository.seasonRegistrations(seasonId, ids);
    const gameLines = await this.repository.playersWithGameLines(leagueId, teamId, ids);
    return lines
      .map((line) => {
        const others = othersOf(season, line.player.playerId, teamId);
        return {
          playerId: line.player.playerId,
          playerName: line.player.playerName,
          birthday: line.player.birthday,
          backnumber: line.backnumber,
          position: line.position,
          registerDate: line.registerDate,
          doubleRegistered: others.length > 0,
          otherRegistrations: others.map(({ leagueId: otherLeagueId, leagueName, teamId: otherTeamId, teamName }) => ({
            leagueId: otherLeagueId,
            leagueName,
            teamId: otherTeamId,
            teamName,
          })),
          hasGameLines: gameLines.has(line.player.playerId),
        };
      })
      .sort(byBacknumber);
  }

  private write<T>(mainId: number, work: (em: EntityManager) => Promise<T>): Promise<T> {
    return writeForLeagueMain(async (scope) => {
      scope.leagueMainId = mainId;
      try {
        return await this.repository.transaction(work);
      } catch (error) {
        // Two registrations of the same player at once: the unique key refuses the second.
        if (isDuplicateKey(error)) throw fieldErrors({ playerIds: REGISTRATION_ERRORS.alreadyRegistered([]) });
        throw error;
      }
    });
  }

  private async record(
    em: EntityManager,
    userId: number,
    mainId: number,
    kind: 'leaguePlayer.register' | 'leaguePlayer.registerDate' | 'leaguePlayer.remove',
    leaguePlayerId: number,
    before: Record<string, string | number | null> | null,
    after: Record<string, string | number | null> | null,
    teamScopeId?: number,
  ): Promise<void> {
    await this.audit.record(em, { userId, scope: { type: 'leagueMain', id: mainId }, kind, object: { type: 'leaguePlayer', id: leaguePlayerId }, before, after });
    if (teamScopeId !== undefined) {
      await this.audit.record(em, { userId, scope: { type: 'team', id: teamScopeId }, kind, object: { type: 'leaguePlayer', id: leaguePlayerId }, before, after });
    }
  }
}

/**
 * Why the roster player may not play in the league on the day: not registered, the waiting period
 * after his registration date not over, or a former-professional status the main does not allow.
 */
function ineligibleReasons(line: RosterLine, settings: EligibilitySettings, onDate: string): IneligibleReason[] {
  const reasons: IneligibleReason[] = [];
  if (!line.registered) {
    reasons.push({ code: 'notRegistered', message: '이 리그에 선수 등록이 되어 있지 않습니다.' });
  } else if (line.registerDate !== null) {
    const from = addDays(line.registerDate, settings.waitDays);
    if (onDate < from) {
      reasons.push({
        code: 'waitingPeriod',
        message:
          settings.waitDays > 0
            ? `등록일(${line.registerDate}) 후 ${settings.waitDays}일이 지나야 출전할 수 있습니다 (${from}부터).`
            : `등록일(${line.registerDate}) 전에 열린 경기에는 출전할 수 없습니다.`,
      });
    }
  }
  if (!settings.allowedProTypes.includes(line.player.proType)) {
    reasons.push({ code: 'proType', message: `${proTypes.label(line.player.proType)} 선수는 이 리그에 출전할 수 없습니다.` });
  }
  if (!settings.allowedProTypeMiddles.includes(line.player.proTypeMiddle)) {
    reasons.push({ code: 'proTypeMiddle', message: `${proTypeMiddles.label(line.player.proTypeMiddle)} 선수는 이 리그에 출전할 수 없습니다.` });
  }
  return reasons;
}

const toRosterRegistration = (line: RosterLine): RosterRegistration => ({
  playerId: line.player.playerId,
  playerName: line.player.playerName,
  birthday: line.player.birthday,
  backnumber: line.backnumber,
  position: line.position,
  teamRole: line.teamRole,
  registered: line.registered,
  registerDate: line.registerDate,
});

const toDashed = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

const strip = ({ leagueId, leagueName, teamId, teamName, registerDate }: SeasonRegistrationLine) => ({ leagueId, leagueName, teamId, teamName, registerDate });

/** Numbered back numbers first in number order, then the rest; ties by name, then id. */
function byBacknumber(a: { backnumber: string | null; playerName: string; playerId: number }, b: { backnumber: string | null; playerName: string; playerId: number }): number {
  const number = (entry: { backnumber: string | null }) =>
    entry.backnumber !== null && /^\d+$/.test(entry.backnumber.trim()) ? Number(entry.backnumber) : Number.POSITIVE_INFINITY;
  return number(a) - number(b) || a.playerName.localeCompare(b.playerName, 'ko') || a.playerId - b.playerId;
}
