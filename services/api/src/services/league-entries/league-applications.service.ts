import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  RequestState,
  seoulToday,
  SportType,
  type LeagueAdminApplyPayload,
  type LeagueApplyDecisionPayload,
  type LeagueApplyItem,
  type LeagueApplyPayload,
  type RecruitLeague,
  type TeamLeagueApplication,
  type TeamLeagueHistory,
} from '@dugout/contracts';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { isDuplicateKey } from '../../common/sql/duplicate-key';
import { UsersRepository } from '../../repositories/users/users.repository';
import { LeagueEntriesRepository, type ApplyRow, type LeagueSeasonRow, type TeamRow } from '../../repositories/league-entries/league-entries.repository';
import { LEAGUE_ENTRY_ERRORS as E, WITHDRAWN_MEMBER } from './league-entries.messages';
import { LeagueEntriesService } from './league-entries.service';

/** YYYYMMDD -> YYYY-MM-DD */
const isoDay = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

/**
 * League applications (리그 참가 신청, spec section 4): a team manager applies for his team to a
 * league open for applications — a league of its main's active season that has not ended — and a
 * league manager with the leagueTeam role approves (the team joins the league in the same
 * transaction) or rejects it. Each decision keeps who and when and goes to the main's audit log;
 * the application itself goes to the team's.
 */
@Injectable()
export class LeagueApplicationsService {
  constructor(
    private readonly repository: LeagueEntriesRepository,
    private readonly entries: LeagueEntriesService,
    private readonly users: UsersRepository,
    private readonly audit: AuditService,
  ) {}

  /** POST /api/league/team/{teamId}/apply */
  async apply(userId: number, teamId: number, body: LeagueApplyPayload): Promise<TeamLeagueApplication> {
    const league = await this.repository.leagueSeason(body.leagueId);
    if (!league) throw new BadRequestException(E.applyLeagueUnknown);
    if (!isOpen(league)) throw new BadRequestException(E.applyLeagueClosed);
    const memo = body.memo ? body.memo : null;
    const requestId = await this.repository
      .transaction(async (em) => {
        const [team] = (await this.repository.teams([teamId], em)).values();
        if (team?.spoType === SportType.Placeholder) throw new BadRequestException(E.applyPlaceholder);
        if ((await this.repository.teamsInLeague(em, league.leagueId, [teamId], true)).size > 0) throw new BadRequestException(E.applyAlreadyMember);
        if (await this.repository.openApply(em, league.leagueId, teamId)) throw new BadRequestException(E.applyAlreadyOpen);
        const id = await this.repository.insertApply(em, league.leagueId, teamId, userId, memo);
        await this.audit.record(em, {
          userId,
          scope: { type: 'team', id: teamId },
          kind: 'leagueApply.create',
          object: { type: 'leagueApply', id },
          before: null,
          after: { leagueId: league.leagueId, leagueName: league.leagueName, requestState: RequestState.Pending, memo },
        });
        return id;
      })
      .catch((error: unknown) => {
        // Two applications at once: the unique open key lets one through.
        if (isDuplicateKey(error)) throw new BadRequestException(E.applyAlreadyOpen);
        throw error;
      });
    const created = await this.repository.apply(requestId);
    if (!created) throw new NotFoundException(E.applyNotFound);
    return toTeamApplication(created, league);
  }

  /**
   * POST /api/league/admin/league/{id}/apply: a league manager enters the application of a team that
   * applied outside the site, under his own name as the one who entered it, in a league of his main
   * whose season has not ended. It awaits a decision like any other; with approve the team joins the
   * league in the same transaction. The entry and the decision go to the main's audit log.
   */
  async enter(mainId: number, managerId: number, leagueId: number, body: LeagueAdminApplyPayload): Promise<LeagueApplyItem> {
    const league = await this.repository.leagueSeason(leagueId);
    if (!league) throw new NotFoundException(E.applyLeagueUnknown);
    if (league.endDate < isoDay(seoulToday())) throw new BadRequestException(E.enterSeasonEnded);
    const memo = body.memo ? body.memo : null;
    const requestId = await this.entries
      .write(mainId, async (em) => {
        const teams = await this.entries.requireTeams(em, [body.teamId]);
        const team = teams.get(body.teamId) as TeamRow;
        if (team.spoType === SportType.Placeholder) throw new BadRequestException(E.applyPlaceholder);
        if ((await this.repository.teamsInLeague(em, leagueId, [body.teamId], true)).size > 0) throw new BadRequestException(E.enterAlreadyMember(team.teamName));
        if (await this.repository.openApply(em, leagueId, body.teamId)) throw new BadRequestException(E.enterAlreadyOpen(team.teamName));
        const id = await this.repository.insertApply(em, leagueId, body.teamId, managerId, memo);
        await this.audit.record(em, {
          userId: managerId,
          scope: { type: 'leagueMain', id: mainId },
          kind: 'leagueApply.create',
          object: { type: 'leagueApply', id },
          before: null,
          after: { leagueId, leagueName: league.leagueName, teamId: team.teamId, teamName: team.teamName, requestState: RequestState.Pending, memo, enteredByLeague: true },
        });
        if (body.approve) {
          const created = (await this.repository.apply(id, em)) as ApplyRow;
          await this.decide(em, mainId, managerId, created, RequestState.Approved);
          await this.entries.addToLeague(em, mainId, managerId, leagueId, teams);
        }
        return id;
      })
      .catch((error: unknown) => {
        if (isDuplicateKey(error)) throw new BadRequestException(E.applyAlreadyOpen);
        throw error;
      });
    return this.item(leagueId, requestId);
  }

  /** GET /api/league/admin/league/{id}/applyTeams: awaiting applications first (oldest first), then the decided ones. */
  async listForLeague(leagueId: number): Promise<LeagueApplyItem[]> {
    const rows = await this.repository.appliesOfLeague(leagueId);
    const teams = await this.repository.teams([...new Set(rows.map((row) => row.teamId))]);
    const contacts = await this.users.contacts([...new Set(rows.flatMap((row) => (row.decidedBy === null ? [row.userId] : [row.userId, row.decidedBy])))]);
    return rows.map((row) => {
      const team = teams.get(row.teamId) as TeamRow;
      return {
        ...row,
        username: contacts.get(row.userId)?.username ?? WITHDRAWN_MEMBER,
        decidedByName: row.decidedBy === null ? null : (contacts.get(row.decidedBy)?.username ?? WITHDRAWN_MEMBER),
        team: {
          teamId: team.teamId,
          teamName: team.teamName,
          logoImg: team.logoImg,
          director: team.director,
          managerName: team.managerName,
          estbDt: team.estbDt,
          playerCount: team.playerCount,
        },
      };
    });
  }

  /** PATCH .../approveApply: the team joins the league; the decision, the membership and their entries commit together. */
  async approve(mainId: number, deciderId: number, leagueId: number, body: LeagueApplyDecisionPayload): Promise<LeagueApplyItem> {
    const request = await this.pendingApply(leagueId, body);
    await this.entries.write(mainId, async (em) => {
      await this.decide(em, mainId, deciderId, request, RequestState.Approved);
      const teams = await this.entries.requireTeams(em, [request.teamId]);
      await this.entries.addToLeague(em, mainId, deciderId, leagueId, teams);
    });
    return this.item(leagueId, request.requestId);
  }

  /** PATCH .../rejectApply */
  async reject(mainId: number, deciderId: number, leagueId: number, body: LeagueApplyDecisionPayload): Promise<LeagueApplyItem> {
    const request = await this.pendingApply(leagueId, body);
    await this.entries.write(mainId, (em) => this.decide(em, mainId, deciderId, request, RequestState.Rejected));
    return this.item(leagueId, request.requestId);
  }

  /** GET /api/team/admin/league/recruit/{teamId}: the leagues open for applications and where the team stands in each. */
  async recruit(teamId: number): Promise<RecruitLeague[]> {
    const leagues = await this.repository.openLeagues(isoDay(seoulToday()));
    const joined = new Set((await this.repository.leaguesOfTeam(teamId)).map((league) => league.leagueId));
    const latest = new Map<number, ApplyRow>();
    // Newest first: the first row of a league is its latest application.
    for (const row of await this.repository.appliesOfTeam(teamId)) if (!latest.has(row.leagueId)) latest.set(row.leagueId, row);
    return leagues.map((league) => {
      const apply = latest.get(league.leagueId) ?? null;
      const isJoined = joined.has(league.leagueId);
      return {
        ...leagueOfSeason(league),
        joined: isJoined,
        requestId: apply?.requestId ?? null,
        requestState: apply?.requestState ?? null,
        canApply: !isJoined && apply?.requestState !== RequestState.Pending,
      };
    });
  }

  /** GET /api/team/admin/league/history/{teamId}: the team's applications (newest first) and its leagues by season. */
  async history(teamId: number): Promise<TeamLeagueHistory> {
    const rows = await this.repository.appliesOfTeam(teamId);
    const leaguesById = await this.repository.leagueSeasons([...new Set(rows.map((row) => row.leagueId))]);
    const applications = rows.flatMap((row) => {
      const league = leaguesById.get(row.leagueId);
      return league ? [toTeamApplication(row, league)] : [];
    });
    const leagues = (await this.repository.leaguesOfTeam(teamId)).map((league) => ({ ...leagueOfSeason(league), beginDate: league.beginDate }));
    return { applications, leagues };
  }

  /** An awaiting application of this league (404 otherwise, 400 when decided) made by body.userId (400 otherwise). */
  private async pendingApply(leagueId: number, body: LeagueApplyDecisionPayload): Promise<ApplyRow> {
    const request = await this.repository.apply(body.requestId);
    if (!request || request.leagueId !== leagueId) throw new NotFoundException(E.applyNotFound);
    if (request.requestState !== RequestState.Pending) throw new BadRequestException(E.applyDecided);
    if (request.userId !== body.userId) throw new BadRequestException(E.applyWrongUser);
    return request;
  }

  private async decide(em: EntityManager, mainId: number, deciderId: number, request: ApplyRow, state: RequestState): Promise<void> {
    if (!(await this.repository.decide(em, request.requestId, state, deciderId))) throw new BadRequestException(E.applyDecided);
    await this.audit.record(em, {
      userId: deciderId,
      scope: { type: 'leagueMain', id: mainId },
      kind: state === RequestState.Approved ? 'leagueApply.approve' : 'leagueApply.reject',
      object: { type: 'leagueApply', id: request.requestId },
      before: { requestState: request.requestState, teamId: request.teamId, leagueId: request.leagueId },
      after: { requestState: state, teamId: request.teamId, leagueId: request.leagueId },
    });
  }

  private async item(leagueId: number, requestId: number): Promise<LeagueApplyItem> {
    const found = (await this.listForLeague(leagueId)).find((item) => item.requestId === requestId);
    if (!found) throw new NotFoundException(E.applyNotFound);
    return found;
  }
}

/** Open for applications: its season is the active one and has not ended (Korean calendar day). */
function isOpen(league: LeagueSeasonRow): boolean {
  return league.active && league.endDate >= isoDay(seoulToday());
}

function toTeamApplication(row: ApplyRow, league: LeagueSeasonRow): TeamLeagueApplication {
  return {
    requestId: row.requestId,
    leagueId: row.leagueId,
    leagueName: league.leagueName,
    seasonId: league.seasonId,
    seasonName: league.seasonName,
    mainName: league.mainName,
    requestState: row.requestState,
    memo: row.memo,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
  };
}

/** A league with its season and main, as the team's league lists name it. */
function leagueOfSeason(league: { leagueId: number; leagueName: string; seasonId: number; seasonName: string; mainId: number; mainName: string; leaguePath: string }) {
  const { leagueId, leagueName, seasonId, seasonName, mainId, mainName, leaguePath } = league;
  return { leagueId, leagueName, seasonId, seasonName, mainId, mainName, leaguePath };
}
