import type { BattingLineEntry, GameRecordBody, PitchingLineEntry } from '../api/game-entry.types';
import type { GameSide } from '../enums/game.enum';
import { BATTING_COUNTS, PITCHING_COUNTS } from '../api/records.types';
import { battingLineFaults, checkBoxScore, pitchingLineFaults, type BattingLineCounts, type BoxScoreContext, type PitchingLineCounts } from './box-score-checks';

function batter(side: GameSide, playerId: number, batNum: number, counts: Partial<BattingLineEntry> = {}): BattingLineEntry {
  return {
    playerId, side, batNum, subOrder: 0, position: null,
    pa: 4, ab: 4, r: 0, h: 0, b2: 0, b3: 0, hr: 0, rbi: 0, bb: 0, ibb: 0, hbp: 0, so: 0, sb: 0, cs: 0, sh: 0, sf: 0, gidp: 0,
    ...counts,
  };
}

function pitcher(side: GameSide, playerId: number, order: number, counts: Partial<PitchingLineEntry> = {}): PitchingLineEntry {
  return {
    playerId, side, order, starter: order === 1, decision: null,
    outs: 0, bf: 0, pitches: null, h: 0, hr: 0, r: 0, er: 0, bb: 0, hbp: 0, so: 0, wp: 0, bk: 0,
    ...counts,
  };
}

/**
 * A consistent 9-inning game, visit 3 - 2 home, the home half of the 9th not batted: visit batters
 * 3 R, 5 H (1 HR), 2 BB, 4 SO; home batters 2 R, 4 H, 1 BB, 6 SO. Home pitchers record 27 outs, visit 24.
 */
function validGame(): GameRecordBody {
  return {
    winType: '1',
    winnerSide: 'visit',
    lineScore: { visit: [1, 0, 0, 2, 0, 0, 0, 0, 0], home: [0, 1, 0, 0, 0, 1, 0, 0, null] },
    visit: { runs: 3, hits: 5, errors: 0, walks: 2 },
    home: { runs: 2, hits: 4, errors: 1, walks: 1 },
    batting: [
      batter('visit', 1, 1, { pa: 5, ab: 4, h: 2, r: 1, bb: 1, so: 1 }),
      batter('visit', 2, 2, { pa: 4, ab: 3, h: 2, hr: 1, r: 2, rbi: 2, bb: 1, so: 1 }),
      batter('visit', 3, 3, { pa: 4, ab: 4, h: 1, so: 2 }),
      batter('home', 11, 1, { pa: 4, ab: 3, h: 2, r: 1, bb: 1, so: 3 }),
      batter('home', 12, 2, { pa: 4, ab: 4, h: 2, r: 1, so: 3 }),
    ],
    pitching: [
      pitcher('visit', 4, 1, { outs: 18, bf: 22, h: 3, r: 1, er: 1, bb: 1, so: 4, decision: 'w' }),
      pitcher('visit', 5, 2, { outs: 6, bf: 7, h: 1, r: 1, er: 1, so: 2, decision: 's' }),
      pitcher('home', 13, 1, { outs: 27, bf: 36, h: 5, hr: 1, r: 3, er: 3, bb: 2, so: 4, decision: 'l' }),
    ],
  };
}

const check = (change: (game: GameRecordBody) => void) => {
  const game = validGame();
  change(game);
  return checkBoxScore(game);
};

describe('checkBoxScore', () => {
  it('passes a consistent game without warnings', () => {
    expect(checkBoxScore(validGame())).toEqual({ errors: {}, warnings: {} });
  });

  it('passes a score saved before any line (scoreboard first)', () => {
    expect(check((game) => { game.batting = []; game.pitching = []; }).errors).toEqual({});
  });

  describe('numbers', () => {
    it('refuses letters, negative and fractional counts with their path', () => {
      const { errors } = check((game) => {
        (game.batting[0] as unknown as Record<string, unknown>)['h'] = '2';
        game.pitching[0].outs = -1;
        game.lineScore.visit[2] = 1.5;
        game.home.errors = Number.NaN;
      });
      expect(errors).toMatchObject({
        'batting[0].h': '0 이상의 정수를 입력해 주세요.',
        'pitching[0].outs': '0 이상의 정수를 입력해 주세요.',
        'lineScore.visit[2]': '0 이상의 정수를 입력해 주세요.',
        'home.errors': '0 이상의 정수를 입력해 주세요.',
      });
    });

    it('allows null (not recorded) only for the optional counts', () => {
      expect(check((game) => { game.batting[0].hbp = null; game.pitching[0].pitches = null; }).errors).toEqual({});
      expect(check((game) => { (game.batting[0] as unknown as Record<string, unknown>)['ab'] = null; }).errors).toHaveProperty(['batting[0].ab']);
    });

    it('refuses a missing record, totals or lists', () => {
      expect(checkBoxScore(null as unknown as GameRecordBody).errors).toEqual({ record: '경기 기록이 없습니다.' });
      const { errors } = check((game) => {
        (game as unknown as Record<string, unknown>)['visit'] = undefined;
        (game as unknown as Record<string, unknown>)['batting'] = 'x';
        (game as unknown as Record<string, unknown>)['lineScore'] = null;
      });
      expect(Object.keys(errors)).toEqual(expect.arrayContaining(['visit', 'batting', 'lineScore']));
    });
  });

  describe('line score', () => {
    it('runs = the line score sum', () => {
      expect(check((game) => { game.lineScore.visit[8] = 1; }).errors['lineScore.visit']).toBe('원정 팀 이닝별 점수 합계(4)가 득점(3)과 다릅니다.');
    });

    it('X only in the home side last inning, and the home side one inning short at most', () => {
      expect(check((game) => { game.lineScore.home[3] = null; }).errors).toHaveProperty(['lineScore.home[3]']);
      expect(check((game) => { game.lineScore.home = [0, 1, 0, 0, 0, 1]; }).errors).toHaveProperty(['lineScore.home']);
    });

    it('forfeits keep the score by rule without a line score', () => {
      const { errors } = check((game) => {
        game.winType = '6';
        game.lineScore = { visit: [], home: [] };
        game.visit.runs = 9;
        game.home.runs = 0;
      });
      expect(errors).toEqual({});
    });
  });

  describe('batting against the scoreboard', () => {
    it('runs = the batters R total', () => {
      expect(check((game) => { game.batting[2].r = 1; }).errors['battingTotals.visit.r']).toBe('타자 득점 합계(4)가 원정 팀 득점(3)과 다릅니다.');
    });

    it('hits = the batters H total', () => {
      expect(check((game) => { game.home.hits = 5; }).errors['home.hits']).toBe('홈 팀 안타(5)가 타자 안타 합계(4)와 다릅니다.');
    });

    it('warns when 사사구 differ from the batters BB + HBP', () => {
      const result = check((game) => { game.home.walks = 3; });
      expect(result.errors).toEqual({});
      expect(result.warnings).toHaveProperty(['home.walks']);
    });
  });

  describe('opposing pitchers', () => {
    it.each([
      ['h', 'pitchingTotals.home.h'],
      ['bb', 'pitchingTotals.home.bb'],
      ['so', 'pitchingTotals.home.so'],
      ['hr', 'pitchingTotals.home.hr'],
      ['r', 'pitchingTotals.home.r'],
    ] as const)('their %s total equals the side batting total', (count, path) => {
      const { errors } = check((game) => {
        game.pitching[2][count] = (game.pitching[2][count] ?? 0) + 1;
        if (count === 'h' || count === 'bb') game.pitching[2].bf += 1;
      });
      expect(errors[path]).toMatch(/^홈 팀 투수들의 .+ 합계\(\d+\)가 원정 팀 타자들의 .+ 합계\(\d+\)와 다릅니다\.$/);
    });

    it('skips a count some line did not record', () => {
      expect(check((game) => { game.pitching[2].hr = null; }).errors).toEqual({});
    });
  });

  describe('plate appearances', () => {
    it('PA below AB + BB + HBP + SH + SF is an error', () => {
      expect(check((game) => { game.batting[0].pa = 4; }).errors['batting[0].pa']).toMatch(/^타석\(4\)이 .+합\(5\)보다 적습니다\.$/);
    });

    it('PA above is allowed with a warning (interference)', () => {
      const result = check((game) => { game.batting[0].pa = 6; });
      expect(result.errors).toEqual({});
      expect(result.warnings['batting[0].pa']).toContain('타격 방해');
    });

    it('line checks: H over AB, extra-base hits over H, SO over AB, R and RBI under HR, IBB over BB, ER over R, BF too small', () => {
      expect(check((game) => { game.batting[2].h = 5; }).errors).toHaveProperty(['batting[2].h']);
      expect(check((game) => { game.batting[2].b2 = 2; }).errors).toHaveProperty(['batting[2].h']);
      expect(check((game) => { game.batting[2].so = 5; }).errors).toHaveProperty(['batting[2].so']);
      expect(check((game) => { game.batting[1].r = 0; }).errors).toHaveProperty(['batting[1].r']);
      expect(check((game) => { game.batting[1].rbi = 0; }).errors).toHaveProperty(['batting[1].rbi']);
      expect(check((game) => { game.batting[0].ibb = 2; }).errors).toHaveProperty(['batting[0].ibb']);
      expect(check((game) => { game.pitching[0].er = 2; }).errors).toHaveProperty(['pitching[0].er']);
      expect(check((game) => { game.pitching[0].bf = 3; }).errors).toHaveProperty(['pitching[0].bf']);
    });
  });

  describe('outs and innings', () => {
    it('a side pitchers outs match the innings the other side batted', () => {
      expect(check((game) => { game.pitching[2].outs = 26; }).errors['pitchingTotals.home.outs']).toBe(
        '홈 팀 투수들의 아웃 합계(26)가 원정 팀의 공격 9이닝(27아웃)과 맞지 않습니다.',
      );
      // The home half of the 9th was not batted (X): 8 innings, 24 outs.
      expect(check((game) => { game.pitching[1].outs = 9; }).errors).toHaveProperty(['pitchingTotals.visit.outs']);
    });

    it('extra innings: 10 full innings each', () => {
      const { errors } = check((game) => {
        game.winnerSide = 'visit';
        game.lineScore = { visit: [1, 0, 0, 1, 0, 0, 0, 0, 0, 1], home: [0, 1, 0, 0, 0, 1, 0, 0, 0, 0] };
        game.pitching[1].outs = 12;
        game.pitching[2].outs = 30;
      });
      expect(errors).toEqual({});
    });

    it('a walk-off or a game called in the home half: fewer outs in the last half with a warning', () => {
      const result = check((game) => {
        game.lineScore.home[8] = 0;
        game.pitching[1].outs = 7;
      });
      expect(result.errors).toEqual({});
      expect(result.warnings).toHaveProperty(['pitchingTotals.visit.outs']);
    });

    it('a game called in the top half: the visitors last half may be short', () => {
      const result = check((game) => {
        game.winType = '2';
        game.lineScore.home = [0, 1, 0, 0, 0, 1, 0, 0];
        game.pitching[2].outs = 25;
      });
      expect(result.errors).toEqual({});
      expect(result.warnings).toHaveProperty(['pitchingTotals.home.outs']);
    });

    it('a short half other than the last is an error', () => {
      expect(check((game) => { game.pitching[1].outs = 4; }).errors).toHaveProperty(['pitchingTotals.visit.outs']);
    });
  });

  describe('decisions', () => {
    it('exactly one W and one L when the result gives decisions', () => {
      expect(check((game) => { game.pitching[0].decision = null; }).errors['decisions.w']).toBe('승리 투수를 한 명 지정해 주세요.');
      expect(check((game) => { game.pitching[2].decision = null; }).errors['decisions.l']).toBe('패전 투수를 한 명 지정해 주세요.');
      expect(check((game) => { game.pitching[1].decision = 'w'; }).errors['decisions.w']).toBe('승리 투수는 한 명뿐입니다.');
    });

    it('at most one S', () => {
      const { errors } = check((game) => {
        game.pitching[1].outs = 3;
        game.pitching.splice(2, 0, pitcher('visit', 6, 3, { outs: 3, bf: 3, decision: 's' }));
      });
      expect(errors['decisions.s']).toBe('세이브 투수는 한 명뿐입니다.');
    });

    it('holds and saves only for relievers', () => {
      expect(check((game) => { game.pitching[2].decision = 'h'; }).errors['pitching[2].decision']).toBe('홀드는 구원 투수만 받을 수 있습니다.');
      expect(check((game) => { game.pitching[1].decision = 'h'; }).errors).toEqual({});
    });

    it('a pitcher with a decision must have pitched', () => {
      const { errors } = check((game) => {
        game.pitching.push(pitcher('home', 14, 2, { decision: 'h' }));
      });
      expect(errors['pitching[3].decision']).toBe('던지지 않은 투수에게는 승·패·세이브·홀드를 줄 수 없습니다.');
    });

    it('W and S to the winners, L to the losers, none in a draw', () => {
      expect(check((game) => { game.pitching[0].decision = 'l'; game.pitching[2].decision = 'w'; }).errors).toHaveProperty(['pitching[0].decision']);
      const draw = check((game) => {
        game.lineScore.visit = [1, 0, 0, 1, 0, 0, 0, 0, 0];
        game.visit.runs = 2;
        game.winnerSide = null;
      });
      expect(draw.errors['pitching[0].decision']).toBe('이 경기 결과에는 승리·패전·세이브 투수가 없습니다.');
    });
  });

  it('a player once per side', () => {
    const { errors } = check((game) => {
      game.batting.push(batter('visit', 2, 4, { pa: 0, ab: 0 }));
      game.pitching.push(pitcher('home', 13, 2));
    });
    expect(errors['batting[5].playerId']).toBe('같은 선수가 타자 명단에 두 번 있습니다.');
    expect(errors['pitching[3].playerId']).toBe('같은 투수가 투수 명단에 두 번 있습니다.');
  });
});

describe('checkBoxScore with the context of a record to write', () => {
  const context: BoxScoreContext = { official: true, suspended: false, rosters: { visit: new Set([1, 2, 3, 4, 5]), home: new Set([11, 12, 13, 14]) } };
  const checkRecord = (change: (game: GameRecordBody) => void, given: BoxScoreContext = context) => {
    const game = validGame();
    change(game);
    return checkBoxScore(game, given).errors;
  };

  it('passes a consistent game', () => {
    expect(checkBoxScore(validGame(), context)).toEqual({ errors: {}, warnings: {} });
  });

  it('accepts null for the counts a scoresheet may lack, refuses it for the others, in Korean at its path', () => {
    const optional = checkRecord((game) => {
      Object.assign(game.batting[0], { ibb: null, hbp: null, sh: null, sf: null, cs: null, gidp: null });
      Object.assign(game.pitching[0], { pitches: null, hr: null, hbp: null });
    });
    expect(optional).toEqual({});
    const required = checkRecord((game) => {
      Object.assign(game.batting[0], { r: null });
      Object.assign(game.pitching[0], { er: null });
    });
    expect(required).toEqual({ 'batting[0].r': '0 이상의 정수를 입력해 주세요.', 'pitching[0].er': '0 이상의 정수를 입력해 주세요.' });
  });

  it('keeps the line rules, skipping a count not recorded', () => {
    expect(checkRecord((game) => { game.batting[0].ibb = 2; })).toEqual({ 'batting[0].ibb': '고의4구는 볼넷보다 많을 수 없습니다.' });
    expect(checkRecord((game) => { Object.assign(game.pitching[0], { hr: null, bf: 4, h: 5 }); })).toEqual({ 'pitching[0].bf': '상대 타자 수는 피안타·볼넷·사구의 합보다 적을 수 없습니다.' });
  });

  it('lets a draft have no win type, and keeps one on an official record unless the game is suspended', () => {
    const inProgress = (game: GameRecordBody) => {
      game.winType = null;
      game.winnerSide = null;
      for (const line of game.pitching) line.decision = null;
    };
    expect(checkRecord(inProgress, { ...context, official: false })).toEqual({});
    expect(checkRecord(inProgress, { ...context, suspended: true })).toEqual({});
    expect(checkRecord(inProgress)).toEqual({ winType: '확정된 기록에는 승리 유형이 있어야 합니다. (비워 둘 수 있는 것은 재개를 기다리는 서스펜디드 경기뿐입니다.)' });
  });

  it('checks players against the rosters, the codes, slots and orders', () => {
    const errors = checkRecord((game) => {
      game.batting[1].playerId = 12;
      game.batting[2].batNum = 1;
      game.batting[3].position = 'XX';
      game.pitching[1].starter = true;
    });
    expect(errors).toEqual({
      'batting[1].playerId': '이 팀 소속 선수가 아닙니다.',
      'batting[2].subOrder': '1번 타순의 0번째 선수가 두 번 있습니다.',
      'batting[3].position': '수비 위치가 올바르지 않습니다.',
      'pitching[1].starter': '선발 투수는 등판 순서 1인 투수 한 명뿐입니다.',
    });
  });

  it('does not ask the lines to add up to the scoreboard, but the line score to the runs', () => {
    expect(checkRecord((game) => { game.visit.hits = 9; game.pitching[1].outs = 3; })).toEqual({});
    expect(checkRecord((game) => { game.lineScore.visit[8] = 1; })).toEqual({ 'visit.runs': '원정 팀 이닝별 점수 합계(4)가 득점(3)과 다릅니다.' });
  });

  it('refuses decisions the result does not credit', () => {
    const draw = checkRecord((game) => {
      game.lineScore.visit = [1, 0, 0, 1, 0, 0, 0, 0, 0];
      game.visit.runs = 2;
      game.winnerSide = null;
    });
    expect(draw['pitching[0].decision']).toMatch(/끝나지 않은 경기에는 승·패·세이브 투수가 없습니다/);
  });
});

describe('one line at a time (the engine and the entry screen share these)', () => {
  const batting = (counts: Partial<BattingLineCounts>): BattingLineCounts => ({ ...(Object.fromEntries(BATTING_COUNTS.map((field) => [field, 0])) as BattingLineCounts), ...counts });
  const pitching = (counts: Partial<PitchingLineCounts>): PitchingLineCounts => ({ ...(Object.fromEntries(PITCHING_COUNTS.map((field) => [field, 0])) as PitchingLineCounts), ...counts });

  it('accepts a consistent batting line and names the impossible field in Korean', () => {
    expect(battingLineFaults(batting({ pa: 5, ab: 4, h: 2, b2: 1, hr: 1, bb: 1, r: 1, rbi: 2 }))).toEqual({ errors: {}, warnings: {} });
    expect(battingLineFaults(batting({ pa: 3, ab: 2, h: 3 })).errors).toEqual({ h: '안타는 타수보다 많을 수 없습니다.' });
    expect(battingLineFaults(batting({ pa: 2, ab: 3 })).errors).toHaveProperty('pa');
    expect(battingLineFaults(batting({ pa: 2, ab: 2, h: 1, hr: 1, r: 1 })).errors).toEqual({ rbi: '타점은 홈런보다 적을 수 없습니다.' });
    expect(battingLineFaults(batting({ pa: 3, ab: 2, h: 1, b2: 1, hr: 1, r: 1, rbi: 1 })).errors).toEqual({ h: '장타(2루타·3루타·홈런)는 안타보다 많을 수 없습니다.' });
    expect(battingLineFaults(batting({ pa: 2, ab: 2, bb: 0, ibb: 1 })).errors).toEqual({ ibb: '고의4구는 볼넷보다 많을 수 없습니다.' });
  });

  it('warns of a plate appearance beyond its at bats, walks, hit batters and sacrifices (interference, OBR 9.02(a)(1))', () => {
    expect(battingLineFaults(batting({ pa: 4, ab: 3 }))).toEqual({ errors: {}, warnings: { pa: expect.stringContaining('타격 방해') } });
  });

  it('skips counts not recorded (null)', () => {
    expect(battingLineFaults(batting({ pa: 3, ab: 3, h: 1, hbp: null, sh: null, sf: null, ibb: null })).errors).toEqual({});
    expect(battingLineFaults(batting({ pa: 2, ab: 3, hbp: null })).errors).toHaveProperty('pa');
  });

  it('accepts a consistent pitching line and rejects impossible ones', () => {
    expect(pitchingLineFaults(pitching({ outs: 15, bf: 20, h: 4, bb: 1, r: 2, er: 1, so: 5 })).errors).toEqual({});
    expect(pitchingLineFaults(pitching({ bf: 5, h: 1, r: 1, er: 2 })).errors).toEqual({ er: '자책점은 실점보다 많을 수 없습니다.' });
    expect(pitchingLineFaults(pitching({ bf: 1, h: 1, bb: 1 })).errors).toHaveProperty('bf');
    expect(pitchingLineFaults(pitching({ bf: 3, h: 1, hr: 2 })).errors).toEqual({ hr: '피홈런은 피안타보다 많을 수 없습니다.' });
  });
});
