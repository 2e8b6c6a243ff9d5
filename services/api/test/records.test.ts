import { BadRequestException, NotFoundException } from '@nestjs/common';
import { type GameSide, type WinType, winTypes } from '@dugout/contracts';
import { GameRecordService } from '../src/services/games/game-record.service';
import type { GameRecordInput } from '../src/repositories/games/game-record.types';
import { SeasonImportService } from '../src/data-tooling/season-import/season-import.service';
import { build } from './factories';
import { recomputeLeague, storedLeague } from './support/aggregate-oracle';
import { randomGameRecord, seededRandom } from './support/random-game-record';
import { smallSeasonFile } from './support/small-season';
import { createTestApp, type TestApp } from './support/test-app';

interface ScheduledGame {
  gameId: number;
  leagueId: number;
  visitTeamId: number;
  homeTeamId: number;
  visitGuestLeague: number | null;
}

describe('game records and the aggregates kept with them (MySQL)', () => {
  let t: TestApp;
  let records: GameRecordService;
  let leagueIds: number[];
  let games: ScheduledGame[];
  const rosters = new Map<number, number[]>();

  const rostersOf = (game: ScheduledGame): Record<GameSide, number[]> => ({
    visit: rosters.get(game.visitTeamId) ?? [],
    home: rosters.get(game.homeTeamId) ?? [],
  });

  const expectAggregatesToMatchLines = async () => {
    for (const leagueId of leagueIds) {
      expect(await storedLeague(t.dataSource, leagueId)).toEqual(await recomputeLeague(t.dataSource, leagueId));
    }
  };

  const teamStat = async (leagueId: number, teamId: number) => {
    const rows: Record<string, unknown>[] = await t.dataSource.query('SELECT * FROM league_team_stat WHERE league_id = ? AND team_id = ?', [leagueId, teamId]);
    return rows[0] ? { games: Number(rows[0]['games']), win: Number(rows[0]['win']), lose: Number(rows[0]['lose']), draw: Number(rows[0]['draw']), batPa: Number(rows[0]['bat_pa']) } : null;
  };

  beforeAll(async () => {
    t = await createTestApp();
    records = t.app.get(GameRecordService);
    const result = await t.app.get(SeasonImportService).importFile(smallSeasonFile());
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const leagueRows: { league_id: number }[] = await t.dataSource.query('SELECT league_id FROM league WHERE season_id = ? ORDER BY sort_order', [result.summary.seasonId]);
    leagueIds = leagueRows.map((row) => Number(row.league_id));
    const scheduleRows: Record<string, unknown>[] = await t.dataSource.query(
      'SELECT game_id, league_id, visit_team_id, home_team_id, visit_team_league_id FROM schedule ORDER BY game_id',
    );
    games = scheduleRows.map((row) => ({
      gameId: Number(row['game_id']),
      leagueId: Number(row['league_id']),
      visitTeamId: Number(row['visit_team_id']),
      homeTeamId: Number(row['home_team_id']),
      visitGuestLeague: row['visit_team_league_id'] === null ? null : Number(row['visit_team_league_id']),
    }));
    const members: { team_id: number; player_id: number }[] = await t.dataSource.query('SELECT team_id, player_id FROM team_player ORDER BY player_id');
    for (const member of members) rosters.set(Number(member.team_id), [...(rosters.get(Number(member.team_id)) ?? []), Number(member.player_id)]);
  });

  afterAll(async () => {
    await t?.close();
  });

  afterEach(async () => {
    for (const game of games) await records.deleteRecord(game.gameId);
  });

  it('stores the line score, side totals and every line, innings as outs', async () => {
    const game = games[0];
    const record = randomGameRecord(seededRandom(1), rostersOf(game), { winType: '1' });
    await records.writeRecord(game.gameId, record);

    const [stored] = await t.dataSource.query('SELECT * FROM game WHERE game_id = ?', [game.gameId]);
    expect(stored).toMatchObject({ win_type: '1', visit_score: record.visit.runs, home_score: record.home.runs, visit_hits: record.visit.hits, home_errors: record.home.errors, visit_league_id: game.leagueId });
    const innings: { side: string; inning: number; runs: number | null }[] = await t.dataSource.query('SELECT side, inning, runs FROM game_inning WHERE game_id = ? ORDER BY side DESC, inning', [game.gameId]);
    expect(innings.filter((row) => row.side === 'visit').map((row) => row.runs)).toEqual(record.lineScore.visit);
    expect(innings.filter((row) => row.side === 'home').map((row) => row.runs)).toEqual(record.lineScore.home);
    const [{ line_count }] = await t.dataSource.query('SELECT COUNT(*) AS line_count FROM game_batting WHERE game_id = ?', [game.gameId]);
    expect(Number(line_count)).toBe(record.batting.length);
    const pitchers: { outs: number; pitch_order: number; starter: number }[] = await t.dataSource.query('SELECT outs, pitch_order, starter FROM game_pitching WHERE game_id = ? ORDER BY side, pitch_order', [game.gameId]);
    expect(pitchers.map((row) => Number(row.outs)).every(Number.isInteger)).toBe(true);
    await expectAggregatesToMatchLines();
  });

  it('refuses a wrong record with Korean messages keyed by field, writing nothing', async () => {
    const game = games[1];
    const record: GameRecordInput = randomGameRecord(seededRandom(2), rostersOf(game), { winType: '1' });
    const otherTeam = [...rosters.keys()].find((teamId) => teamId !== game.visitTeamId && teamId !== game.homeTeamId) as number;
    const stranger = (rosters.get(otherTeam) ?? [])[0];
    const broken: GameRecordInput = {
      ...record,
      batting: record.batting.map((line, i) => (i === 0 ? { ...line, h: line.ab + 1 } : i === 1 ? { ...line, playerId: stranger } : line)),
      visit: { ...record.visit, runs: record.visit.runs + 1 },
    };
    const error = await records.writeRecord(game.gameId, broken).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BadRequestException);
    const body = (error as BadRequestException).getResponse() as { message: string; errors: Record<string, string> };
    expect(body.message).toBe('입력값을 확인해 주세요.');
    expect(body.errors['batting[0].h']).toBe('안타는 타수보다 많을 수 없습니다.');
    expect(body.errors['batting[1].playerId']).toBe('이 팀 소속 선수가 아닙니다.');
    expect(body.errors['visit.runs']).toMatch(/이닝별 점수 합계/);
    const [{ count }] = await t.dataSource.query('SELECT COUNT(*) AS count FROM game WHERE game_id = ?', [game.gameId]);
    expect(Number(count)).toBe(0);

    const noWinner = await records.writeRecord(game.gameId, { ...record, winType: null, winnerSide: null }).catch((caught: unknown) => caught);
    expect(((noWinner as BadRequestException).getResponse() as { errors: Record<string, string> }).errors['winType']).toMatch(/서스펜디드/);
  });

  it('answers 404 for an unknown game, refuses a cancelled one, and deleting nothing is false', async () => {
    await expect(records.writeRecord(999999, randomGameRecord(seededRandom(3), rostersOf(games[0])))).rejects.toBeInstanceOf(NotFoundException);
    expect(await records.deleteRecord(games[2].gameId)).toBe(false);
    await build(t).games.reschedule(games[2].gameId, { isCancel: true, cancelReason: '우천취소' });
    try {
      await expect(records.writeRecord(games[2].gameId, randomGameRecord(seededRandom(4), rostersOf(games[2])))).rejects.toThrow('취소된 경기에는 기록을 입력할 수 없습니다.');
    } finally {
      await build(t).games.reschedule(games[2].gameId, { isCancel: false, cancelReason: null });
    }
  });

  describe('forfeits keep the field score and credit pitchers only when the awarded team led (OBR 9.03(e))', () => {
    /** A game won on the field by one side, turned into a forfeit awarded to `awarded`. */
    const forfeitOf = (awarded: 'leader' | 'trailer'): GameRecordInput => {
      for (let seed = 300; ; seed += 1) {
        const record = randomGameRecord(seededRandom(seed), rostersOf(games[4]), { winType: '1' });
        if (record.winnerSide === null) continue;
        const trailer: GameSide = record.winnerSide === 'visit' ? 'home' : 'visit';
        return { ...record, winType: '6', winnerSide: awarded === 'leader' ? record.winnerSide : trailer };
      }
    };
    const errorsOf = async (record: GameRecordInput) => {
      const error = await records.writeRecord(games[4].gameId, record).catch((caught: unknown) => caught);
      return error instanceof BadRequestException ? (error.getResponse() as { errors: Record<string, string> }).errors : {};
    };

    afterEach(async () => {
      await records.deleteRecord(games[4].gameId);
    });

    it('a forfeit awarded to the team that was behind credits no pitcher: a win or loss is refused', async () => {
      const record = forfeitOf('trailer');
      const errors = await errorsOf(record);
      expect(Object.values(errors).join(' ')).toContain('이긴 팀이 앞서지 않은 몰수');
      const withoutDecisions = { ...record, pitching: record.pitching.map((line) => ({ ...line, decision: line.decision === 'h' ? 'h' : null })) } as GameRecordInput;
      await records.writeRecord(games[4].gameId, withoutDecisions);
      const awarded = await teamStat(games[4].leagueId, record.winnerSide === 'visit' ? games[4].visitTeamId : games[4].homeTeamId);
      expect(awarded?.win).toBe(1);
      await expectAggregatesToMatchLines();
    });

    it('a forfeit awarded to the team that led keeps its winning and losing pitchers', async () => {
      const record = forfeitOf('leader');
      expect(record.pitching.some((line) => line.decision === 'w')).toBe(true);
      await records.writeRecord(games[4].gameId, record);
      const [{ wins }] = await t.dataSource.query('SELECT SUM(pit_wins) AS wins FROM league_player_stat WHERE league_id IN (?)', [leagueIds]);
      expect(Number(wins)).toBeGreaterThanOrEqual(1);
      await expectAggregatesToMatchLines();
    });
  });

  it.each(winTypes.codes)('win type %s changes the team aggregates by the rules, and deleting restores them', async (winType: WinType) => {
    const game = games[3];
    const expected: Record<WinType, (winner: GameSide | null) => [string, string]> = {
      '1': (w) => (w === null ? ['D', 'D'] : w === 'visit' ? ['W', 'L'] : ['L', 'W']),
      '2': (w) => (w === null ? ['D', 'D'] : w === 'visit' ? ['W', 'L'] : ['L', 'W']),
      '3': (w) => (w === null ? ['D', 'D'] : w === 'visit' ? ['W', 'L'] : ['L', 'W']),
      '4': (w) => (w === 'visit' ? ['W', 'L'] : ['L', 'W']),
      '5': () => ['-', '-'],
      '6': (w) => (w === 'visit' ? ['W', 'L'] : ['L', 'W']),
      '7': (w) => (w === 'visit' ? ['W', 'L'] : ['L', 'W']),
      '8': () => ['L', 'L'],
      '9': (w) => (w === 'visit' ? ['W', 'L'] : ['L', 'W']),
      A: (w) => (w === null ? ['D', 'D'] : w === 'visit' ? ['W', 'L'] : ['L', 'W']),
    };
    const record = randomGameRecord(seededRandom(100 + winTypes.codes.indexOf(winType)), rostersOf(game), { winType });
    await records.writeRecord(game.gameId, record);
    const [visitResult, homeResult] = expected[winType](record.winnerSide);
    const resultOf = (stat: Awaited<ReturnType<typeof teamStat>>) => (stat === null ? '-' : stat.win ? 'W' : stat.lose ? 'L' : 'D');
    const visit = await teamStat(game.leagueId, game.visitTeamId);
    const home = await teamStat(game.leagueId, game.homeTeamId);
    expect([resultOf(visit), resultOf(home)]).toEqual([visitResult, homeResult]);
    if (winType !== '5') {
      expect(visit?.games).toBe(1);
      const visitPa = record.batting.filter((line) => line.side === 'visit').reduce((sum, line) => sum + line.pa, 0);
      expect(visit?.batPa).toBe(visitPa);
    } else {
      const [{ count }] = await t.dataSource.query('SELECT COUNT(*) AS count FROM league_player_stat');
      expect(Number(count)).toBe(0);
      // The lines of a 노게임 are kept, they just count for nothing.
      const [{ line_count }] = await t.dataSource.query('SELECT COUNT(*) AS line_count FROM game_batting WHERE game_id = ?', [game.gameId]);
      expect(Number(line_count)).toBe(record.batting.length);
    }
    await expectAggregatesToMatchLines();
    expect(await records.deleteRecord(game.gameId)).toBe(true);
    expect(await teamStat(game.leagueId, game.visitTeamId)).toBeNull();
    expect(await teamStat(game.leagueId, game.homeTeamId)).toBeNull();
  });

  it('counts an interleague guest in its own league, not in the host league', async () => {
    const game = games.find((candidate) => candidate.visitGuestLeague !== null) as ScheduledGame;
    await records.writeRecord(game.gameId, randomGameRecord(seededRandom(7), rostersOf(game), { winType: '1' }));
    expect(await teamStat(game.leagueId, game.visitTeamId)).toBeNull();
    expect((await teamStat(game.visitGuestLeague as number, game.visitTeamId))?.games).toBe(1);
    expect((await teamStat(game.leagueId, game.homeTeamId))?.games).toBe(1);
    const [snapshot] = await t.dataSource.query('SELECT visit_league_id, home_league_id FROM game WHERE game_id = ?', [game.gameId]);
    expect([Number(snapshot.visit_league_id), Number(snapshot.home_league_id)]).toEqual([game.visitGuestLeague, game.leagueId]);
    await expectAggregatesToMatchLines();
  });

  it.each([11, 22, 33])('property (seed %i): after random writes, rewrites and deletes the aggregates equal a recomputation from the lines', async (seed) => {
    const random = seededRandom(seed);
    const recorded = new Set<number>();
    for (let step = 0; step < 60; step += 1) {
      const game = random.pick(games);
      const roll = random.next();
      if (roll < 0.25 && recorded.size > 0) {
        const gameId = random.pick([...recorded]);
        expect(await records.deleteRecord(gameId)).toBe(true);
        recorded.delete(gameId);
      } else {
        // A write to a game that already has a record is a rewrite: old lines out, new lines in.
        await records.writeRecord(game.gameId, randomGameRecord(random, rostersOf(game)));
        recorded.add(game.gameId);
      }
      if (step % 20 === 19) await expectAggregatesToMatchLines();
    }
    await expectAggregatesToMatchLines();
    const [{ total }] = await t.dataSource.query('SELECT COALESCE(SUM(bat_h), 0) AS total FROM league_player_stat');
    const [{ lines }] = await t.dataSource.query(
      "SELECT COALESCE(SUM(b.h), 0) AS `lines` FROM game_batting b JOIN game g ON g.game_id = b.game_id WHERE g.win_type IS NOT NULL AND g.win_type <> '5'",
    );
    expect(Number(total)).toBe(Number(lines));
  });
});
