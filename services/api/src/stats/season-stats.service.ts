import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { insertChunked } from '../database/insert-chunked';
import { League } from '../leagues/league.entity';
import { LeaguePlayerStat } from './league-player-stat.entity';
import { LeagueTeamStat } from './league-team-stat.entity';
import { countsPlayerLines, type PlayerTotals, type TeamTotals } from './engine';
import { statCountColumns, toPlayerTotals, toTeamTotals } from './stat-counts';
import { type CountedGame, StatLedger, type TeamRecordCounts } from './stat-ledger';

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
  /**
   * Applies game changes (typically: remove the old record, add the new one) to the stored
   * aggregates. The leagues involved are locked first (MySQL), so concurrent writes to the same
   * league queue up instead of losing each other's updates.
   */
  async applyGameChanges(manager: EntityManager, changes: readonly GameChange[]): Promise<void> {
    const counted = changes.filter((change) => countsPlayerLines(change.game.box.winType));
    if (counted.length === 0) return;
    const pairs = new Map<number, Set<number>>();
    for (const { game } of counted) {
      addPair(pairs, game.visitLeagueId, game.box.visitTeamId);
      addPair(pairs, game.homeLeagueId, game.box.homeTeamId);
    }
    await this.lockLeagues(manager, [...pairs.keys()]);

    const ledger = new StatLedger();
    for (const [leagueId, teamIds] of pairs) {
      const teams = [...teamIds];
      const playerRows = await manager.findBy(LeaguePlayerStat, { leagueId, teamId: In(teams) });
      for (const row of playerRows) ledger.loadPlayer(leagueId, toPlayerTotals(row));
      const teamRows = await manager.findBy(LeagueTeamStat, { leagueId, teamId: In(teams) });
      for (const row of teamRows) ledger.loadTeam(leagueId, teamRecordOf(row), toTeamTotals(row));
    }

    for (const { game, direction } of counted) ledger.apply(game, direction);
    await this.writeTouched(manager, ledger);
  }

  /**
   * Inserts the aggregates of leagues that have none yet (a season being imported): the ledger
   * holds every game of those leagues, added in memory.
   */
  async insertLedger(manager: EntityManager, ledger: StatLedger): Promise<void> {
    const playerRows = [...ledger.players.values()].map(({ leagueId, totals }) => playerRow(leagueId, totals));
    const teamRows = [...ledger.teams.values()].map(({ leagueId, record, totals }) => teamRow(leagueId, record, totals));
    await insertChunked(manager, LeaguePlayerStat, playerRows);
    await insertChunked(manager, LeagueTeamStat, teamRows);
  }

  private async lockLeagues(manager: EntityManager, leagueIds: number[]): Promise<void> {
    if (manager.connection.options.type !== 'mysql' || leagueIds.length === 0) return;
    await manager
      .createQueryBuilder(League, 'league')
      .select('league.leagueId')
      .where('league.leagueId IN (:...leagueIds)', { leagueIds: [...leagueIds].sort((a, b) => a - b) })
      .orderBy('league.leagueId')
      .setLock('pessimistic_write')
      .getMany();
  }

  private async writeTouched(manager: EntityManager, ledger: StatLedger): Promise<void> {
    const keep: LeaguePlayerStat[] = [];
    for (const key of ledger.touchedPlayers) {
      const entry = ledger.players.get(key);
      if (entry) {
        keep.push(playerRow(entry.leagueId, entry.totals));
      } else {
        const [leagueId, teamId, playerId] = key.split(':').map(Number);
        await manager.delete(LeaguePlayerStat, { leagueId, teamId, playerId });
      }
    }
    if (keep.length > 0) await manager.upsert(LeaguePlayerStat, keep, ['leagueId', 'teamId', 'playerId']);

    const keepTeams: LeagueTeamStat[] = [];
    for (const key of ledger.touchedTeams) {
      const entry = ledger.teams.get(key);
      if (entry) {
        keepTeams.push(teamRow(entry.leagueId, entry.record, entry.totals));
      } else {
        const [leagueId, teamId] = key.split(':').map(Number);
        await manager.delete(LeagueTeamStat, { leagueId, teamId });
      }
    }
    if (keepTeams.length > 0) await manager.upsert(LeagueTeamStat, keepTeams, ['leagueId', 'teamId']);
  }
}

function addPair(pairs: Map<number, Set<number>>, leagueId: number, teamId: number): void {
  const teams = pairs.get(leagueId) ?? new Set<number>();
  teams.add(teamId);
  pairs.set(leagueId, teams);
}

function teamRecordOf(row: LeagueTeamStat): TeamRecordCounts {
  return {
    games: Number(row.games),
    win: Number(row.win),
    lose: Number(row.lose),
    draw: Number(row.draw),
    runsScored: Number(row.runsScored),
    runsAllowed: Number(row.runsAllowed),
  };
}

function playerRow(leagueId: number, totals: PlayerTotals): LeaguePlayerStat {
  return Object.assign(new LeaguePlayerStat(), {
    leagueId,
    teamId: totals.teamId,
    playerId: totals.playerId,
    games: totals.games,
    ...statCountColumns(totals.batting, totals.pitching),
  });
}

function teamRow(leagueId: number, record: TeamRecordCounts, totals: TeamTotals): LeagueTeamStat {
  return Object.assign(new LeagueTeamStat(), {
    leagueId,
    teamId: totals.teamId,
    ...record,
    ...statCountColumns(totals.batting, totals.pitching),
  });
}

