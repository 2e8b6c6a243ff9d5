import { emptyBattingLine, emptyPitchingLine } from '../../stats-engine';
import type { BattingLineInput, GameRecordInput, PitchingLineInput } from '../../repositories/games/game-record.types';
import { validateGameRecord } from './game-record.validator';

const context = { official: true, suspended: false, rosters: { visit: new Set([1, 2]), home: new Set([11, 12]) } };

const batter = (playerId: number, side: 'visit' | 'home', counts: Partial<BattingLineInput> = {}): BattingLineInput => ({
  ...emptyBattingLine(),
  playerId,
  side,
  batNum: 1,
  subOrder: 0,
  position: 'CF',
  pa: 4,
  ab: 3,
  h: 1,
  bb: 1,
  ...counts,
});

const pitcher = (playerId: number, side: 'visit' | 'home', counts: Partial<PitchingLineInput> = {}): PitchingLineInput => ({
  ...emptyPitchingLine(),
  playerId,
  side,
  order: 1,
  starter: true,
  outs: 27,
  bf: 30,
  h: 5,
  pitches: 100,
  decision: null,
  ...counts,
});

/** A 1:0 game decided by the score, one batter and one pitcher a side. */
function record(batting: BattingLineInput[], pitching: PitchingLineInput[]): GameRecordInput {
  return {
    winType: '1',
    winnerSide: 'visit',
    lineScore: { visit: [1, 0], home: [0, 0] },
    visit: { runs: 1, hits: 1, errors: 0, walks: 1 },
    home: { runs: 0, hits: 1, errors: 0, walks: 1 },
    batting,
    pitching,
  };
}

describe('validateGameRecord: counts not recorded', () => {
  it('accepts null for the counts a scoresheet may lack (IBB, HBP, SH, SF, CS, GIDP; pitches, HR and HBP allowed)', () => {
    const errors = validateGameRecord(
      record(
        [batter(1, 'visit', { ibb: null, hbp: null, sh: null, sf: null, cs: null, gidp: null }), batter(11, 'home')],
        [pitcher(2, 'visit', { pitches: null, hr: null, hbp: null }), pitcher(12, 'home')],
      ),
      context,
    );
    expect(errors).toEqual({});
  });

  it('refuses null for a count every scoresheet has, in Korean at its path', () => {
    const errors = validateGameRecord(
      record([batter(1, 'visit', { ab: null as unknown as number }), batter(11, 'home')], [pitcher(2, 'visit', { er: null as unknown as number }), pitcher(12, 'home')]),
      context,
    );
    expect(errors).toEqual({ 'batting[0].ab': '0 이상의 정수를 입력해 주세요.', 'pitching[0].er': '0 이상의 정수를 입력해 주세요.' });
  });

  it('skips a check whose count was not recorded, and keeps the others', () => {
    // PA 4 = AB 3 + BB 1; HBP not recorded cannot make PA short.
    expect(validateGameRecord(record([batter(1, 'visit', { hbp: null }), batter(11, 'home')], [pitcher(2, 'visit'), pitcher(12, 'home')]), context)).toEqual({});
    // IBB more than BB is impossible when both are recorded.
    expect(
      validateGameRecord(record([batter(1, 'visit', { ibb: 2 }), batter(11, 'home')], [pitcher(2, 'visit'), pitcher(12, 'home')]), context),
    ).toEqual({ 'batting[0].ibb': '고의4구는 볼넷보다 많을 수 없습니다.' });
    // HR allowed not recorded: no HR-against-H check; H + BB + HBP against BF still holds.
    expect(
      validateGameRecord(record([batter(1, 'visit'), batter(11, 'home')], [pitcher(2, 'visit', { hr: null, bf: 4, h: 5 }), pitcher(12, 'home')]), context),
    ).toEqual({ 'pitching[0].bf': '상대 타자 수는 피안타·볼넷·사구의 합보다 적을 수 없습니다.' });
  });
});

describe('validateGameRecord: a game in progress', () => {
  const inProgress = (): GameRecordInput => ({ ...record([], []), winType: null, winnerSide: null, lineScore: { visit: [1, 0, 0], home: [0, 0] } });

  it('lets a draft have no win type (a game still being played)', () => {
    expect(validateGameRecord(inProgress(), { ...context, official: false })).toEqual({});
  });

  it('keeps a win type on an official record (a correction cannot take the result away)', () => {
    expect(validateGameRecord(inProgress(), context)).toEqual({ winType: '확정된 기록에는 승리 유형이 있어야 합니다. (비워 둘 수 있는 것은 재개를 기다리는 서스펜디드 경기뿐입니다.)' });
  });
});
