import { WIN_TYPE_RULES, type WinType } from '@dugout/contracts';
import {
  addBatting,
  type BattingLine,
  type BattingTotals,
  battingTotalsOf,
  emptyBattingTotals,
  subtractBatting,
} from './batting';
import {
  addPitching,
  emptyPitchingTotals,
  type PitchingLine,
  type PitchingTotals,
  pitchingTotalsOf,
  subtractPitching,
} from './pitching';

export interface BoxScorePlayerLine {
  playerId: number;
  teamId: number;
  batting?: BattingLine | null;
  pitching?: PitchingLine | null;
}

/** A finished game's record: its win type and every player's line. */
export interface BoxScore {
  gameId: number;
  winType: WinType;
  visitTeamId: number;
  homeTeamId: number;
  lines: readonly BoxScorePlayerLine[];
}

/** A player's totals for one team (a player who changes team has one entry per team). */
export interface PlayerTotals {
  playerId: number;
  teamId: number;
  /** Games with a batting or a pitching line (a two-way player's game counts once). */
  games: number;
  batting: BattingTotals;
  pitching: PitchingTotals;
}

/** A team's totals: the sums of its players' lines and the games it played. */
export interface TeamTotals {
  teamId: number;
  games: number;
  batting: BattingTotals;
  pitching: PitchingTotals;
}

/** A team's season as the team pages read it: its totals and its name. */
export interface TeamSeasonInput extends TeamTotals {
  teamName: string;
}

export interface SeasonTotals {
  players: ReadonlyMap<string, PlayerTotals>;
  teams: ReadonlyMap<number, TeamTotals>;
}

export const playerKey = (teamId: number, playerId: number): string => `${teamId}:${playerId}`;

/** 노게임 (5) voids its player lines; every other win type keeps them (forfeits included). */
export function countsPlayerLines(winType: WinType): boolean {
  return !WIN_TYPE_RULES[winType].voidsPlayerLines;
}

export const emptySeasonTotals = (): SeasonTotals => ({ players: new Map(), teams: new Map() });

export const emptyPlayerTotals = (playerId: number, teamId: number): PlayerTotals => ({
  playerId,
  teamId,
  games: 0,
  batting: emptyBattingTotals(),
  pitching: emptyPitchingTotals(),
});

export const emptyTeamTotals = (teamId: number): TeamTotals => ({
  teamId,
  games: 0,
  batting: emptyBattingTotals(),
  pitching: emptyPitchingTotals(),
});

export function addPlayerTotals(a: PlayerTotals, b: PlayerTotals): PlayerTotals {
  return {
    playerId: a.playerId,
    teamId: a.teamId,
    games: a.games + b.games,
    batting: addBatting(a.batting, b.batting),
    pitching: addPitching(a.pitching, b.pitching),
  };
}

export function subtractPlayerTotals(a: PlayerTotals, b: PlayerTotals): PlayerTotals {
  if (a.games < b.games) throw new RangeError(`Subtracting ${b.games} games from ${a.games} would go below zero`);
  return {
    playerId: a.playerId,
    teamId: a.teamId,
    games: a.games - b.games,
    batting: subtractBatting(a.batting, b.batting),
    pitching: subtractPitching(a.pitching, b.pitching),
  };
}

export function addTeamTotals(a: TeamTotals, b: TeamTotals): TeamTotals {
  return {
    teamId: a.teamId,
    games: a.games + b.games,
    batting: addBatting(a.batting, b.batting),
    pitching: addPitching(a.pitching, b.pitching),
  };
}

export function subtractTeamTotals(a: TeamTotals, b: TeamTotals): TeamTotals {
  if (a.games < b.games) throw new RangeError(`Subtracting ${b.games} games from ${a.games} would go below zero`);
  return {
    teamId: a.teamId,
    games: a.games - b.games,
    batting: subtractBatting(a.batting, b.batting),
    pitching: subtractPitching(a.pitching, b.pitching),
  };
}

/**
 * What one box score adds to the season: one entry per player and one per team. A player's
 * game counts once however many lines he has in it (batting, pitching, or a line split in
 * two); both teams get the game even when nobody batted (a forfeit before play). A team's
 * counts are the sums of its players' lines. A 노게임 contributes nothing.
 */
export function boxScoreContribution(box: BoxScore): { players: PlayerTotals[]; teams: TeamTotals[] } {
  if (!countsPlayerLines(box.winType)) return { players: [], teams: [] };
  const teams = new Map<number, TeamTotals>();
  for (const teamId of [box.visitTeamId, box.homeTeamId]) {
    const batting = oneGame(emptyBattingTotals());
    teams.set(teamId, { teamId, games: 1, batting, pitching: oneGame(emptyPitchingTotals()) });
  }
  const players = new Map<string, PlayerTotals>();
  for (const line of box.lines) {
    const team = teams.get(line.teamId);
    if (!team) throw new RangeError(`Game ${box.gameId}: team ${line.teamId} did not play in it`);
    const key = playerKey(line.teamId, line.playerId);
    const player = players.get(key) ?? { ...emptyPlayerTotals(line.playerId, line.teamId), games: 1 };
    if (line.batting) {
      const counts = { ...battingTotalsOf(line.batting), games: 0 };
      player.batting = oneGame(addBatting(player.batting, counts));
      team.batting = addBatting(team.batting, counts);
    }
    if (line.pitching) {
      const counts = { ...pitchingTotalsOf(line.pitching), games: 0 };
      player.pitching = oneGame(addPitching(player.pitching, counts));
      team.pitching = addPitching(team.pitching, counts);
    }
    players.set(key, player);
  }
  return { players: [...players.values()], teams: [...teams.values()] };
}

function oneGame<T extends { games: number }>(totals: T): T {
  return { ...totals, games: 1 };
}

/**
 * Adds (direction 1) or removes (direction -1) one box score. To change a recorded game,
 * remove its old box score and add the new one; the result equals recomputing from scratch.
 * Entries that fall back to no games are dropped, so adding then removing leaves no trace.
 */
export function applyBoxScore(season: SeasonTotals, box: BoxScore, direction: 1 | -1): SeasonTotals {
  const players = new Map(season.players);
  const teams = new Map(season.teams);
  const { players: playerParts, teams: teamParts } = boxScoreContribution(box);
  for (const part of playerParts) {
    const key = playerKey(part.teamId, part.playerId);
    const current = players.get(key) ?? emptyPlayerTotals(part.playerId, part.teamId);
    const next = direction === 1 ? addPlayerTotals(current, part) : subtractPlayerTotals(current, part);
    if (next.games === 0) players.delete(key);
    else players.set(key, next);
  }
  for (const part of teamParts) {
    const current = teams.get(part.teamId) ?? emptyTeamTotals(part.teamId);
    const next = direction === 1 ? addTeamTotals(current, part) : subtractTeamTotals(current, part);
    if (next.games === 0) teams.delete(part.teamId);
    else teams.set(part.teamId, next);
  }
  return { players, teams };
}

/** Season totals recomputed from every box score. */
export function aggregateBoxScores(boxes: Iterable<BoxScore>): SeasonTotals {
  let season = emptySeasonTotals();
  for (const box of boxes) season = applyBoxScore(season, box, 1);
  return season;
}
