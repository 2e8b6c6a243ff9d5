import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatSeasonFile } from './season-file.format';
import type { SeasonFile } from './season-file.types';
import { readSeasonFileText, validateSeasonFile, type SeasonFileValidation } from './season-file.validator';

// The documented example: one played game (visit wins 1:0 — batting lines 0-8 visit, 9-17 home;
// pitching 0 visit starter W, 1 visit reliever S, 2 home starter L, 3 home reliever), one rain-out
// and one upcoming make-up whose home team is not decided.
const exampleText = readFileSync(path.join(__dirname, '../../../docs/season-file-example.json'), 'utf8');
const example = (): SeasonFile => JSON.parse(exampleText) as SeasonFile;

function errorsOf(result: SeasonFileValidation) {
  return result.ok ? [] : result.errors;
}

function mutated(change: (file: SeasonFile & Record<string, unknown>) => unknown): SeasonFileValidation {
  const file = example() as SeasonFile & Record<string, unknown>;
  const replaced = change(file);
  return validateSeasonFile(replaced === undefined ? file : replaced);
}

const record = (file: SeasonFile) => file.games[0].record as NonNullable<SeasonFile['games'][number]['record']>;
const lineup = (file: SeasonFile, index = 0) => (file.games[0].lineups ?? [])[index];
const addSecondLeague = (file: SeasonFile) => file.leagues.push({ key: 'gd-2025-sun', leagueName: '일요리그' });

describe('validateSeasonFile', () => {
  it('accepts the documented example', () => {
    const result = validateSeasonFile(example());
    expect(errorsOf(result)).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('accepts the example read from text and keeps it intact through formatSeasonFile', () => {
    const result = readSeasonFileText(exampleText);
    expect(result.ok).toBe(true);
    expect(formatSeasonFile(example())).toBe(exampleText);
  });

  type Case = [name: string, change: (file: SeasonFile & Record<string, unknown>) => unknown, path: string, message: string];
  const cases: Case[] = [
    ['an unsupported format version', (f) => void (f.formatVersion = 2 as 1), 'formatVersion', '형식 버전'],
    ['a file that is not an object', () => [], '', '객체'],
    ['an unknown field, reported at the field', (f) => void ((f.games[0] as unknown as Record<string, unknown>).weather = 'rain'), 'games[0].weather', '알 수 없는 항목'],
    ['a number written as a string', (f) => void ((record(f).batting[0] as unknown as Record<string, unknown>).ab = '4'), 'games[0].record.batting[0].ab', '정수'],
    ['a negative count', (f) => void (record(f).batting[1].h = -1), 'games[0].record.batting[1].h', '0 이상'],
    ['a count no game can reach', (f) => void (record(f).pitching[0].pitches = 3e9), 'games[0].record.pitching[0].pitches', '999 이하'],
    ['more plate appearances than any game', (f) => void (record(f).batting[0].pa = 100), 'games[0].record.batting[0].pa', '99 이하'],
    ['a team total no game can reach', (f) => void (record(f).visit.runs = 1000), 'games[0].record.visit.runs', '999 이하'],
    ['points that are not whole numbers', (f) => void (f.leagues[0].settings = { pointsWin: 2.5 }), 'leagues[0].settings.pointsWin', '정수'],
    ['a qualification multiplier beyond its column', (f) => void (f.leagues[0].settings = { batterQualifyMultiplier: 1e6 }), 'leagues[0].settings.batterQualifyMultiplier', '99 이하'],
    ['an unknown bat/throw code', (f) => void (f.players[0].batThrw = 99 as 11), 'players[0].batThrw', '다음 중 하나'],
    ['a birthday that does not exist', (f) => void (f.players[0].birthday = '19991332'), 'players[0].birthday', 'YYYYMMDD'],
    ['a game time without the Korean offset', (f) => void (f.games[0].scheduleTime = '2025-03-22 07:00'), 'games[0].scheduleTime', '+09:00'],
    ['a game time in UTC', (f) => void (f.games[0].scheduleTime = '2025-03-21T22:00:00Z'), 'games[0].scheduleTime', '한국 시간'],
    ['a missing required field', (f) => void delete (f.games[0] as Partial<SeasonFile['games'][number]>).isCancel, 'games[0].isCancel', '필수'],
    ['a cancel reason over 5 characters', (f) => void (f.games[1].cancelReason = '우천으로취소'), 'games[1].cancelReason', '5자'],
    ['a bad league path', (f) => void (f.leagueMain.leaguePath = 'Gang Dong'), 'leagueMain.leaguePath', '영문 소문자'],
    ['a duplicated team key', (f) => void (f.teams[1].key = f.teams[0].key), 'teams[1].key', '겹칩니다'],
    ['a player of an unknown team', (f) => void (f.players[0].teamKey = 'nope'), 'players[0].teamKey', '없는 팀'],
    ['a player on a placeholder team', (f) => void (f.teams[0].spoType = 9), 'players[0].teamKey', '임시 팀'],
    ['an unknown ground', (f) => void (f.games[0].groundKey = 'gd-g9'), 'games[0].groundKey', '없는 구장'],
    ['a league registration outside the team\'s leagues', (f) => {
      addSecondLeague(f);
      f.leaguePlayers[0].leagueKey = 'gd-2025-sun';
    }, 'leaguePlayers[0].leagueKey', '속해 있지 않습니다'],
    ['a season that ends before it begins', (f) => void (f.season.endDate = '2025-02-01'), 'season.endDate', '시작일'],
    ['a team outside the game\'s league without an interleague flag', (f) => void (f.leagueTeams = f.leagueTeams.filter((entry) => entry.teamKey !== 'gd-t008')), 'games[0].homeTeamKey', '교류전'],
    ['interleague flags on both sides', (f) => {
      addSecondLeague(f);
      f.games[0].visitInterleagueLeagueKey = 'gd-2025-sun';
      f.games[0].homeInterleagueLeagueKey = 'gd-2025-sun';
    }, 'games[0].homeInterleagueLeagueKey', '한쪽'],
    ['an interleague league equal to the game\'s league', (f) => void (f.games[0].homeInterleagueLeagueKey = 'gd-2025-sat'), 'games[0].homeInterleagueLeagueKey', '달라야'],
    ['the same team on both sides', (f) => void (f.games[2].homeTeamKey = f.games[2].visitTeamKey), 'games[2].homeTeamKey', '같은 팀'],
    ['a game outside the season', (f) => void (f.games[2].scheduleTime = '2026-01-10T12:00:00+09:00'), 'games[2].scheduleTime', '시즌 기간'],
    ['a cancelled game without a reason', (f) => {
      f.games[2].isCancel = true;
      f.games[2].cancelReason = null;
    }, 'games[2].cancelReason', '취소 사유'],
    ['a reason on a game that is not cancelled', (f) => void (f.games[0].cancelReason = '우천취소'), 'games[0].cancelReason', 'null'],
    ['a cancelled game with a record', (f) => void (f.games[1].record = structuredClone(record(f))), 'games[1].record', '취소된 경기'],
    ['a record for a game whose team is undecided', (f) => void (f.games[2].record = structuredClone(record(f))), 'games[2].record', '두 팀'],
    ['team runs that are not the batters\' runs', (f) => void (record(f).batting[1].r = 2), 'games[0].record.visit.runs', '타자 득점 합계'],
    ['a line score that does not add up', (f) => void (record(f).lineScore.visit[5] = 2), 'games[0].record.visit.runs', '이닝별 점수 합계'],
    ['team hits that are not the batters\' hits', (f) => void (record(f).home.hits = 3), 'games[0].record.home.hits', '타자 안타 합계'],
    ['pitchers\' hits that are not the other side\'s hits', (f) => {
      record(f).pitching[0].h = 3;
      record(f).pitching[0].bf += 1;
    }, 'games[0].record.pitching', '피안타 합계'],
    ['walks that are not the batters\' walks', (f) => void (record(f).visit.walks = 4), 'games[0].record.visit.walks', '사사구'],
    ['plate appearances that are not AB+BB+HBP+SH+SF', (f) => void (record(f).batting[0].pa = 5), 'games[0].record.batting[0].pa', '타석'],
    ['more hits than at-bats', (f) => void (record(f).batting[2].h = 5), 'games[0].record.batting[2].h', '타수보다'],
    ['more earned runs than runs', (f) => void (record(f).pitching[2].er = 2), 'games[0].record.pitching[2].er', '자책점'],
    ['pitchers\' outs that do not fit the innings', (f) => void (record(f).pitching[0].outs = 18), 'games[0].record.pitching', '아웃 합계'],
    ['a winning side with no winning pitcher', (f) => void (record(f).pitching[0].decision = null), 'games[0].record.pitching', '승리 투수(w)'],
    ['a win credited to the losing side', (f) => void (record(f).pitching[3].decision = 'w'), 'games[0].record.pitching[3].decision', '이긴 팀'],
    ['a save credited to the losing side', (f) => void (record(f).pitching[3].decision = 's'), 'games[0].record.pitching[3].decision', '이긴 팀'],
    ['a winner that does not match the score', (f) => void (record(f).winnerSide = 'home'), 'games[0].record.winnerSide', '점수'],
    ['no win type on a game that is not suspended', (f) => void (record(f).winType = null), 'games[0].record.winType', '서스펜디드'],
    ['a win credited in a forfeit awarded to the team that was behind', (f) => {
      record(f).winType = '6';
      record(f).winnerSide = 'home';
    }, 'games[0].record.pitching[0].decision', '앞서지 않은 몰수'],
    ['a forfeit won by the team that led, without its winning pitcher', (f) => {
      record(f).winType = '6';
      record(f).pitching[0].decision = null;
    }, 'games[0].record.pitching', '승리 투수(w)'],
    ['decisions in a no-contest', (f) => {
      record(f).winType = '5';
      record(f).winnerSide = null;
    }, 'games[0].record.pitching[0].decision', '노게임'],
    ['an X that is not the home side\'s last inning', (f) => void (record(f).lineScore.home[2] = null), 'games[0].record.lineScore.home[2]', '마지막 이닝'],
    ['an X while the home team trails', (f) => void (record(f).lineScore.home[6] = null), 'games[0].record.lineScore.home[6]', '앞서 있을 때만'],
    ['a batter of the other team', (f) => void (record(f).batting[0].playerKey = 'gd-p0157'), 'games[0].record.batting[0].playerKey', '소속이 아닙니다'],
    ['a batting slot whose sub order skips', (f) => void (record(f).batting[0].subOrder = 2), 'games[0].record.batting[0].subOrder', '교체 순서'],
    ['two pitchers with the same order', (f) => void (record(f).pitching[1].order = 1), 'games[0].record.pitching[1].order', '두 번'],
    ['a lineup starter without a position', (f) => void (lineup(f).entries[0].position = null), 'games[0].lineups[0].entries[0].position', '수비 위치'],
    ['two starting pitchers in a lineup', (f) => {
      lineup(f).entries[10].batNum = -1;
      lineup(f).entries[10].position = 'P';
    }, 'games[0].lineups[0].entries[10].batNum', '한 명뿐'],
    ['a gap in the batting order', (f) => void (lineup(f).entries[8].batNum = 12), 'games[0].lineups[0].entries', '빠짐없이'],
    ['a pitcher batting in a DH lineup', (f) => void (lineup(f).entries[9].batNum = 10), 'games[0].lineups[0].entries', '지명타자'],
    ['a lineup player of the other team', (f) => void (lineup(f).entries[0].playerKey = 'gd-p0157'), 'games[0].lineups[0].entries[0].playerKey', '소속이 아닙니다'],
    ['two lineups for one side', (f) => void (lineup(f, 1).side = 'visit'), 'games[0].lineups[1].side', '두 번'],
  ];

  it('accepts a forfeit awarded to the team that was behind on the field, with no pitcher decisions (OBR 9.03(e))', () => {
    const result = mutated((f) => {
      record(f).winType = '6';
      record(f).winnerSide = 'home';
      for (const line of record(f).pitching) if (line.decision !== 'h') line.decision = null;
    });
    expect(errorsOf(result)).toEqual([]);
  });

  it('accepts a forfeit before any play: no lines, a 0:0 field score', () => {
    const result = mutated((f) => {
      const game = record(f);
      Object.assign(game, { winType: '7', winnerSide: 'visit', batting: [], pitching: [], lineScore: { visit: [], home: [] } });
      game.visit = { runs: 0, hits: 0, errors: 0, walks: 0 };
      game.home = { runs: 0, hits: 0, errors: 0, walks: 0 };
    });
    expect(errorsOf(result)).toEqual([]);
  });

  it.each(cases)('refuses %s', (_name, change, expectedPath, message) => {
    const result = mutated(change);
    expect(result.ok).toBe(false);
    const errors = errorsOf(result);
    const atPath = errors.filter((error) => error.path === expectedPath);
    expect(atPath.map((error) => error.path)).toContain(expectedPath);
    expect(atPath.map((error) => error.message).join(' | ')).toContain(message);
  });

  it('stops listing after 500 errors and says how many it left out', () => {
    const result = mutated((f) => {
      const template = f.players[0];
      for (let i = 0; i < 600; i += 1) f.players.push({ ...template, key: `extra-${i}`, teamKey: 'nope' });
    });
    const errors = errorsOf(result);
    expect(errors).toHaveLength(501);
    expect(errors[500].message).toBe('그 밖의 오류 100건은 생략했습니다.');
  });
});

describe('historic sources: validateSeasonFile with acceptSourceInconsistencies', () => {
  const historic = { acceptSourceInconsistencies: true };
  const accepting = (change: (file: SeasonFile) => unknown) => {
    const file = example();
    change(file);
    return validateSeasonFile(file, historic);
  };
  const warningsOf = (result: SeasonFileValidation) => (result.ok ? result.warnings : []);

  type Inconsistency = [name: string, change: (file: SeasonFile) => unknown, path: string, message: string];
  const inconsistencies: Inconsistency[] = [
    ['team runs that are not the batters\' runs', (f) => void (record(f).batting[1].r = 2), 'games[0].record.visit.runs', '타자 득점 합계'],
    ['team hits that are not the batters\' hits', (f) => void (record(f).home.hits = 3), 'games[0].record.home.hits', '타자 안타 합계'],
    ['team walks that are not the batters\' walks', (f) => void (record(f).visit.walks = 4), 'games[0].record.visit.walks', '사사구'],
    ['a line score that does not add up to the runs', (f) => void (record(f).lineScore.visit[5] = 2), 'games[0].record.visit.runs', '이닝별 점수 합계'],
    ['pitchers\' hits that are not the other side\'s hits', (f) => {
      record(f).pitching[0].h = 3;
      record(f).pitching[0].bf += 1;
    }, 'games[0].record.pitching', '피안타 합계'],
    ['strikeouts that are not the other side\'s strikeouts', (f) => void (record(f).pitching[2].so += 1), 'games[0].record.pitching', '탈삼진 합계'],
    ['batters faced that are not the other side\'s plate appearances', (f) => void (record(f).pitching[2].bf += 1), 'games[0].record.pitching', '타석 합계'],
    ['pitchers\' outs that do not fit the innings', (f) => void (record(f).pitching[0].outs = 18), 'games[0].record.pitching', '아웃 합계'],
  ];

  it.each(inconsistencies)('refuses %s without the option, and accepts it as a warning at the same path with it', (_name, change, expectedPath, message) => {
    const strict = mutated((f) => change(f));
    expect(strict.ok).toBe(false);
    const errors = errorsOf(strict).filter((error) => error.path === expectedPath && error.message.includes(message));
    expect(errors).not.toEqual([]);

    const result = accepting(change);
    expect(errorsOf(result)).toEqual([]);
    expect(result.ok).toBe(true);
    expect(warningsOf(result)).toEqual(expect.arrayContaining(errors));
    expect(warningsOf(result).every((warning) => warning.path.startsWith('games[0].record'))).toBe(true);
  });

  it('has no warnings for a file whose box scores add up, with or without the option', () => {
    expect(validateSeasonFile(example(), historic)).toEqual({ ok: true, file: example(), warnings: [] });
    expect(validateSeasonFile(example())).toEqual({ ok: true, file: example(), warnings: [] });
  });

  type StillRefused = [name: string, change: (file: SeasonFile) => unknown, path: string, message: string];
  const stillRefused: StillRefused[] = [
    ['a number written as a string', (f) => void ((record(f).batting[0] as unknown as Record<string, unknown>).ab = '4'), 'games[0].record.batting[0].ab', '정수'],
    ['an unknown field', (f) => void ((f.games[0] as unknown as Record<string, unknown>).weather = 'rain'), 'games[0].weather', '알 수 없는 항목'],
    ['a player of an unknown team', (f) => void (f.players[0].teamKey = 'nope'), 'players[0].teamKey', '없는 팀'],
    ['more hits than at-bats in one line', (f) => void (record(f).batting[2].h = 5), 'games[0].record.batting[2].h', '타수보다'],
    ['more earned runs than runs in one line', (f) => void (record(f).pitching[2].er = 2), 'games[0].record.pitching[2].er', '자책점'],
    ['plate appearances that are not AB+BB+HBP+SH+SF in one line', (f) => void (record(f).batting[0].pa = 5), 'games[0].record.batting[0].pa', '타석'],
    ['a win credited to the losing side', (f) => void (record(f).pitching[3].decision = 'w'), 'games[0].record.pitching[3].decision', '이긴 팀'],
    ['a winner that does not match the score', (f) => void (record(f).winnerSide = 'home'), 'games[0].record.winnerSide', '점수'],
    ['a gap in a lineup\'s batting order', (f) => void (lineup(f).entries[8].batNum = 12), 'games[0].lineups[0].entries', '빠짐없이'],
  ];

  it.each(stillRefused)('still refuses %s', (_name, change, expectedPath, message) => {
    const result = accepting(change);
    expect(result.ok).toBe(false);
    const atPath = errorsOf(result).filter((error) => error.path === expectedPath);
    expect(atPath.map((error) => error.message).join(' | ')).toContain(message);
  });

  it('refuses a file with an error even when its other faults are only source inconsistencies', () => {
    const result = accepting((f) => {
      record(f).home.hits = 3;
      f.games[0].groundKey = 'gd-g9';
    });
    expect(errorsOf(result)).toEqual([{ path: 'games[0].groundKey', message: '없는 구장입니다: gd-g9' }]);
  });

  it('gives each warning the line of the field at fault when read from text', () => {
    const file = example();
    record(file).home.hits = 3;
    const text = formatSeasonFile(file);
    const result = readSeasonFileText(text, historic);
    expect(result.ok).toBe(true);
    const [warning] = warningsOf(result);
    expect(warning.path).toBe('games[0].record.home.hits');
    expect(warning.line).toBe(text.split('\n').findIndex((line) => line.includes('"home": {"runs":0,"hits":3')) + 1);
  });
});

describe('historic sources: fields old records lack', () => {
  it('accepts a team without director, manager name or founding date, and a player whose bats/throws are unknown', () => {
    const result = mutated((f) => {
      Object.assign(f.teams[0], { director: null, managerName: null, estbDt: null });
      f.players[0].batThrw = null;
    });
    expect(errorsOf(result)).toEqual([]);
  });

  it.each([
    ['an empty director', (f: SeasonFile) => void (f.teams[0].director = ''), 'teams[0].director', '빈 문자열'],
    ['a missing manager name (write null when unknown)', (f: SeasonFile) => void delete (f.teams[0] as Partial<SeasonFile['teams'][number]>).managerName, 'teams[0].managerName', '없으면 null'],
    ['a founding date that does not exist', (f: SeasonFile) => void (f.teams[0].estbDt = '2010-02-30'), 'teams[0].estbDt', 'YYYY-MM-DD'],
    ['a missing bats/throws', (f: SeasonFile) => void delete (f.players[0] as Partial<SeasonFile['players'][number]>).batThrw, 'players[0].batThrw', '없으면 null'],
  ])('still refuses %s', (_name, change, expectedPath, message) => {
    const result = mutated((f) => change(f));
    const atPath = errorsOf(result).filter((error) => error.path === expectedPath);
    expect(atPath.map((error) => error.message).join(' | ')).toContain(message);
  });
});

describe('counts the source did not record (null)', () => {
  it('accepts null for the counts the contract allows, and compares no sum that includes one', () => {
    const result = mutated((f) => {
      const game = record(f);
      Object.assign(game.batting[0], { ibb: null, hbp: null, sh: null, sf: null, cs: null, gidp: null });
      // The visitors' walks no longer match their recorded walks, nor the home staff's (one of whom did not record hit batsmen).
      game.visit.walks += 1;
      game.pitching[2].hbp = null;
      // The visiting starter's walks no longer match the home side's, but his hit batsmen were not recorded.
      game.pitching[0].bb -= 1;
      game.pitching[0].hbp = null;
      game.pitching[0].hr = null;
    });
    expect(errorsOf(result)).toEqual([]);
  });

  it('still compares the sums when every line recorded the count', () => {
    const result = mutated((f) => void (record(f).pitching[0].bb -= 1));
    expect(errorsOf(result)).toEqual([expect.objectContaining({ path: 'games[0].record.pitching', message: expect.stringContaining('볼넷+사구 합계') })]);
  });

  it('refuses plate appearances fewer than the parts the line did record', () => {
    const result = mutated((f) => {
      const line = record(f).batting[0];
      line.hbp = null;
      line.pa = line.ab + line.bb - 1;
    });
    expect(errorsOf(result)).toContainEqual({ path: 'games[0].record.batting[0].pa', message: expect.stringContaining('기록된 사구') });
  });

  it.each([
    ['batting', 'ab'],
    ['batting', 'so'],
    ['pitching', 'so'],
    ['pitching', 'outs'],
  ] as const)('refuses null for a %s count that is always recorded (%s)', (list, field) => {
    const result = mutated((f) => void ((record(f)[list][0] as unknown as Record<string, unknown>)[field] = null));
    expect(errorsOf(result).map((error) => error.path)).toContain(`games[0].record.${list}[0].${field}`);
  });
});

describe('readSeasonFileText', () => {
  it('refuses a field written twice in one object, at the second one\'s line', () => {
    const battingLine = '{"playerKey":"gd-p0104","side":"visit","batNum":2,"subOrder":0,"position":"CF","pa":4';
    const expectedLine = exampleText.split('\n').findIndex((line) => line.includes(battingLine)) + 1;
    const result = readSeasonFileText(exampleText.replace(battingLine, `${battingLine},"pa":5`));
    expect(errorsOf(result)).toEqual([
      { path: 'games[0].record.batting[1].pa', message: '같은 항목이 한 객체 안에 두 번 있습니다. 하나만 남겨 주세요.', line: expectedLine },
    ]);
  });

  it('reports a JSON syntax error with its line', () => {
    const broken = exampleText.replace('"source": "예시",', '"source": "예시"');
    const result = readSeasonFileText(broken);
    expect(result.ok).toBe(false);
    const [error] = errorsOf(result);
    expect(error.message).toContain('JSON 문법 오류');
    expect(error.line).toBe(4);
  });

  it('gives each validation error the line of the field at fault', () => {
    const battingLine = '{"playerKey":"gd-p0104","side":"visit","batNum":2,"subOrder":0,"position":"CF","pa":4';
    const expectedLine = exampleText.split('\n').findIndex((line) => line.includes(battingLine)) + 1;
    expect(expectedLine).toBeGreaterThan(1);
    const result = readSeasonFileText(exampleText.replace(battingLine, battingLine.replace('"pa":4', '"pa":"4"')));
    expect(errorsOf(result)).toEqual([
      { path: 'games[0].record.batting[1].pa', message: '정수여야 합니다.', line: expectedLine },
    ]);
  });

  it('puts an error about a missing field on the line of the object that lacks it', () => {
    const file = example();
    delete (file.games[0].record as Partial<NonNullable<SeasonFile['games'][number]['record']>>).winnerSide;
    const text = formatSeasonFile(file);
    const recordLine = text.split('\n').findIndex((line) => line.includes('"record": {')) + 1;
    const result = readSeasonFileText(text);
    expect(errorsOf(result)).toEqual([{ path: 'games[0].record.winnerSide', message: expect.any(String), line: recordLine }]);
  });
});
