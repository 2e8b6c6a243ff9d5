import type { TestApp } from '../support/test-app';
import { auditFactory } from './audit.factory';
import { boardFactory } from './board.factory';
import { gameFactory } from './game.factory';
import { idempotencyFactory } from './idempotency.factory';
import { LeagueBuilder } from './league-builder';
import { leagueFactory } from './league.factory';
import { playerFactory } from './player.factory';
import { teamFactory } from './team.factory';
import { userFactory } from './user.factory';

export type { AttachmentFields, PostFields } from './board.factory';
export type { GameResult, ScheduleChanges } from './game.factory';
export type { BuiltLeague, LeagueBuilder } from './league-builder';
export type { ManagerOptions, SeasonChanges } from './league.factory';
export type { PlayerFields } from './player.factory';
export type { RosterLineOptions } from './team.factory';

/**
 * Rows a test needs, written through the repositories (or a service where a rule must hold):
 * `const league = await build(t).league({ path: 'x' }).withSeason().withTeams(4)`, or for what an
 * imported season lacks, `const rookie = await b.players.player({ playerName: '신입' }); await b.teams.rosterLine(teamId, rookie)`.
 */
export function build(t: TestApp) {
  return {
    /** A new league main, built fluently: `await build(t).league({ path }).withBoards().withSeason().withTeams(4)`. */
    league: (main: { path: string; name?: string }) => new LeagueBuilder(t, main),
    leagues: leagueFactory(t),
    teams: teamFactory(t),
    players: playerFactory(t),
    games: gameFactory(t),
    boards: boardFactory(t),
    audit: auditFactory(t),
    idempotency: idempotencyFactory(t),
    users: userFactory(t),
  };
}
