import { pairRounds, placeGames, playingDates, slotKey, teamSummary, type RoundGame } from './round-robin';

const teamsOf = (count: number) => Array.from({ length: count }, (_, i) => 101 + i * 3);
const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

describe('pairRounds (circle method)', () => {
  for (let count = 2; count <= 20; count += 1) {
    for (let gameCnt = 1; gameCnt <= 3; gameCnt += 1) {
      it(`${count} teams, ${gameCnt} games per pairing`, () => {
        const teams = teamsOf(count);
        const result = pairRounds(teams, gameCnt);
        const perCycle = count % 2 === 0 ? count - 1 : count;
        expect(result.rounds).toBe(perCycle * gameCnt);
        expect(result.games).toHaveLength(((count * (count - 1)) / 2) * gameCnt);

        // Every pair meets gameCnt times, home and away alternating between meetings.
        const meetings = new Map<string, RoundGame[]>();
        for (const game of result.games) {
          expect(game.homeTeamId).not.toBe(game.visitTeamId);
          const key = pairKey(game.homeTeamId, game.visitTeamId);
          meetings.set(key, [...(meetings.get(key) ?? []), game]);
        }
        expect(meetings.size).toBe((count * (count - 1)) / 2);
        for (const games of meetings.values()) {
          expect(games).toHaveLength(gameCnt);
          const ordered = [...games].sort((a, b) => a.round - b.round);
          for (let i = 1; i < ordered.length; i += 1) expect(ordered[i]?.homeTeamId).toBe(ordered[i - 1]?.visitTeamId);
        }

        // No team twice in one round; with an odd count exactly one team sits out each round.
        for (let round = 1; round <= result.rounds; round += 1) {
          const playing = result.games.filter((game) => game.round === round).flatMap((game) => [game.homeTeamId, game.visitTeamId]);
          expect(new Set(playing).size).toBe(playing.length);
          const byes = result.byes.filter((bye) => bye.round === round);
          expect(byes).toHaveLength(count % 2);
          for (const bye of byes) expect(playing).not.toContain(bye.teamId);
          expect(playing.length + byes.length).toBe(count);
        }

        // Home and away within one of an even split; byes spread evenly (gameCnt each when odd).
        for (const line of teamSummary(teams, result.games, result.byes)) {
          expect(line.games).toBe((count - 1) * gameCnt);
          expect(Math.abs(line.home - line.away)).toBeLessThanOrEqual(1);
          expect(line.byes).toBe(count % 2 === 1 ? gameCnt : 0);
        }
      });
    }
  }

  it('is deterministic and ignores the order of the team ids', () => {
    const teams = teamsOf(9);
    expect(pairRounds([...teams].reverse(), 2)).toEqual(pairRounds(teams, 2));
  });

  it('makes nothing of fewer than two teams', () => {
    expect(pairRounds([7], 2)).toEqual({ rounds: 0, games: [], byes: [] });
  });
});

describe('placeGames', () => {
  const options = { beginDate: '2026-03-01', endDate: '2026-11-30', weekdays: [0, 6], times: ['09:00', '13:00'], groundIds: [5, 2] };

  it('lists the period days on the chosen weekdays (0 = Sunday)', () => {
    expect(playingDates('2026-03-01', '2026-03-10', [0, 6])).toEqual(['2026-03-01', '2026-03-07', '2026-03-08']);
  });

  for (let count = 2; count <= 20; count += 1) {
    for (let gameCnt = 1; gameCnt <= 3; gameCnt += 1) {
      it(`${count} teams x ${gameCnt}: no ground or team booked twice at one date-time, a team once a day`, () => {
        const { games } = pairRounds(teamsOf(count), gameCnt);
        const placement = placeGames(games, { ...options, endDate: '2028-12-31' });
        if (!placement.ok) throw new Error('not placed');
        expect(placement.games).toHaveLength(games.length);
        const grounds = new Set<string>();
        const teamDays = new Set<string>();
        for (const game of placement.games) {
          const ground = slotKey(game.date, game.time, game.groundId);
          expect(grounds.has(ground)).toBe(false);
          grounds.add(ground);
          for (const team of [game.homeTeamId, game.visitTeamId]) {
            expect(teamDays.has(`${game.date} ${team}`)).toBe(false);
            teamDays.add(`${game.date} ${team}`);
          }
          expect([0, 6]).toContain(new Date(`${game.date}T00:00:00Z`).getUTCDay());
          expect(['09:00', '13:00']).toContain(game.time);
          expect([2, 5]).toContain(game.groundId);
        }
        // Round 1 opens the season.
        const sorted = [...placement.games].sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time) || a.groundId - b.groundId);
        expect(sorted[0]?.round).toBe(1);
      });
    }
  }

  it('fills the earliest time first, then the lower ground id', () => {
    const { games } = pairRounds([1, 2, 3, 4], 1);
    const placement = placeGames(games, options);
    if (!placement.ok) throw new Error('not placed');
    expect(placement.games.slice(0, 2).map((game) => [game.date, game.time, game.groundId])).toEqual([
      ['2026-03-01', '09:00', 2],
      ['2026-03-01', '09:00', 5],
    ]);
  });

  it('skips blocked slots', () => {
    const { games } = pairRounds([1, 2], 1);
    const placement = placeGames(games, { ...options, groundIds: [2], blockedSlots: new Set([slotKey('2026-03-01', '09:00', 2)]) });
    expect(placement.ok && placement.games[0]).toMatchObject({ date: '2026-03-01', time: '13:00', groundId: 2 });
  });

  it('says how many games fit when the period is too short', () => {
    const { games } = pairRounds(teamsOf(6), 1);
    const placement = placeGames(games, { ...options, endDate: '2026-03-08', times: ['09:00'], groundIds: [2] });
    expect(placement).toEqual({ ok: false, placed: 3, total: 15, dates: 3 });
  });

  it('is deterministic', () => {
    const { games } = pairRounds(teamsOf(16), 3);
    expect(placeGames(games, options)).toEqual(placeGames(games, options));
  });
});
