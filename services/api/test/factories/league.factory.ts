import { type EligibilitySettings, type LeagueForm, type LeagueImageKind, LeagueManagerGrade, type LeagueManagerRole, leagueFormDefaults } from '@dugout/contracts';
import type { EntityManager } from 'typeorm';
import { Ground } from '../../src/repositories/grounds/ground.entity';
import { LeagueEntriesRepository } from '../../src/repositories/league-entries/league-entries.repository';
import { LeagueMain } from '../../src/repositories/leagues/league-main.entity';
import { LeagueTeam } from '../../src/repositories/leagues/league-team.entity';
import { LeaguesRepository } from '../../src/repositories/leagues/leagues.repository';
import { RegistrationsRepository } from '../../src/repositories/registrations/registrations.repository';
import { LeaguesService } from '../../src/services/leagues/leagues.service';
import type { TestApp } from '../support/test-app';

export interface SeasonChanges {
  seasonName?: string;
  beginDate?: string;
  endDate?: string;
  active?: boolean;
}

export interface ManagerOptions {
  grade?: LeagueManagerGrade;
  memo?: string | null;
  roles?: readonly LeagueManagerRole[];
}

function pickForm(league: object): Partial<LeagueForm> {
  return Object.fromEntries(Object.keys(leagueFormDefaults()).map((key) => [key, (league as Record<string, unknown>)[key]]));
}

/** League mains, their managers, seasons, leagues and the teams and players entered in them. */
export function leagueFactory(t: TestApp) {
  const leagues = () => t.app.get(LeaguesRepository);
  const write = <T>(work: (em: EntityManager) => Promise<T>) => t.dataSource.transaction(work);

  const factory = {
    /** A league main with no season (and its images when given); answers its id. */
    main(leaguePath: string, mainName = '테스트 리그', images: Partial<Record<LeagueImageKind, string>> = {}): Promise<number> {
      return write(async (em) => {
        const mainId = await leagues().insertMain(em, leaguePath, mainName);
        for (const [kind, name] of Object.entries(images)) await leagues().setMainImage(em, mainId, kind as LeagueImageKind, name);
        return mainId;
      });
    },

    /** Changes the main's name or lineup deadline. */
    async changeMain(mainId: number, changes: Partial<Pick<LeagueMain, 'mainName' | 'lineupDeadlineMinutes'>>): Promise<void> {
      // No queries method writes these fields (the admin has no form for them yet).
      await t.dataSource.getRepository(LeagueMain).update({ mainId }, changes);
    },

    /** A member made manager of the main (grade 3 unless told), with a memo and role flags when given. */
    async manager(mainId: number, userId: number, options: ManagerOptions = {}): Promise<void> {
      await leagues().insertManager(mainId, userId, options.grade ?? LeagueManagerGrade.Staff, options.memo ?? null);
      if (options.roles) await leagues().updateManagerRoles(mainId, userId, options.roles);
    },

    /** Through the grant command, as the admin does it (the main keeps a head). */
    grant(mainId: number, userId: number, grade: LeagueManagerGrade): Promise<'added' | 'changed'> {
      return t.app.get(LeaguesService).grantManager(mainId, userId, grade);
    },

    /** Sets the manager's grade, keeping his memo. */
    async grade(mainId: number, userId: number, grade: LeagueManagerGrade): Promise<void> {
      const current = await leagues().manager(mainId, userId);
      await leagues().updateManagerGrade(mainId, userId, grade, current?.memo ?? null);
    },

    /** The manager's role flags: those given are on, the others off. */
    roles(mainId: number, userId: number, roles: readonly LeagueManagerRole[]): Promise<void> {
      return leagues().updateManagerRoles(mainId, userId, roles);
    },

    /** A season of the main (active unless told); answers its id. */
    season(mainId: number, season: SeasonChanges & { seasonName: string; beginDate: string; endDate: string }): Promise<number> {
      return write((em) => leagues().insertSeason(em, mainId, { active: true, ...season }));
    },

    /** Changes some fields of a season, keeping the others. */
    async changeSeason(seasonId: number, changes: SeasonChanges): Promise<void> {
      const season = await leagues().season(seasonId);
      if (!season) throw new Error(`시즌 ${seasonId}이 없습니다.`);
      const { seasonName, beginDate, endDate, active } = { ...season, ...changes };
      await write((em) => leagues().updateSeason(em, seasonId, { seasonName, beginDate, endDate, active }));
    },

    /** Changes some fields of every season of the main. */
    async changeSeasonsOf(mainId: number, changes: SeasonChanges): Promise<void> {
      for (const season of await leagues().seasonsOf(mainId)) await factory.changeSeason(season.seasonId, changes);
    },

    /** Removes a season with its leagues, schedule, records and aggregates (ON DELETE CASCADE). */
    removeSeason(seasonId: number): Promise<void> {
      return write((em) => leagues().deleteSeason(em, seasonId));
    },

    /** A league of the season, with the settings of `like` (another league) or the defaults; answers its id. */
    async league(seasonId: number, leagueName: string, options: { sortOrder?: number; like?: number } = {}): Promise<number> {
      return write(async (em) => {
        const like = options.like === undefined ? null : await leagues().adminLeague(em, (await leagues().league(options.like))?.seasonId ?? 0, options.like);
        const form: LeagueForm = like ? { ...leagueFormDefaults(), ...pickForm(like) } : leagueFormDefaults();
        return leagues().insertLeague(em, seasonId, { ...form, leagueName, sortOrder: options.sortOrder ?? form.sortOrder });
      });
    },

    /** Enters teams in a league (as its own teams, or as interleague guests). */
    async teams(leagueId: number, teamIds: readonly number[], options: { interleague?: boolean } = {}): Promise<void> {
      if (!options.interleague) return write((em) => t.app.get(LeagueEntriesRepository).insertLeagueTeams(em, leagueId, teamIds));
      // No queries method enters an interleague guest team (league_team.interleague = 1).
      await t.dataSource.getRepository(LeagueTeam).insert(teamIds.map((teamId) => ({ leagueId, teamId, interleague: true })));
    },

    /** Takes teams out of a league. */
    withdrawTeams(leagueId: number, teamIds: readonly number[]): Promise<void> {
      return write((em) => t.app.get(LeagueEntriesRepository).deleteLeagueTeams(em, leagueId, teamIds));
    },

    /** A ground of the main; answers its id. */
    async ground(mainId: number, groundName: string): Promise<number> {
      // GroundsRepository only reads; no queries method writes a ground.
      const result = await t.dataSource.getRepository(Ground).insert({ mainId, groundName });
      return Number(result.identifiers[0]?.['groundId']);
    },

    /** The main's eligibility settings (waiting days, allowed pro types). */
    eligibility(mainId: number, settings: EligibilitySettings): Promise<void> {
      return write((em) => t.app.get(RegistrationsRepository).saveEligibility(em, mainId, settings));
    },

    /** Registers a team's player in a league from a day. */
    register(leagueId: number, teamId: number, playerId: number, registerDate: string): Promise<void> {
      return write((em) => t.app.get(RegistrationsRepository).insertRegistration(em, leagueId, teamId, playerId, registerDate));
    },
  };
  return factory;
}
