import { formatInnings, type PlayerRankingLists, type PlayerRankingRow } from '@dugout/contracts';
import type { LeaderBoards, Ranked, RankingEntry } from '../../stats-engine';

/** Which list a row is in: its games column counts games batted in batter lists and games pitched in pitcher lists. */
export type PlayerListRole = 'batter' | 'pitcher';

/** A ranked player as the spec's ranking row (rates unrounded; JSON has no Infinity, so such an ERA is null). */
export function playerRankingRow({ rank, entry }: Ranked<RankingEntry>, role: PlayerListRole): PlayerRankingRow {
  const { player } = entry;
  return {
    rank,
    playerId: player.playerId,
    teamId: player.teamId,
    player_name: player.playerName,
    team_name: player.teamName,
    game_cnt: role === 'pitcher' ? player.pitching.games : player.batting.games,
    bat_avg: entry.avg,
    bat_tpa: player.batting.pa,
    bat_ab: player.batting.ab,
    bat_hits: player.batting.h,
    bat_rbi: player.batting.rbi,
    bat_hr: player.batting.hr,
    pit_era: entry.era !== null && Number.isFinite(entry.era) ? entry.era : null,
    pit_inning: formatInnings(player.pitching.outs),
    pit_outs: player.pitching.outs,
    pit_bf: player.pitching.bf,
    pit_win: player.pitching.wins,
    pit_so: player.pitching.so,
  };
}

export const playerRankingRows = (ranked: readonly Ranked<RankingEntry>[], role: PlayerListRole): PlayerRankingRow[] =>
  ranked.map((entry) => playerRankingRow(entry, role));

/** The league home's boards under the spec's list names. */
export function playerRankingLists(boards: LeaderBoards): PlayerRankingLists {
  return {
    listAvg: playerRankingRows(boards.avg, 'batter'),
    listRbi: playerRankingRows(boards.rbi, 'batter'),
    listHr: playerRankingRows(boards.hr, 'batter'),
    listEra: playerRankingRows(boards.era, 'pitcher'),
    listWin: playerRankingRows(boards.wins, 'pitcher'),
    listSo: playerRankingRows(boards.so, 'pitcher'),
  };
}
