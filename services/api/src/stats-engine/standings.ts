import {
  DEFAULT_LEAGUE_RECORD_SETTINGS,
  type GameSide,
  gameOutcome,
  InvalidGameResultError,
  type LeagueRecordSettings,
  type StandingRow,
  type TeamGameResult,
  type TiebreakCriterion,
  type WinType,
  compareKorean,
} from '@dugout/contracts';

export type { StandingRow };

/** A finished game of the league (cancelled or unplayed games are not passed in). */
export interface StandingsGame {
  gameId: number;
  visitTeamId: number;
  homeTeamId: number;
  visitScore: number;
  homeScore: number;
  winType: WinType;
  /** Required for 6 몰수승, 7 기권승, 9 추첨승 and a level 4 승부치기; see gameOutcome. */
  winnerSide?: GameSide | null;
}

export interface StandingsTeam {
  teamId: number;
  teamName: string;
  logoImg?: string | null;
  /** The runs actually scored and allowed: the team's batting R and pitching R totals in the league. */
  runsScored?: number;
  runsAllowed?: number;
}

export type StandingsSettings = Pick<LeagueRecordSettings, 'pointsWin' | 'pointsDraw' | 'pointsLoss' | 'tiebreakOrder'>;

/** A counted game seen from one team. */
interface TeamGame {
  opponentId: number;
  result: TeamGameResult;
}

export function winPct(win: number, lose: number): number {
  return win + lose === 0 ? 0 : win / (win + lose);
}

/**
 * Team standings of one league.
 *
 * Rows are made for `teams` (a league team without games gets an empty row); games against
 * teams not listed (interleague opponents) still count for the listed team. What each win type
 * counts for is gameOutcome's rule: 노게임 counts for nobody, a forfeit is a win and a loss
 * whatever the score, 양팀 몰수패 is a loss for both, a level game that is not decided otherwise
 * is a draw. Runs are the team's batting R and pitching R totals (the runs actually scored, so
 * the standings and the team batting and pitching pages show one run total), not the official
 * score a forfeit is recorded with.
 *
 * Order: settings.tiebreakOrder, each criterion applied only to the teams still level after the
 * ones before it. Head-to-head is the win pct of the games among exactly those teams (a team
 * without a decision among them rates 0.500, between the winners and the losers). Teams still
 * level after the last criterion share a rank (1, 1, 3) and are listed by name.
 */
export function computeStandings(
  teams: readonly StandingsTeam[],
  games: readonly StandingsGame[],
  settings: StandingsSettings = DEFAULT_LEAGUE_RECORD_SETTINGS,
): StandingRow[] {
  const gamesByTeam = new Map<number, TeamGame[]>(teams.map((team) => [team.teamId, []]));
  for (const game of games) {
    if (game.visitTeamId === game.homeTeamId) {
      throw new InvalidGameResultError(`같은 팀끼리의 경기는 집계할 수 없습니다. (경기 ${game.gameId})`);
    }
    const outcome = gameOutcome(game);
    if (!outcome.counted || !outcome.visit || !outcome.home) continue;
    gamesByTeam.get(game.visitTeamId)?.push({ opponentId: game.homeTeamId, result: outcome.visit });
    gamesByTeam.get(game.homeTeamId)?.push({ opponentId: game.visitTeamId, result: outcome.home });
  }

  const rows = teams.map((team): StandingRow => {
    const played = gamesByTeam.get(team.teamId) ?? [];
    const count = (result: TeamGameResult) => played.filter((game) => game.result === result).length;
    const [win, lose, draw] = [count('W'), count('L'), count('D')];
    return {
      rank: 0,
      teamId: team.teamId,
      teamName: team.teamName,
      logoImg: team.logoImg ?? null,
      games: played.length,
      win,
      lose,
      draw,
      winPct: winPct(win, lose),
      gamesBehind: 0,
      point: win * settings.pointsWin + draw * settings.pointsDraw + lose * settings.pointsLoss,
      runsScored: team.runsScored ?? 0,
      runsAllowed: team.runsAllowed ?? 0,
    };
  });

  const tiedGroups = splitByCriteria(rows, settings.tiebreakOrder, 0, gamesByTeam);
  const ordered: StandingRow[] = [];
  for (const group of tiedGroups) {
    const rank = ordered.length + 1;
    for (const row of [...group].sort(byName)) ordered.push({ ...row, rank });
  }
  return withGamesBehind(ordered);
}

/** Splits level teams by one criterion after another; returns groups, best first. */
function splitByCriteria(
  group: StandingRow[],
  criteria: readonly TiebreakCriterion[],
  index: number,
  gamesByTeam: ReadonlyMap<number, TeamGame[]>,
): StandingRow[][] {
  if (group.length <= 1 || index >= criteria.length) return [group];
  const criterion = criteria[index];
  const value = criterionValue(criterion, group, gamesByTeam);
  // Larger is better for every criterion except runs allowed.
  const sign = criterion === 'runsAllowed' ? 1 : -1;
  const sorted = [...group].sort((a, b) => sign * (value(a) - value(b)));
  const result: StandingRow[][] = [];
  let start = 0;
  for (let i = 1; i <= sorted.length; i += 1) {
    if (i === sorted.length || value(sorted[i]) !== value(sorted[start])) {
      result.push(...splitByCriteria(sorted.slice(start, i), criteria, index + 1, gamesByTeam));
      start = i;
    }
  }
  return result;
}

function criterionValue(
  criterion: TiebreakCriterion,
  group: readonly StandingRow[],
  gamesByTeam: ReadonlyMap<number, TeamGame[]>,
): (row: StandingRow) => number {
  switch (criterion) {
    case 'winPct':
      return (row) => row.winPct;
    case 'points':
      return (row) => row.point;
    case 'wins':
      return (row) => row.win;
    case 'runsAllowed':
      return (row) => row.runsAllowed;
    case 'runsScored':
      return (row) => row.runsScored;
    case 'runDifferential':
      return (row) => row.runsScored - row.runsAllowed;
    case 'headToHead': {
      const tied = new Set(group.map((row) => row.teamId));
      const pct = new Map<number, number>();
      for (const row of group) {
        const among = (gamesByTeam.get(row.teamId) ?? []).filter((game) => tied.has(game.opponentId));
        const win = among.filter((game) => game.result === 'W').length;
        const lose = among.filter((game) => game.result === 'L').length;
        pct.set(row.teamId, win + lose === 0 ? 0.5 : win / (win + lose));
      }
      return (row) => pct.get(row.teamId) ?? 0.5;
    }
  }
}

function byName(a: StandingRow, b: StandingRow): number {
  return compareKorean(a.teamName, b.teamName) || a.teamId - b.teamId;
}

/**
 * Games behind the leader. When several teams share first place the reference is the one
 * furthest above .500 (largest W - L), so no first-placed team is "ahead of" the leader.
 * With a points-first order a lower-ranked team can have a negative value.
 */
function withGamesBehind(rows: StandingRow[]): StandingRow[] {
  const leaders = rows.filter((row) => row.rank === 1);
  if (leaders.length === 0) return rows;
  const leaderMargin = Math.max(...leaders.map((row) => row.win - row.lose));
  return rows.map((row) => ({ ...row, gamesBehind: (leaderMargin - (row.win - row.lose)) / 2 }));
}

/** Games each team played (G, without 노게임), the base of the qualifying thresholds. */
export function teamGamesOf(rows: readonly StandingRow[]): Map<number, number> {
  return new Map(rows.map((row) => [row.teamId, row.games]));
}
