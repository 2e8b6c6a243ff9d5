import { gameOutcome, type GameSide, type TeamGameResult } from '@dugout/contracts';
import {
  addPlayerTotals,
  addTeamTotals,
  type BoxScore,
  boxScoreContribution,
  countsPlayerLines,
  emptyPlayerTotals,
  emptyTeamTotals,
  type PlayerTotals,
  subtractPlayerTotals,
  subtractTeamTotals,
  type TeamTotals,
} from '.';

/**
 * A finished game as the season aggregates see it: its box score, the score and winner, and the
 * league each side counts in (its own league: the host league, or a guest's league in 교류전).
 */
export interface CountedGame {
  box: BoxScore;
  visitLeagueId: number;
  homeLeagueId: number;
  visitScore: number;
  homeScore: number;
  winnerSide: GameSide | null;
}

/**
 * A team's results in a league: G (counted games), W, L, D by the win-type rules. Its runs scored
 * and allowed are its batting R and pitching R totals, the runs actually scored.
 */
export interface TeamRecordCounts {
  games: number;
  win: number;
  lose: number;
  draw: number;
}

export interface LedgerPlayer {
  leagueId: number;
  totals: PlayerTotals;
}

export interface LedgerTeam {
  leagueId: number;
  record: TeamRecordCounts;
  totals: TeamTotals;
}

export const emptyTeamRecord = (): TeamRecordCounts => ({ games: 0, win: 0, lose: 0, draw: 0 });

export const ledgerPlayerKey = (leagueId: number, teamId: number, playerId: number) => `${leagueId}:${teamId}:${playerId}`;
export const ledgerTeamKey = (leagueId: number, teamId: number) => `${leagueId}:${teamId}`;
export const ledgerPlayerKeyParts = (key: string) => {
  const [leagueId, teamId, playerId] = key.split(':').map(Number);
  return { leagueId, teamId, playerId };
};
export const ledgerTeamKeyParts = (key: string) => {
  const [leagueId, teamId] = key.split(':').map(Number);
  return { leagueId, teamId };
};

/**
 * Season aggregates of some leagues in memory, changed one game at a time with the engine's
 * box-score contributions: apply(game, 1) adds a game, apply(game, -1) removes it (and throws if
 * that would take a count below zero, i.e. the totals were not made of that game). Entries that
 * fall back to no games are dropped; `touched` remembers every key changed, so the caller can
 * write exactly those rows back (update, insert, or delete the dropped ones).
 */
export class StatLedger {
  readonly players = new Map<string, LedgerPlayer>();
  readonly teams = new Map<string, LedgerTeam>();
  readonly touchedPlayers = new Set<string>();
  readonly touchedTeams = new Set<string>();

  loadPlayer(leagueId: number, totals: PlayerTotals): void {
    this.players.set(ledgerPlayerKey(leagueId, totals.teamId, totals.playerId), { leagueId, totals });
  }

  loadTeam(leagueId: number, record: TeamRecordCounts, totals: TeamTotals): void {
    this.teams.set(ledgerTeamKey(leagueId, totals.teamId), { leagueId, record, totals });
  }

  apply(game: CountedGame, direction: 1 | -1): void {
    const { box } = game;
    if (!countsPlayerLines(box.winType)) return;
    const leagueOf = (teamId: number) => (teamId === box.visitTeamId ? game.visitLeagueId : game.homeLeagueId);
    const { players, teams } = boxScoreContribution(box);

    for (const part of players) {
      const leagueId = leagueOf(part.teamId);
      const key = ledgerPlayerKey(leagueId, part.teamId, part.playerId);
      const current = this.players.get(key)?.totals ?? emptyPlayerTotals(part.playerId, part.teamId);
      const next = direction === 1 ? addPlayerTotals(current, part) : subtractPlayerTotals(current, part);
      this.touchedPlayers.add(key);
      if (next.games === 0) this.players.delete(key);
      else this.players.set(key, { leagueId, totals: next });
    }

    const outcome = gameOutcome({ visitScore: game.visitScore, homeScore: game.homeScore, winType: box.winType, winnerSide: game.winnerSide });
    for (const part of teams) {
      const side: GameSide = part.teamId === box.visitTeamId ? 'visit' : 'home';
      const leagueId = leagueOf(part.teamId);
      const key = ledgerTeamKey(leagueId, part.teamId);
      const current = this.teams.get(key) ?? { leagueId, record: emptyTeamRecord(), totals: emptyTeamTotals(part.teamId) };
      const result = outcome[side];
      const change: TeamRecordCounts = { games: 1, win: countOf(result, 'W'), lose: countOf(result, 'L'), draw: countOf(result, 'D') };
      const totals = direction === 1 ? addTeamTotals(current.totals, part) : subtractTeamTotals(current.totals, part);
      const record = combineRecord(current.record, change, direction);
      this.touchedTeams.add(key);
      if (totals.games === 0) this.teams.delete(key);
      else this.teams.set(key, { leagueId, record, totals });
    }
  }
}

const countOf = (result: TeamGameResult | null, wanted: TeamGameResult) => (result === wanted ? 1 : 0);

function combineRecord(a: TeamRecordCounts, b: TeamRecordCounts, direction: 1 | -1): TeamRecordCounts {
  const next = {} as TeamRecordCounts;
  for (const field of Object.keys(a) as (keyof TeamRecordCounts)[]) {
    next[field] = a[field] + direction * b[field];
    if (next[field] < 0) throw new RangeError(`Removing a game would take ${field} below zero`);
  }
  return next;
}
