import {
  batThrws,
  boardPermissions,
  boardTypes,
  DEFAULT_BAT_THRW,
  DEFAULT_TEAM_ROLE,
  hasBoardPermission,
  isPlaceholderTeam,
  pitcherResults,
  positions,
  proTypeMiddles,
  proTypes,
  requestStates,
  teamRoles,
  tiebreakCriteria,
  winTypes,
} from './index';

describe('code sets', () => {
  it('list every labelled code exactly once, in display order', () => {
    for (const set of [teamRoles, proTypeMiddles, proTypes, positions, batThrws, requestStates, boardPermissions, boardTypes, pitcherResults, winTypes, tiebreakCriteria]) {
      const labelled = Object.keys(set.labels).sort();
      expect(set.codes.map(String).sort()).toEqual(labelled);
      expect(new Set<string | number>(set.codes).size).toBe(set.codes.length);
      for (const option of set.options) expect(option.label).not.toBe('');
    }
  });

  it('keep the spec order of the team roles and bat/throw choices', () => {
    expect(teamRoles.codes).toEqual([7, 6, 8, 4, 5, 1, 2, 3]);
    expect(batThrws.codes).toEqual([11, 12, 13, 22, 21, 23]);
    expect(DEFAULT_TEAM_ROLE).toBe(7);
    expect(DEFAULT_BAT_THRW).toBe(11);
  });

  it('read a code stored as a number or typed as a string', () => {
    expect(teamRoles.parse('6')).toBe(6);
    expect(teamRoles.parse(6)).toBe(6);
    expect(teamRoles.parse(' 4 ')).toBe(4);
    expect(teamRoles.parse(9)).toBeNull();
    expect(teamRoles.parse(null)).toBeNull();
    expect(teamRoles.parse({})).toBeNull();
    expect(winTypes.parse('A')).toBe('A');
    expect(winTypes.parse(1)).toBe('1');
    expect(winTypes.parse('a')).toBeNull();
  });

  it('label codes in Korean and unknown values as empty', () => {
    expect(teamRoles.label(6)).toBe('선수(주장)');
    expect(teamRoles.label('3')).toBe('총무');
    expect(positions.label('OU')).toBe('외야수');
    expect(batThrws.label(21)).toBe('우투좌타');
    expect(winTypes.label('A')).toBe('강우콜드 승');
    expect(pitcherResults.label('h')).toBe('홀드');
    expect(teamRoles.label(99)).toBe('');
  });

  it('distinguish the exact type from look-alikes', () => {
    expect(teamRoles.is(7)).toBe(true);
    expect(teamRoles.is('7')).toBe(false);
    expect(positions.is('P')).toBe(true);
    expect(positions.is('p')).toBe(false);
  });
});

describe('board permissions', () => {
  it('let a higher level do what a lower level may', () => {
    expect(hasBoardPermission(9, 4)).toBe(true);
    expect(hasBoardPermission(4, 4)).toBe(true);
    expect(hasBoardPermission(1, 4)).toBe(false);
    expect(hasBoardPermission(4, 6)).toBe(false);
  });
});

describe('sport type', () => {
  it('marks only type 9 as a placeholder team', () => {
    expect(isPlaceholderTeam(9)).toBe(true);
    expect(isPlaceholderTeam('9')).toBe(true);
    expect(isPlaceholderTeam(1)).toBe(false);
    expect(isPlaceholderTeam(null)).toBe(false);
  });
});
