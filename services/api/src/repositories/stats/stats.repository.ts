import { Injectable } from '@nestjs/common';
import { SportType, type GameSide, type PitcherResult, type PlayerGameLine, type WinType } from '@dugout/contracts';
import { DataSource, type EntityManager, In } from 'typeorm';
import { insertChunked } from '../../database/insert-chunked';
import { officialRecordSql } from '../../common/sql/official-record';
import {
  placeholders,
  rawBool,
  rawInstant,
  rawNumber,
  rawSeoulDateTime,
  rawString,
  rawStringOrNull,
  seoulDate,
  type Row,
} from '../../common/sql/raw-values';
import { type BattingTotals, type PitchingTotals, type PlayerSeasonInput, RANKING_BATTING_FIELDS, RANKING_PITCHING_FIELDS, type PlayerTotals, type StandingsGame, type StandingsTeam, type TeamSeasonInput, type TeamTotals } from '../../stats-engine';
import { toTeamIdName, toTeamWithLogo } from '../teams/teams.repository';
import { LeaguePlayerStat } from './league-player-stat.entity';
import { LeagueTeamStat } from './league-team-stat.entity';
import { statColumnsOf, statColumnsSql, statSubset, statTotalsOf } from './stat-count.columns';
import type { LedgerPlayer, LedgerTeam, TeamRecordCounts } from '../../stats-engine/stat-ledger';


/** The columns the player rankings read (about a fifth of them: the lists are read on every league home). */
const RANKING_COUNTS = statSubset(RANKING_BATTING_FIELDS, RANKING_PITCHING_FIELDS);

/** The league's player totals for the rankings, with the team games they qualify against. */
export interface LeaguePlayers {
  players: PlayerSeasonInput[];
  /** Counted games of each player's team. */
  teamGames: Map<number, number>;
  /** The most games any team of the league played. */
  maxTeamGames: number;
}

/** A finished game of the league with its Korean day; a side that does not count here has a foreign team id. */
export interface LeagueGame extends StandingsGame {
  date: string;
}

/** A stored season row of one team in one league. */
export interface TeamStatRow {
  leagueId: number;
  batting: BattingTotals;
  pitching: PitchingTotals;
}

/** A stored season row of one player for one team in one league. */
export interface PlayerStatRow extends TeamStatRow {
  teamId: number;
  playerId: number;
}

/** One game of a player's season for a team: his summed lines in it. */
export interface PlayerGameRow extends PlayerGameLine {
  winType: WinType;
}

/** A game's sides (the league each counts in) and its pitchers' lines in pitching order. */
export interface GamePitchingLines {
  sides: Record<GameSide, { teamId: number; leagueId: number }>;
  pitchers: { side: GameSide; teamId: number; playerId: number; order: number; starter: boolean; decision: PitcherResult | null }[];
}

/** Stand-ins for a side that counts in another league, so the engine counts the game for the other side only. */
const OTHER_LEAGUE_VISIT = -1;
const OTHER_LEAGUE_HOME = -2;

const playerRow = ({ leagueId, totals }: LedgerPlayer): LeaguePlayerStat =>
  Object.assign(new LeaguePlayerStat(), {
    leagueId,
    teamId: totals.teamId,
    playerId: totals.playerId,
    games: totals.games,
    ...statColumnsOf(totals.batting, totals.pitching),
  });

const teamRow = ({ leagueId, record, totals }: LedgerTeam): LeagueTeamStat =>
  Object.assign(new LeagueTeamStat(), { leagueId, teamId: totals.teamId, ...record, ...statColumnsOf(totals.batting, totals.pitching) });

const playerTotalsOf = (row: LeaguePlayerStat): PlayerTotals => ({
  playerId: row.playerId,
  teamId: row.teamId,
  games: rawNumber(row.games),
  ...statTotalsOf(row),
});

const teamRecordOf = (row: LeagueTeamStat): TeamRecordCounts => ({
  games: rawNumber(row.games),
  win: rawNumber(row.win),
  lose: rawNumber(row.lose),
  draw: rawNumber(row.draw),
});

const teamTotalsOf = (row: LeagueTeamStat): TeamTotals => ({ teamId: row.teamId, games: rawNumber(row.games), ...statTotalsOf(row) });

/**
 * The statistics module's SQL: reads of the maintained season totals and of a league's finished
 * games, and the writes of the totals (inside the transaction that writes the game record).
 */
@Injectable()
export class StatsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Locks the teams' rows (MySQL), in team id order, before their season totals are read and
   * written: saves of games with a team in common queue up, saves of other games never wait
   * here. The team rows always exist (a stat row to lock may not yet); SQLite writes one at a time anyway.
   */
  async lockTeams(manager: EntityManager, teamIds: readonly number[]): Promise<void> {
    if (manager.connection.options.type !== 'mysql' || teamIds.length === 0) return;
    const ids = [...new Set(teamIds)].sort((a, b) => a - b);
    await manager.query(`SELECT team_id FROM team WHERE team_id IN (${placeholders(ids.length)}) ORDER BY team_id FOR UPDATE`, ids);
  }

  /** The stored totals of the given teams (and their players) in a league. */
  async storedTotals(
    manager: EntityManager,
    leagueId: number,
    teamIds: number[],
  ): Promise<{ players: PlayerTotals[]; teams: { record: TeamRecordCounts; totals: TeamTotals }[] }> {
    const [playerRows, teamRows] = await Promise.all([
      manager.findBy(LeaguePlayerStat, { leagueId, teamId: In(teamIds) }),
      manager.findBy(LeagueTeamStat, { leagueId, teamId: In(teamIds) }),
    ]);
    return {
      players: playerRows.map(playerTotalsOf),
      teams: teamRows.map((row) => ({ record: teamRecordOf(row), totals: teamTotalsOf(row) })),
    };
  }

  async upsertTotals(manager: EntityManager, players: readonly LedgerPlayer[], teams: readonly LedgerTeam[]): Promise<void> {
    if (players.length > 0) await manager.upsert(LeaguePlayerStat, players.map(playerRow), ['leagueId', 'teamId', 'playerId']);
    if (teams.length > 0) await manager.upsert(LeagueTeamStat, teams.map(teamRow), ['leagueId', 'teamId']);
  }

  /** Inserts the totals of leagues that have none yet (a season being imported). */
  async insertTotals(manager: EntityManager, players: readonly LedgerPlayer[], teams: readonly LedgerTeam[]): Promise<void> {
    await insertChunked(manager, LeaguePlayerStat, players.map(playerRow));
    await insertChunked(manager, LeagueTeamStat, teams.map(teamRow));
  }

  async deletePlayerTotals(manager: EntityManager, key: { leagueId: number; teamId: number; playerId: number }): Promise<void> {
    await manager.delete(LeaguePlayerStat, key);
  }

  async deleteTeamTotals(manager: EntityManager, key: { leagueId: number; teamId: number }): Promise<void> {
    await manager.delete(LeagueTeamStat, key);
  }

  /**
   * Every player's season totals in the league with the names the rankings show, the counted games
   * of each player's team (the base of qualification) and the most games any team of the league
   * played, in one statement. Ordered by name in SQL so that the rankings' Korean-collation sort
   * (the rule) gets nearly sorted input and needs few comparisons: Hangul syllables sort the same
   * by code point.
   */
  async leaguePlayers(leagueId: number): Promise<LeaguePlayers> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT ps.player_id, ps.team_id, p.player_name, t.team_name, ts.games AS team_games,
         (SELECT MAX(games) FROM league_team_stat WHERE league_id = ?) AS max_team_games, ${RANKING_COUNTS.sql('ps')}
       FROM league_player_stat ps
       JOIN player p ON p.player_id = ps.player_id
       JOIN team t ON t.team_id = ps.team_id
       LEFT JOIN league_team_stat ts ON ts.league_id = ps.league_id AND ts.team_id = ps.team_id
       WHERE ps.league_id = ?
       ORDER BY p.player_name, t.team_name, ps.player_id`,
      [leagueId, leagueId],
    );
    if (rows.length === 0) {
      const teamGames = await this.teamGames(leagueId);
      return { players: [], teamGames, maxTeamGames: Math.max(0, ...teamGames.values()) };
    }
    return {
      // One object literal per row: the rankings map every player of the league on each uncached read (issue 10).
      players: rows.map((row) => ({
        playerId: rawNumber(row['player_id']),
        playerName: rawString(row['player_name']),
        teamId: rawNumber(row['team_id']),
        teamName: rawString(row['team_name']),
        ...RANKING_COUNTS.read(row),
      })),
      teamGames: new Map(rows.map((row) => [rawNumber(row['team_id']), rawNumber(row['team_games'])])),
      maxTeamGames: rawNumber(rows[0]['max_team_games']),
    };
  }

  /** Counted games of each team with totals in the league. */
  async teamGames(leagueId: number): Promise<Map<number, number>> {
    const rows: Row[] = await this.dataSource.query('SELECT team_id, games FROM league_team_stat WHERE league_id = ?', [leagueId]);
    return new Map(rows.map((row) => [rawNumber(row['team_id']), rawNumber(row['games'])]));
  }

  /** The league's own teams with their aggregates (zeros for a team without games). */
  async teamTotals(leagueId: number): Promise<TeamSeasonInput[]> {
    const rows = await this.ownTeamsWithTotals(leagueId, `t.team_id, t.team_name, ts.games, ${statColumnsSql('ts')}`);
    return rows.map((row) => ({ ...toTeamIdName(row), games: rawNumber(row['games']), ...statTotalsOf(row) }));
  }

  /** The league's own teams with the runs of their lines. */
  async standingsTeams(leagueId: number): Promise<StandingsTeam[]> {
    const rows = await this.ownTeamsWithTotals(leagueId, 't.team_id, t.team_name, t.logo_img, ts.bat_r, ts.pit_r');
    return rows.map((row) => ({ ...toTeamWithLogo(row), runsScored: rawNumber(row['bat_r']), runsAllowed: rawNumber(row['pit_r']) }));
  }

  /** The columns of the league's own teams (not its interleague guests, not placeholder teams) `t` beside their totals `ts`, if any. */
  private ownTeamsWithTotals(leagueId: number, columns: string): Promise<Row[]> {
    return this.dataSource.query(
      `SELECT ${columns}
       FROM league_team lt
       JOIN team t ON t.team_id = lt.team_id
       LEFT JOIN league_team_stat ts ON ts.league_id = lt.league_id AND ts.team_id = lt.team_id
       WHERE lt.league_id = ? AND lt.interleague = 0 AND t.spo_type <> ?`,
      [leagueId, SportType.Placeholder],
    );
  }

  /** Official results of games in which at least one side counts in the league, in time order. */
  async finishedGames(leagueId: number): Promise<LeagueGame[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT g.game_id, g.visit_team_id, g.home_team_id, g.visit_league_id, g.home_league_id,
         g.visit_score, g.home_score, g.win_type, g.winner_side, s.schedule_time
       FROM game g JOIN schedule s ON s.game_id = g.game_id
       WHERE (g.visit_league_id = ? OR g.home_league_id = ?) AND ${officialRecordSql('g')}
       ORDER BY s.schedule_time, g.game_id`,
      [leagueId, leagueId],
    );
    return rows.map((row) => ({
      gameId: rawNumber(row['game_id']),
      visitTeamId: rawNumber(row['visit_league_id']) === leagueId ? rawNumber(row['visit_team_id']) : OTHER_LEAGUE_VISIT,
      homeTeamId: rawNumber(row['home_league_id']) === leagueId ? rawNumber(row['home_team_id']) : OTHER_LEAGUE_HOME,
      visitScore: rawNumber(row['visit_score']),
      homeScore: rawNumber(row['home_score']),
      winType: rawString(row['win_type']) as WinType,
      winnerSide: rawStringOrNull(row['winner_side']) as GameSide | null,
      date: seoulDate(rawInstant(row['schedule_time'])),
    }));
  }

  /** The stored season rows of the leagues, of one team and/or one player when given. */
  async playerStatRows(filter: { leagueIds: readonly number[]; teamId?: number; playerId?: number }): Promise<PlayerStatRow[]> {
    if (filter.leagueIds.length === 0) return [];
    const conditions = [`ps.league_id IN (${placeholders(filter.leagueIds.length)})`];
    const params: number[] = [...filter.leagueIds];
    if (filter.teamId !== undefined) {
      conditions.push('ps.team_id = ?');
      params.push(filter.teamId);
    }
    if (filter.playerId !== undefined) {
      conditions.push('ps.player_id = ?');
      params.push(filter.playerId);
    }
    const rows: Row[] = await this.dataSource.query(
      `SELECT ps.league_id, ps.team_id, ps.player_id, ${statColumnsSql('ps')}
       FROM league_player_stat ps
       WHERE ${conditions.join(' AND ')}`,
      params,
    );
    return rows.map((row) => ({
      leagueId: rawNumber(row['league_id']),
      teamId: rawNumber(row['team_id']),
      playerId: rawNumber(row['player_id']),
      ...statTotalsOf(row),
    }));
  }

  /** The team's stored season rows in the leagues. */
  async teamStatRows(teamId: number, leagueIds: readonly number[]): Promise<TeamStatRow[]> {
    if (leagueIds.length === 0) return [];
    const rows: Row[] = await this.dataSource.query(
      `SELECT ts.league_id, ${statColumnsSql('ts')}
       FROM league_team_stat ts
       WHERE ts.team_id = ? AND ts.league_id IN (${placeholders(leagueIds.length)})`,
      [teamId, ...leagueIds],
    );
    return rows.map((row) => ({ leagueId: rawNumber(row['league_id']), ...statTotalsOf(row) }));
  }

  /**
   * The player's line for the team in each game of the leagues he batted or pitched in, in time
   * order, with the game's win type (a voided game is left out by the caller) and the opponent.
   * Reads the games module's tables like gamePitchingLines (the games module imports this one).
   */
  async playerGameLines(teamId: number, playerId: number, leagueIds: readonly number[]): Promise<PlayerGameRow[]> {
    if (leagueIds.length === 0) return [];
    const inLeagues = placeholders(leagueIds.length);
    const rows: Row[] = await this.dataSource.query(
      `SELECT g.game_id, g.win_type, s.schedule_time,
         CASE WHEN g.visit_team_id = ? THEN g.visit_league_id ELSE g.home_league_id END AS league_id,
         CASE WHEN g.visit_team_id = ? THEN ht.team_name ELSE vt.team_name END AS opponent_name,
         COALESCE(b.pa, 0) AS pa, COALESCE(b.ab, 0) AS ab, COALESCE(b.h, 0) AS h, COALESCE(b.hr, 0) AS hr,
         COALESCE(b.rbi, 0) AS rbi, COALESCE(b.bb, 0) AS bb, COALESCE(b.so, 0) AS so,
         COALESCE(p.outs, 0) AS p_outs, COALESCE(p.er, 0) AS p_er, COALESCE(p.so, 0) AS p_so, COALESCE(p.h, 0) AS p_h, COALESCE(p.bb, 0) AS p_bb
       FROM game g
       JOIN schedule s ON s.game_id = g.game_id
       JOIN team vt ON vt.team_id = g.visit_team_id
       JOIN team ht ON ht.team_id = g.home_team_id
       LEFT JOIN (SELECT game_id, SUM(pa) AS pa, SUM(ab) AS ab, SUM(h) AS h, SUM(hr) AS hr, SUM(rbi) AS rbi, SUM(bb) AS bb, SUM(so) AS so
                  FROM game_batting WHERE team_id = ? AND player_id = ? GROUP BY game_id) b ON b.game_id = g.game_id
       LEFT JOIN (SELECT game_id, SUM(outs) AS outs, SUM(er) AS er, SUM(so) AS so, SUM(h) AS h, SUM(bb) AS bb
                  FROM game_pitching WHERE team_id = ? AND player_id = ? GROUP BY game_id) p ON p.game_id = g.game_id
       WHERE (b.game_id IS NOT NULL OR p.game_id IS NOT NULL) AND ${officialRecordSql('g')}
         AND ((g.visit_team_id = ? AND g.visit_league_id IN (${inLeagues})) OR (g.home_team_id = ? AND g.home_league_id IN (${inLeagues})))
       ORDER BY s.schedule_time, g.game_id`,
      [teamId, teamId, teamId, playerId, teamId, playerId, teamId, ...leagueIds, teamId, ...leagueIds],
    );
    return rows.map((row) => ({
      gameId: rawNumber(row['game_id']),
      leagueId: rawNumber(row['league_id']),
      winType: rawString(row['win_type']) as WinType,
      scheduleTime: rawSeoulDateTime(row['schedule_time']),
      opponentTeamName: rawString(row['opponent_name']),
      batting: {
        bat_tpa: rawNumber(row['pa']),
        bat_ab: rawNumber(row['ab']),
        bat_hits: rawNumber(row['h']),
        bat_hr: rawNumber(row['hr']),
        bat_rbi: rawNumber(row['rbi']),
        bat_bb: rawNumber(row['bb']),
        bat_so: rawNumber(row['so']),
      },
      pitching: {
        pit_outs: rawNumber(row['p_outs']),
        pit_er: rawNumber(row['p_er']),
        pit_so: rawNumber(row['p_so']),
        pit_hits: rawNumber(row['p_h']),
        pit_bb: rawNumber(row['p_bb']),
      },
    }));
  }

  /**
   * The game's sides and its pitchers' lines in pitching order; null when the game has no record.
   * The games module offers no service for it (and imports this module), so this reads its tables.
   */
  async gamePitchingLines(gameId: number): Promise<GamePitchingLines | null> {
    const [game]: Row[] = await this.dataSource.query(
      'SELECT visit_team_id, home_team_id, visit_league_id, home_league_id FROM game WHERE game_id = ?',
      [gameId],
    );
    if (!game) return null;
    const rows: Row[] = await this.dataSource.query(
      `SELECT side, team_id, player_id, pitch_order, starter, decision
       FROM game_pitching
       WHERE game_id = ?
       ORDER BY pitch_order, game_pitching_id`,
      [gameId],
    );
    return {
      sides: {
        visit: { teamId: rawNumber(game['visit_team_id']), leagueId: rawNumber(game['visit_league_id']) },
        home: { teamId: rawNumber(game['home_team_id']), leagueId: rawNumber(game['home_league_id']) },
      },
      pitchers: rows.map((row) => ({
        side: rawString(row['side']) as GameSide,
        teamId: rawNumber(row['team_id']),
        playerId: rawNumber(row['player_id']),
        order: rawNumber(row['pitch_order']),
        starter: rawBool(row['starter']),
        decision: rawStringOrNull(row['decision']) as PitcherResult | null,
      })),
    };
  }
}
