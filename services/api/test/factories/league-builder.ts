import { type LeagueForm, leagueFormDefaults, type SeasonForm } from '@dugout/contracts';
import type { EntityManager } from 'typeorm';
import { LeaguesService } from '../../src/services/leagues/leagues.service';
import { BoardsRepository } from '../../src/repositories/boards/boards.repository';
import { LeagueEntriesRepository } from '../../src/repositories/league-entries/league-entries.repository';
import { LeaguesRepository } from '../../src/repositories/leagues/leagues.repository';
import { TeamsRepository } from '../../src/repositories/teams/teams.repository';
import type { TestApp } from '../support/test-app';
import { newTeamFields } from './team.factory';

export interface BuiltLeague {
  mainId: number;
  leaguePath: string;
  /** Null without withSeason(). */
  seasonId: number | null;
  /** The season's one league; null without withSeason(). */
  leagueId: number | null;
  /** The teams of withTeams(), in order. */
  teamIds: number[];
}

/**
 * A league main built step by step and written in one transaction when awaited:
 * `const league = await build(t).league({ path: 'boards' }).withBoards().withSeason().withTeams(4)`.
 * For a whole season with games and records, import smallSeasonFile instead.
 */
export class LeagueBuilder implements PromiseLike<BuiltLeague> {
  private head: number | null = null;
  private boards = false;
  private season: SeasonForm | null = null;
  private league: Partial<LeagueForm> = {};
  private teamNames: string[] = [];

  constructor(
    private readonly t: TestApp,
    private readonly main: { path: string; name?: string },
  ) {}

  /** Its first grade-1 manager, as the create-league command makes it. */
  withHead(userId: number): this {
    this.head = userId;
    return this;
  }

  /** The fixed notice and gallery boards of a new main. */
  withBoards(): this {
    this.boards = true;
    return this;
  }

  /** An active season (2026 unless told) with one league ('A 리그', the engine's settings unless told). */
  withSeason(season: Partial<SeasonForm> = {}, league: Partial<LeagueForm> = {}): this {
    this.season = { seasonName: '2026 시즌', beginDate: '2026-03-01', endDate: '2099-12-31', active: true, ...season };
    this.league = league;
    return this;
  }

  /** Teams entered in the season's league: `count` of them named 팀 1.., or these names. */
  withTeams(teams: number | readonly string[]): this {
    this.teamNames = typeof teams === 'number' ? Array.from({ length: teams }, (_, i) => `팀 ${i + 1}`) : [...teams];
    return this;
  }

  then<A = BuiltLeague, B = never>(onBuilt?: ((league: BuiltLeague) => A | PromiseLike<A>) | null, onFailed?: ((reason: unknown) => B | PromiseLike<B>) | null): PromiseLike<A | B> {
    return this.t.dataSource.transaction((em) => this.write(em)).then(onBuilt, onFailed);
  }

  private async write(em: EntityManager): Promise<BuiltLeague> {
    const { app } = this.t;
    const name = this.main.name ?? '테스트 리그';
    const mainId = this.head === null ? await app.get(LeaguesRepository).insertMain(em, this.main.path, name) : await app.get(LeaguesService).createMain(em, this.main.path, name, this.head);
    if (this.boards) await app.get(BoardsRepository).insertFixedBoards(em, mainId);
    const built: BuiltLeague = { mainId, leaguePath: this.main.path, seasonId: null, leagueId: null, teamIds: [] };
    if (this.season === null) return built;
    const seasons = app.get(LeaguesRepository);
    built.seasonId = await seasons.insertSeason(em, mainId, this.season);
    built.leagueId = await seasons.insertLeague(em, built.seasonId, { ...leagueFormDefaults(), leagueName: 'A 리그', ...this.league });
    const teams = app.get(TeamsRepository);
    for (const teamName of this.teamNames) {
      built.teamIds.push(await teams.insertTeam(em, newTeamFields(teamName)));
    }
    await app.get(LeagueEntriesRepository).insertLeagueTeams(em, built.leagueId, built.teamIds);
    return built;
  }
}
