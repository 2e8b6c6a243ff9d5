import type { BattingLineEntry, GameRecordBody, PitchingLineEntry } from '../api/game-entry.types';
import type { GameSide } from '../enums/game.enum';
import { checkBoxScore } from './box-score-checks';

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
