import type { GameSide } from '@dugout/contracts';
import { DEMO_MAINS } from './demo-catalog';
import { chooseLineup, lineupEntries } from './demo-lineup';
import { DemoWorld, type DemoTeam } from './demo-world';
import { simulateGame, type SimulatedGame, type SimulationOptions } from './game.simulator';
import { SeededRandom } from './seeded-random';

const gangdong = DEMO_MAINS[0];
const roster = new DemoWorld(gangdong, 'simulator-test').firstSeason(2025);
const [teamA, teamB] = roster.teams;

function play(seed: number, options: Partial<SimulationOptions> = {}, visit: DemoTeam = teamA, home: DemoTeam = teamB): SimulatedGame {
  const rng = new SeededRandom(seed);
  const visitLineup = chooseLineup(visit, '2025-05-01', rng);
  const homeLineup = chooseLineup(home, '2025-05-01', rng);
  return simulateGame({ team: visit, lineup: visitLineup }, { team: home, lineup: homeLineup }, rng, { rules: gangdong.rules, ...options });
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const other = (side: GameSide): GameSide => (side === 'visit' ? 'home' : 'visit');

/** Box-score arithmetic, written independently of the season-file validator. */
function expectConsistent(game: SimulatedGame): void {
  for (const side of ['visit', 'home'] as const) {
    const bats = game.batting.filter((line) => line.side === side);
    const arms = game.pitching.filter((line) => line.side === other(side));
    const runs = game[side].runs;
    expect(sum(game.lineScore[side].map((value) => value ?? 0))).toBe(runs);
    expect(sum(bats.map((line) => line.r))).toBe(runs);
    expect(sum(arms.map((line) => line.r))).toBe(runs);
    expect(sum(bats.map((line) => line.h))).toBe(game[side].hits);
    expect(sum(arms.map((line) => line.h))).toBe(game[side].hits);
    expect(sum(bats.map((line) => line.bb + line.hbp))).toBe(game[side].walks);
    expect(sum(arms.map((line) => line.bb + line.hbp))).toBe(game[side].walks);
    expect(sum(arms.map((line) => line.bf))).toBe(sum(bats.map((line) => line.pa)));
    expect(sum(arms.map((line) => line.so))).toBe(sum(bats.map((line) => line.so)));
    for (const line of bats) expect(line.pa).toBe(line.ab + line.bb + line.hbp + line.sh + line.sf);
    for (const line of arms) expect(line.er).toBeLessThanOrEqual(line.r);
  }
  // Three outs in every half inning except possibly the last one played.
  const visitInnings = game.lineScore.visit.length;
  const homeInnings = game.lineScore.home.filter((value) => value !== null).length;
  const homeBattedLast = game.lineScore.home.length === visitInnings && game.lineScore.home[visitInnings - 1] !== null;
  const outsBy = (side: GameSide) => sum(game.pitching.filter((line) => line.side === side).map((line) => line.outs));
  if (homeBattedLast) {
    expect(outsBy('home')).toBe(visitInnings * 3);
    expect(outsBy('visit')).toBeGreaterThanOrEqual(homeInnings * 3 - 3);
    expect(outsBy('visit')).toBeLessThanOrEqual(homeInnings * 3);
  } else {
    expect(outsBy('visit')).toBe(homeInnings * 3);
    expect(outsBy('home')).toBeLessThanOrEqual(visitInnings * 3);
  }
  const decisions = (side: GameSide, decision: string) => game.pitching.filter((line) => line.side === side && line.decision === decision).length;
  if (game.leader && game.end !== 'suspended') {
    expect(decisions(game.leader, 'w')).toBe(1);
    expect(decisions(other(game.leader), 'l')).toBe(1);
    expect(decisions(other(game.leader), 'w') + decisions(game.leader, 'l') + decisions(other(game.leader), 's')).toBe(0);
  } else {
    expect(game.pitching.filter((line) => line.decision === 'w' || line.decision === 'l' || line.decision === 's')).toHaveLength(0);
  }
}

describe('simulateGame', () => {
  const games = Array.from({ length: 400 }, (_, seed) => play(seed, {}, roster.teams[seed % 8], roster.teams[(seed + 3) % 8]));

  it('writes box scores that add up, with one winning and one losing pitcher', () => {
    for (const game of games) expectConsistent(game);
  });

  it("saves go to the winners' last reliever, also for an out with the tying run on base, at bat or on deck", () => {
    let shortSaves = 0;
    for (const game of games) {
      for (const save of game.pitching.filter((line) => line.decision === 's')) {
        const staff = game.pitching.filter((line) => line.side === save.side);
        expect(save.side).toBe(game.leader);
        expect(save).toBe(staff[staff.length - 1]);
        expect(save.starter).toBe(false);
        if (save.outs < 3) shortSaves += 1;
      }
    }
    // Official rule 9.19(c)(2): fewer than three outs can be a save; the old simplification never gave one.
    expect(shortSaves).toBeGreaterThan(0);
  });

  it('plays like amateur baseball: .250-.330 hitting, ERA 3-7, many walks and errors, mostly 7 innings', () => {
    const batting = games.flatMap((game) => game.batting);
    const pitching = games.flatMap((game) => game.pitching);
    const average = sum(batting.map((line) => line.h)) / sum(batting.map((line) => line.ab));
    const era = (sum(pitching.map((line) => line.er)) * 27) / sum(pitching.map((line) => line.outs));
    const walkRate = sum(batting.map((line) => line.bb + line.hbp)) / sum(batting.map((line) => line.pa));
    const errorsPerGame = sum(games.map((game) => game.visit.errors + game.home.errors)) / games.length;
    const sevenInnings = games.filter((game) => game.innings >= 7).length / games.length;
    expect(average).toBeGreaterThan(0.25);
    expect(average).toBeLessThan(0.33);
    expect(era).toBeGreaterThan(3);
    expect(era).toBeLessThan(7);
    expect(walkRate).toBeGreaterThan(0.09);
    expect(errorsPerGame).toBeGreaterThan(1.5);
    expect(sevenInnings).toBeGreaterThan(0.5);
    expect(sum(batting.map((line) => line.sb))).toBeGreaterThan(sum(batting.map((line) => line.cs)) * 2);
  });

  it('ends games by time limit, by a big lead and, tied after seven, by 승부치기', () => {
    const ends = new Set(games.map((game) => game.end));
    expect(ends).toEqual(new Set(['regulation', 'time', 'mercy', 'tiebreak']));
    for (const game of games.filter((candidate) => candidate.end === 'mercy')) {
      const lead = Math.abs(game.visit.runs - game.home.runs);
      expect(lead).toBeGreaterThanOrEqual(10);
    }
    expect(games.some((game) => game.end === 'tiebreak' && game.innings > 7 && game.leader !== null)).toBe(true);
  });

  it('leaves level games as draws when 승부치기 is off', () => {
    const draws = Array.from({ length: 200 }, (_, seed) => play(1000 + seed, { tiebreakInnings: 0 })).filter((game) => game.leader === null);
    expect(draws.length).toBeGreaterThan(0);
    for (const game of draws) {
      expect(game.innings).toBeLessThanOrEqual(7);
      expectConsistent(game);
    }
  });

  it('stops for rain after the given innings', () => {
    for (let seed = 0; seed < 30; seed += 1) {
      const game = play(2000 + seed, { stopAfterInnings: 3 });
      expect(['rain', 'mercy']).toContain(game.end);
      expect(game.innings).toBeLessThanOrEqual(3);
      if (game.end === 'rain') expect(game.lineScore.home).toHaveLength(3);
      expectConsistent(game);
    }
  });

  it('suspends after the given half innings without decisions', () => {
    const game = play(3000, { suspendAfterHalfInnings: 5 });
    expect(game.end).toBe('suspended');
    expect(game.lineScore.visit).toHaveLength(3);
    expect(game.lineScore.home).toHaveLength(2);
    expect(game.pitching.every((line) => line.decision === null)).toBe(true);
    expectConsistent(game);
  });

  it('lines up whoever came: 1-99 starters with positions, the starting pitcher at 0 with a DH, reserves from 100', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const lineup = chooseLineup(teamA, '2025-05-01', new SeededRandom(seed));
      const entries = lineupEntries(lineup);
      const starters = entries.filter((entry) => entry.batNum >= 1 && entry.batNum <= 99);
      expect(starters.map((entry) => entry.batNum)).toEqual(starters.map((_, index) => index + 1));
      expect(starters.every((entry) => entry.position !== null)).toBe(true);
      const positions = starters.map((entry) => entry.position);
      expect(new Set(positions).size).toBe(positions.length);
      if (lineup.designatedHitter) {
        expect(positions).toContain('DH');
        expect(entries.filter((entry) => entry.batNum <= 0)).toEqual([{ playerKey: lineup.startingPitcher.key, batNum: 0, position: 'P' }]);
      } else {
        expect(starters.find((entry) => entry.position === 'P')?.playerKey).toBe(lineup.startingPitcher.key);
      }
      expect(entries.filter((entry) => entry.batNum >= 100).every((entry) => entry.position === null)).toBe(true);
      expect(new Set(entries.map((entry) => entry.playerKey)).size).toBe(entries.length);
    }
  });
});
