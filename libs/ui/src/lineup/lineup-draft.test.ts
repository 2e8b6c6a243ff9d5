import { LINEUP_MESSAGES, type GameLineupEntryInput, type GameOrderPlayer } from '@dugout/contracts';
import { draftFromEntries, draftProblems, entriesFromDraft, hasProblems } from './lineup-draft';

const FIELD = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'];
const withDh: GameLineupEntryInput[] = [
  ...FIELD.map((position, index) => ({ playerId: index + 1, batNum: index + 1, position })),
  { playerId: 9, batNum: 9, position: 'DH' },
  { playerId: 10, batNum: 0, position: 'P' },
  { playerId: 12, batNum: 101, position: null },
  { playerId: 11, batNum: 100, position: null },
];
const roster = (ineligible: number[] = []): GameOrderPlayer[] =>
  Array.from({ length: 12 }, (_, index) => ({
    playerId: index + 1,
    playerName: `선수${index + 1}`,
    backnumber: null,
    position: null,
    eligible: !ineligible.includes(index + 1),
    reasons: ineligible.includes(index + 1) ? ['출전 정지 기간입니다.'] : [],
  }));

describe('lineup draft', () => {
  it('reads a saved lineup with a DH and gives the same entries back', () => {
    const draft = draftFromEntries(withDh);
    expect(draft).toMatchObject({ dh: true, pitcherId: 10, reserves: [11, 12] });
    expect(draft.starters).toHaveLength(9);
    expect(entriesFromDraft(draft)).toEqual([...withDh.slice(0, 10), { playerId: 11, batNum: 100, position: null }, { playerId: 12, batNum: 101, position: null }]);
    expect(hasProblems(draftProblems(draft, roster()))).toBe(false);
  });

  it('starts an unsaved lineup with nine empty rows', () => {
    const draft = draftFromEntries([]);
    expect(draft.starters).toEqual(Array.from({ length: 9 }, () => ({ playerId: null, position: '' })));
    expect(draftProblems(draft, roster()).general).toEqual([LINEUP_MESSAGES.missingStarters([1, 2, 3, 4, 5, 6, 7, 8, 9])]);
  });

  it('puts each problem beside its rows: a player twice, a position twice, a player who may not play', () => {
    const draft = draftFromEntries(withDh);
    draft.starters[1] = { playerId: 1, position: 'C' };
    draft.reserves = [7];
    const problems = draftProblems(draft, roster([7]));
    expect(problems.starters[0]).toEqual([LINEUP_MESSAGES.duplicatePlayer(1), LINEUP_MESSAGES.duplicatePosition('C')]);
    expect(problems.starters[1]).toEqual([LINEUP_MESSAGES.duplicatePlayer(1), LINEUP_MESSAGES.duplicatePosition('C')]);
    expect(problems.starters[6]).toEqual([LINEUP_MESSAGES.duplicatePlayer(7), '선수7 선수는 이 경기에 출전할 수 없습니다: 출전 정지 기간입니다.']);
    expect(problems.reserves[0]).toEqual(problems.starters[6]);
    expect(problems.general).toEqual([LINEUP_MESSAGES.missingPosition('1B')]);
  });

  it('wants the starting pitcher once the DH is switched on', () => {
    const draft = { ...draftFromEntries(withDh), pitcherId: null };
    expect(draftProblems(draft, roster()).pitcher).toEqual([LINEUP_MESSAGES.dhNeedsPitcher]);
    expect(draftProblems({ ...draft, dh: false }, roster()).pitcher).toEqual([]);
  });
});
