import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  seoulToday,
  TeamRole,
  type BatThrw,
  type RosterStatus,
  type TeamLeagueEntry,
  type TeamLeague,
  type TeamPlayerRemoved,
  type TeamPlayerUpdatePayload,
  type TeamRosterPlayer,
  type TeamRosterPlayerDetail,
} from '@dugout/contracts';
import type { EntityManager } from 'typeorm';
import { found, SEASON_NOT_FOUND, TEAM_NOT_FOUND } from '../../common/errors/not-found';
import { AuditService } from '../audit/audit.service';
import { VALIDATION_ERROR_MESSAGE } from '../../common/errors/error-messages';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { PlayersRepository } from '../../repositories/players/players.repository';
import { RegistrationsService } from '../registrations/registrations.service';
import { TeamsRepository } from '../../repositories/teams/teams.repository';
import { TeamRosterRepository, type RosterLine } from '../../repositories/team-roster/team-roster.repository';

export const TEAM_ROSTER_ERRORS = {
  notOnRoster: '이 팀 명단에 없는 선수입니다.',
  backnumberTaken: (backnumber: string) => `등번호 ${backnumber}번은 이미 다른 선수가 쓰고 있습니다.`,
  openEntries: (leagues: string[]) =>
    `진행 중인 시즌의 리그 엔트리에 등록된 선수입니다. 엔트리 관리에서 먼저 등록을 취소해 주세요 (${leagues.join(', ')}).`,
  leagueNotFound: '이 팀이 참가한 리그가 아닙니다.',
  seasonOver: '끝난 시즌의 리그 엔트리는 바꿀 수 없습니다.',
  alreadyRegistered: '이미 이 리그 엔트리에 등록된 선수입니다.',
  dormant: '휴면 선수는 엔트리에 등록할 수 없습니다. 선수 정보에서 구분을 먼저 바꿔 주세요.',
} as const;

/** teamRole 1-5: head, manager, general affairs, director, coach (spec section 3). */
const COACHING_ROLES: readonly TeamRole[] = [TeamRole.Head, TeamRole.Manager, TeamRole.GeneralAffairs, TeamRole.Director, TeamRole.Coach];

const dashed = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

function fieldError(field: string, message: string): BadRequestException {
  return new BadRequestException({ message: VALIDATION_ERROR_MESSAGE, errors: { [field]: message } });
}

/** Numbered players first by number (1, 2, 10), then lettered ones, then those without; ties by name. */
function byBacknumber(a: TeamRosterPlayer, b: TeamRosterPlayer): number {
  const key = (player: TeamRosterPlayer) => player.backnumber?.trim() || '\uffff';
  return key(a).localeCompare(key(b), 'ko', { numeric: true }) || a.playerName.localeCompare(b.playerName, 'ko') || a.playerId - b.playerId;
}

/**
 * The team staff portal's roster (`member`) and league entries (`entry`): team managers of the team
 * only (TeamAdmin on every route). Roster writes go through this module's queries with their
 * audit entry in one transaction; entries are the registrations module's, asked of its service.
 */
@Injectable()
export class TeamRosterService {
  constructor(
    private readonly repository: TeamRosterRepository,
    private readonly teamRepository: TeamsRepository,
    private readonly players: PlayersRepository,
    private readonly leagues: LeaguesRepository,
    private readonly registrations: RegistrationsService,
    private readonly audit: AuditService,
  ) {}

  /** GET /api/team/{id}/admin/players[?status]: the current roster by back number. */
  async roster(teamId: number, status?: RosterStatus): Promise<TeamRosterPlayer[]> {
    found(await this.teamRepository.teamName(teamId), TEAM_NOT_FOUND);
    return this.describe(await this.repository.lines(teamId, status));
  }

  /** GET /api/team/{id}/coaching: the roster's staff (teamRole 1-5). */
  async coaching(teamId: number): Promise<TeamRosterPlayer[]> {
    found(await this.teamRepository.teamName(teamId), TEAM_NOT_FOUND);
    return this.describe(await this.repository.linesWithRoles(teamId, COACHING_ROLES));
  }

  /** GET /api/team/{id}/player/{pid}: the player's team data and his league entries for the team. */
  async player(teamId: number, playerId: number): Promise<TeamRosterPlayerDetail> {
    found(await this.teamRepository.teamName(teamId), TEAM_NOT_FOUND);
    const line = await this.repository.line(teamId, playerId);
    if (!line) throw new NotFoundException(TEAM_ROSTER_ERRORS.notOnRoster);
    const [player] = await this.describe([line]);
    return { ...(player as TeamRosterPlayer), entries: await this.registrations.entriesOfTeamPlayer(teamId, playerId) };
  }

  /**
   * PATCH /api/team/{id}/player/{pid}: back number (unique among the team's current roster; an
   * unchanged duplicate from old data is left alone), role (8 makes him dormant), position and
   * bats/throws (kept on the player record).
   */
  async update(userId: number, teamId: number, playerId: number, change: TeamPlayerUpdatePayload): Promise<TeamRosterPlayerDetail> {
    const before = await this.player(teamId, playerId);
    const backnumber = change.backnumber ?? null;
    const batThrw = change.batThrw as BatThrw;
    await this.repository.transaction(async (em) => {
      await this.requireLine(em, teamId, playerId);
      if (backnumber !== null && backnumber !== before.backnumber) {
        const holders = await this.repository.playersWithBacknumber(em, teamId, backnumber, playerId);
        if (holders.length > 0) throw fieldError('backnumber', TEAM_ROSTER_ERRORS.backnumberTaken(backnumber));
      }
      await this.teamRepository.updateRosterLine(em, teamId, playerId, { backnumber, teamRole: change.teamRole, position: change.position });
      if (before.batThrw !== batThrw) await this.players.updateBatThrw(em, playerId, batThrw);
      await this.audit.record(em, {
        userId,
        scope: { type: 'team', id: teamId },
        kind: 'teamPlayer.update',
        object: { type: 'teamPlayer', id: playerId },
        before: { backnumber: before.backnumber, teamRole: before.teamRole, position: before.position, batThrw: before.batThrw },
        after: { backnumber, teamRole: change.teamRole, position: change.position, batThrw },
      });
    });
    return this.player(teamId, playerId);
  }

  /**
   * DELETE /api/team/{id}/player/{pid}: ends the player's roster line (kept in the history with the
   * day); his player record, his past league entries and his game lines stay. Refused (400) while
   * he is in a league entry of a season not over yet that he has not played in: that entry is
   * cancelled first on the entry screen.
   */
  async remove(userId: number, teamId: number, playerId: number): Promise<TeamPlayerRemoved> {
    found(await this.teamRepository.teamName(teamId), TEAM_NOT_FOUND);
    const today = dashed(seoulToday());
    const open = (await this.registrations.entriesOfTeamPlayer(teamId, playerId)).filter((entry) => !entry.hasGameLines && entry.seasonEndDate >= today);
    const leftAt = today;
    await this.repository.transaction(async (em) => {
      const line = await this.requireLine(em, teamId, playerId);
      if (open.length > 0) throw new BadRequestException(TEAM_ROSTER_ERRORS.openEntries(open.map((entry) => `${entry.seasonName} ${entry.leagueName}`)));
      await this.teamRepository.endRosterLine(em, teamId, line, leftAt, userId);
      await this.audit.record(em, {
        userId,
        scope: { type: 'team', id: teamId },
        kind: 'teamPlayer.remove',
        object: { type: 'teamPlayer', id: playerId },
        before: { backnumber: line.backnumber, teamRole: line.teamRole, position: line.position, joinedAt: line.joinedAt },
        after: null,
      });
    });
    return { playerId, leftAt };
  }

  /** GET /api/team/{id}/leagues: the leagues of the active seasons (one per league main) the team plays in. */
  async activeLeagues(teamId: number): Promise<TeamLeague[]> {
    return (await this.registrations.leaguesOfTeam(teamId)).filter((league) => league.active);
  }

  /** GET /api/team/{id}/leagues/{seasonId}: the season's leagues the team plays in (404 unknown season). */
  async seasonLeagues(teamId: number, seasonId: number): Promise<TeamLeague[]> {
    found(await this.leagues.season(seasonId), SEASON_NOT_FOUND);
    return (await this.registrations.leaguesOfTeam(teamId)).filter((league) => league.seasonId === seasonId);
  }

  /** GET /api/team/{id}/all_leagues: every league the team played in, newest season first. */
  allLeagues(teamId: number): Promise<TeamLeague[]> {
    return this.registrations.leaguesOfTeam(teamId);
  }

  /**
   * GET /api/team/{id}/entry/{leagueId}: the league's registered players of the team and the roster
   * players to add from (dormant players left out), each with why he may not play today.
   */
  async entry(teamId: number, leagueId: number): Promise<TeamLeagueEntry> {
    const league = await this.requireLeague(teamId, leagueId);
    const onDate = dashed(seoulToday());
    const { eligibility, players } = await this.registrations.teamEntry(leagueId, teamId, onDate);
    return {
      league,
      eligibility,
      onDate,
      registered: players.filter((player) => player.registered),
      available: players.filter((player) => !player.registered && player.teamRole !== TeamRole.DormantPlayer),
    };
  }

  /**
   * PATCH /api/team/{id}/entry/{leagueId} {playerId}: registers a roster player in the league from
   * today (from the season's first day before it starts). Refused (400) for a season that is over,
   * a player already in, a dormant player, or one whose former-professional status the league's
   * rules do not allow.
   */
  async addEntry(userId: number, teamId: number, leagueId: number, playerId: number): Promise<TeamLeagueEntry> {
    const current = await this.entry(teamId, leagueId);
    this.requireSeasonNotOver(current);
    const player = [...current.registered, ...current.available].find((candidate) => candidate.playerId === playerId);
    if (player?.registered) throw fieldError('playerId', TEAM_ROSTER_ERRORS.alreadyRegistered);
    if (!player) {
      const line = await this.repository.line(teamId, playerId);
      throw fieldError('playerId', line ? TEAM_ROSTER_ERRORS.dormant : TEAM_ROSTER_ERRORS.notOnRoster);
    }
    const barred = player.reasons.find((reason) => reason.code === 'proType' || reason.code === 'proTypeMiddle');
    if (barred) throw fieldError('playerId', barred.message);
    const registerDate = current.onDate < current.league.beginDate ? current.league.beginDate : current.onDate;
    await this.registrations.register(userId, leagueId, teamId, [playerId], registerDate, true);
    return this.entry(teamId, leagueId);
  }

  /**
   * PATCH /api/team/{id}/league/{leagueId}/player/{playerId}: takes the player out of the league's
   * entry. Refused (400) for a season that is over or a player with game lines in the league.
   */
  async removeEntry(userId: number, teamId: number, leagueId: number, playerId: number): Promise<TeamLeagueEntry> {
    const current = await this.entry(teamId, leagueId);
    this.requireSeasonNotOver(current);
    await this.registrations.remove(userId, leagueId, teamId, playerId, true);
    return this.entry(teamId, leagueId);
  }

  private async requireLeague(teamId: number, leagueId: number): Promise<TeamLeague> {
    const league = (await this.registrations.leaguesOfTeam(teamId)).find((candidate) => candidate.leagueId === leagueId);
    if (!league) throw new NotFoundException(TEAM_ROSTER_ERRORS.leagueNotFound);
    return league;
  }

  private requireSeasonNotOver(entry: TeamLeagueEntry): void {
    if (entry.league.endDate !== '' && entry.league.endDate < entry.onDate) throw new BadRequestException(TEAM_ROSTER_ERRORS.seasonOver);
  }

  private async requireLine(em: EntityManager, teamId: number, playerId: number): Promise<RosterLine> {
    const line = await this.repository.line(teamId, playerId, em);
    if (!line) throw new NotFoundException(TEAM_ROSTER_ERRORS.notOnRoster);
    return line;
  }

  private async describe(lines: readonly RosterLine[]): Promise<TeamRosterPlayer[]> {
    const profiles = await this.players.rosterProfiles(lines.map((line) => line.playerId));
    return lines
      .map((line) => {
        const profile = profiles.get(line.playerId);
        return {
          playerId: line.playerId,
          playerName: profile?.playerName ?? '',
          birthday: profile?.birthday ?? null,
          backnumber: line.backnumber,
          teamRole: line.teamRole,
          position: line.position ?? (profile?.position as TeamRosterPlayer['position'] | undefined) ?? null,
          batThrw: profile?.batThrw ?? null,
          status: line.teamRole === TeamRole.DormantPlayer ? ('dormant' as const) : ('active' as const),
          joinedAt: line.joinedAt,
          userId: profile?.userId ?? null,
        };
      })
      .sort(byBacknumber);
  }
}
