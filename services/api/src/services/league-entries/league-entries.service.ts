import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { LeagueTeamAddItem, LeagueTeamAdminItem, PrevSeasonTeams } from '@dugout/contracts';
import type { EntityManager } from 'typeorm';
import { found, LEAGUE_MAIN_NOT_FOUND, LEAGUE_NOT_FOUND, SEASON_NOT_FOUND } from '../../common/errors/not-found';
import { AuditService } from '../audit/audit.service';
import { writeForMain } from '../../common/read-cache/read-scope';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { TeamsRepository } from '../../repositories/teams/teams.repository';
import { LeagueEntriesRepository, type LeagueTeamRow, type TeamRow } from '../../repositories/league-entries/league-entries.repository';
import { LEAGUE_ENTRY_ERRORS as E } from './league-entries.messages';

const toItem = (leagueId: number, row: LeagueTeamRow): LeagueTeamAdminItem => ({
  teamId: row.teamId,
  leagueId,
  teamName: row.teamName,
  logoImg: row.logoImg,
  director: row.director,
  managerName: row.managerName,
  estbDt: row.estbDt,
  playerCount: row.playerCount,
  spoType: row.spoType,
  gameCount: row.gameCount,
  hasGames: row.gameCount > 0,
});

/**
 * A league's member teams (참가팀 관리, spec route teamManageLeagues): list, add, add a placeholder,
 * remove (only teams without games in the league), and last season's teams to carry over. Every
 * write runs in one transaction with its audit entries, under writeForLeagueMain so the main's
 * cached public answers (team lists, standings) are refreshed.
 */
@Injectable()
export class LeagueEntriesService {
  constructor(
    private readonly repository: LeagueEntriesRepository,
    private readonly leagues: LeaguesRepository,
    private readonly teams: TeamsRepository,
    private readonly audit: AuditService,
  ) {}

  /** GET /api/league/admin/league/{id}/team */
  async leagueTeams(leagueId: number): Promise<LeagueTeamAdminItem[]> {
    found(await this.leagues.league(leagueId), LEAGUE_NOT_FOUND);
    return (await this.repository.leagueTeams(leagueId)).map((row) => toItem(leagueId, row));
  }

  /**
   * POST .../addTeams: every team must exist (404, nothing added). The teams not yet on the league's
   * list are added; those already on it stay as they were, so one of them no longer stops the others.
   * The answer marks each named team added or alreadyInLeague.
   */
  async addTeams(mainId: number, userId: number, leagueId: number, teamIds: readonly number[]): Promise<LeagueTeamAddItem[]> {
    const members = await this.write(mainId, async (em) => {
      const teams = await this.requireTeams(em, teamIds);
      const already = await this.repository.teamsInLeague(em, leagueId, teamIds);
      const newcomers = new Map([...teams].filter(([teamId]) => !already.has(teamId)));
      if (newcomers.size > 0) await this.addToLeague(em, mainId, userId, leagueId, newcomers);
      return already;
    });
    const named = new Set(teamIds);
    return (await this.leagueTeams(leagueId)).map((item): LeagueTeamAddItem =>
      named.has(item.teamId) ? { ...item, addResult: members.has(item.teamId) ? 'alreadyInLeague' : 'added' } : item,
    );
  }

  /** POST .../placeholderTeam: a placeholder team (spoType 9) made and added to the league in one transaction. */
  async addPlaceholder(mainId: number, userId: number, leagueId: number, teamName: string): Promise<LeagueTeamAdminItem[]> {
    await this.write(mainId, async (em) => {
      const teamId = await this.teams.insertPlaceholderTeam(em, teamName);
      const teams = await this.requireTeams(em, [teamId]);
      await this.addToLeague(em, mainId, userId, leagueId, teams);
    });
    return this.leagueTeams(leagueId);
  }

  /** POST .../removeTeams: only member teams without schedule entries in the league (400 otherwise, nothing removed). */
  async removeTeams(mainId: number, userId: number, leagueId: number, teamIds: readonly number[]): Promise<LeagueTeamAdminItem[]> {
    await this.write(mainId, async (em) => {
      const teams = await this.requireTeams(em, teamIds);
      const members = await this.repository.teamsInLeague(em, leagueId, teamIds);
      const outside = teamIds.filter((id) => !members.has(id));
      if (outside.length > 0) throw new BadRequestException(E.notInLeague(names(teams, outside)));
      const withGames = [...(await this.repository.teamsWithGames(em, leagueId, teamIds))];
      if (withGames.length > 0) throw new BadRequestException(E.hasGames(names(teams, withGames)));
      await this.repository.deleteLeagueTeams(em, leagueId, teamIds);
      for (const teamId of teamIds) {
        const team = teams.get(teamId) as TeamRow;
        await this.audit.record(em, {
          userId,
          scope: { type: 'leagueMain', id: mainId },
          kind: 'leagueTeam.remove',
          object: { type: 'leagueTeam', id: teamId },
          before: { leagueId, teamId, teamName: team.teamName },
          after: null,
        });
      }
    });
    return this.leagueTeams(leagueId);
  }

  /**
   * GET /api/league/admin/main/prevSeason/team/{seasonId}/{leagueId}: the member teams of every league
   * of the season before this one in the same main (newest begin date first), each marked whether
   * its league has this league's name (the screen preselects those) and whether it is already here.
   */
  async prevSeasonTeams(seasonId: number, leagueId: number): Promise<PrevSeasonTeams> {
    const league = found(await this.leagues.league(leagueId), LEAGUE_NOT_FOUND);
    if (league.seasonId !== seasonId) throw new NotFoundException(E.leagueNotInSeason);
    const season = found(await this.leagues.season(seasonId), SEASON_NOT_FOUND);
    found(await this.leagues.main(season.mainId), LEAGUE_MAIN_NOT_FOUND);
    const seasons = await this.leagues.seasonsOf(season.mainId);
    const index = seasons.findIndex((candidate) => candidate.seasonId === seasonId);
    const prev = seasons[index + 1];
    if (!prev) return { prevSeasonId: null, prevSeasonName: null, teams: [] };
    const rows = await this.repository.seasonTeams(prev.seasonId, null);
    const here = new Set((await this.repository.leagueTeams(leagueId)).map((row) => row.teamId));
    const teams = rows.map((row) => ({
      teamId: row.teamId,
      teamName: row.teamName,
      logoImg: row.logoImg,
      spoType: row.spoType,
      prevLeagueId: row.leagueId,
      prevLeagueName: row.leagueName,
      sameLeagueName: row.leagueName === league.leagueName,
      alreadyInLeague: here.has(row.teamId),
    }));
    // Same-named league first, so the screen shows its natural choices on top.
    teams.sort((a, b) => Number(b.sameLeagueName) - Number(a.sameLeagueName));
    return { prevSeasonId: prev.seasonId, prevSeasonName: prev.seasonName, teams };
  }

  /** Adds teams to the league in the caller's transaction, with an audit entry each (the approval of an application uses it too). */
  async addToLeague(em: EntityManager, mainId: number, userId: number, leagueId: number, teams: Map<number, TeamRow>): Promise<void> {
    const teamIds = [...teams.keys()];
    const already = [...(await this.repository.teamsInLeague(em, leagueId, teamIds, true))];
    if (already.length > 0) throw new BadRequestException(E.alreadyInLeague(names(teams, already)));
    await this.repository.insertLeagueTeams(em, leagueId, teamIds);
    for (const team of teams.values()) {
      await this.audit.record(em, {
        userId,
        scope: { type: 'leagueMain', id: mainId },
        kind: 'leagueTeam.add',
        object: { type: 'leagueTeam', id: team.teamId },
        before: null,
        after: { leagueId, teamId: team.teamId, teamName: team.teamName },
      });
    }
  }

  /** Runs a write of the main's league teams in one transaction. */
  write<T>(mainId: number, work: (em: EntityManager) => Promise<T>): Promise<T> {
    return writeForMain(mainId, () => this.repository.transaction(work));
  }

  /** The teams by id, read in the transaction; 404 when one does not exist. */
  async requireTeams(em: EntityManager, teamIds: readonly number[]): Promise<Map<number, TeamRow>> {
    const teams = await this.repository.teams(teamIds, em);
    const missing = teamIds.filter((id) => !teams.has(id));
    if (missing.length > 0) throw new NotFoundException(E.teamNotFound(missing));
    return new Map(teamIds.map((id) => [id, teams.get(id) as TeamRow]));
  }
}

function names(teams: Map<number, TeamRow>, ids: readonly number[]): string[] {
  return ids.map((id) => teams.get(id)?.teamName ?? String(id));
}
