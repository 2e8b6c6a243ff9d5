import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { countsPlayerLines } from '../../stats-engine';
import { type CountedGame, type LedgerPlayer, ledgerPlayerKeyParts, type LedgerTeam, ledgerTeamKeyParts, StatLedger } from '../../stats-engine/stat-ledger';
import { StatsRepository } from '../../repositories/stats/stats.repository';

export interface GameChange {
  game: CountedGame;
  /** 1 adds the game to the aggregates, -1 removes it. */
  direction: 1 | -1;
}

/**
 * Keeps league_player_stat and league_team_stat equal to the sums of the counted game records.
 * Always called inside the transaction that writes or deletes the game record.
 */
@Injectable()
export class SeasonStatsService {
  constructor(private readonly repository: StatsRepository) {}

  /**
   * Locks the teams whose totals a record write will change, before it writes anything that
   * refers to them (MySQL): the foreign-key checks of its lines take shared locks on those team
   * rows, and two saves each holding one and then wanting it exclusively would deadlock.
   */
  lockTeams(manager: EntityManager, teamIds: readonly number[]): Promise<void> {
    return this.repository.lockTeams(manager, teamIds);
  }

  /**
   * Applies game changes (typically: remove the old record, add the new one) to the stored
   * aggregates. The teams involved are locked first (MySQL, in id order), so concurrent writes
   * for a team queue up instead of losing each other's updates, and writes of games with no team
   * in common run side by side (their rows are disjoint).
   */
  async applyGameChanges(manager: EntityManager, changes: readonly GameChange[]): Promise<void> {
    const counted = changes.filter((change) => countsPlayerLines(change.game.box.winType));
    if (counted.length === 0) return;
    const pairs = new Map<number, Set<number>>();
    for (const { game } of counted) {
      addPair(pairs, game.visitLeagueId, game.box.visitTeamId);
      addPair(pairs, game.homeLeagueId, game.box.homeTeamId);
    }
    await this.repository.lockTeams(manager, [...pairs.values()].flatMap((teams) => [...teams]));

    const ledger = new StatLedger();
    for (const [leagueId, teamIds] of pairs) {
      const stored = await this.repository.storedTotals(manager, leagueId, [...teamIds]);
      for (const totals of stored.players) ledger.loadPlayer(leagueId, totals);
      for (const { record, totals } of stored.teams) ledger.loadTeam(leagueId, record, totals);
    }

    for (const { game, direction } of counted) ledger.apply(game, direction);
    await this.writeTouched(manager, ledger);
  }

  /**
   * Inserts the aggregates of leagues that have none yet (a season being imported): the ledger
   * holds every game of those leagues, added in memory.
   */
  async insertLedger(manager: EntityManager, ledger: StatLedger): Promise<void> {
    await this.repository.insertTotals(manager, [...ledger.players.values()], [...ledger.teams.values()]);
  }

  /** Writes back exactly the entries the ledger changed: upserts the ones with games, deletes the dropped ones; in key order. */
  private async writeTouched(manager: EntityManager, ledger: StatLedger): Promise<void> {
    const players: LedgerPlayer[] = [];
    for (const key of [...ledger.touchedPlayers].sort(byKeyParts(ledgerPlayerKeyParts))) {
      const entry = ledger.players.get(key);
      if (entry) players.push(entry);
      else await this.repository.deletePlayerTotals(manager, ledgerPlayerKeyParts(key));
    }
    const teams: LedgerTeam[] = [];
    for (const key of [...ledger.touchedTeams].sort(byKeyParts(ledgerTeamKeyParts))) {
      const entry = ledger.teams.get(key);
      if (entry) teams.push(entry);
      else await this.repository.deleteTeamTotals(manager, ledgerTeamKeyParts(key));
    }
    await this.repository.upsertTotals(manager, players, teams);
  }
}

function addPair(pairs: Map<number, Set<number>>, leagueId: number, teamId: number): void {
  const teams = pairs.get(leagueId) ?? new Set<number>();
  teams.add(teamId);
  pairs.set(leagueId, teams);
}

/** Orders ledger keys by their numeric parts (league, team[, player]). */
function byKeyParts(parts: (key: string) => object): (a: string, b: string) => number {
  return (a, b) => {
    const x = Object.values(parts(a)) as number[];
    const y = Object.values(parts(b)) as number[];
    for (let i = 0; i < x.length; i += 1) if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number);
    return 0;
  };
}
