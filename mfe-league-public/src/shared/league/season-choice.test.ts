import { createLeagueBase } from '@dugout/testing';
import { defaultSeasonId, readSeasonChoice, resolveSeasonId, saveSeasonChoice, seasonChoiceKey } from './season-choice';

const { seasons } = createLeagueBase();

beforeEach(() => sessionStorage.clear());

describe('season choice', () => {
  it('defaults to the flagged active season, else to the first', () => {
    expect(defaultSeasonId(createLeagueBase())).toBe(3);
    expect(defaultSeasonId({ seasons: [seasons[1], { ...seasons[0], active: false }], activeSeasonId: null })).toBe(2);
    expect(defaultSeasonId({ seasons: [seasons[1], seasons[0]], activeSeasonId: null })).toBe(3);
    expect(defaultSeasonId({ seasons: [], activeSeasonId: null })).toBeNull();
  });

  it('keeps the choice per league in sessionStorage and clearing it removes the key', () => {
    saveSeasonChoice('gangseo', 2);
    expect(sessionStorage.getItem(seasonChoiceKey('gangseo'))).toBe('2');
    expect(readSeasonChoice('gangseo')).toBe(2);
    expect(readSeasonChoice('gangdong')).toBeNull();

    saveSeasonChoice('gangseo', null);
    expect(sessionStorage.getItem(seasonChoiceKey('gangseo'))).toBeNull();
    expect(readSeasonChoice('gangseo')).toBeNull();
  });

  it('uses a stored season only when the league has it', () => {
    expect(resolveSeasonId(createLeagueBase(), 2)).toBe(2);
    expect(resolveSeasonId(createLeagueBase(), 99)).toBe(3);
    expect(resolveSeasonId(createLeagueBase(), null)).toBe(3);
  });

  it('ignores a stored value that is not a season id', () => {
    sessionStorage.setItem(seasonChoiceKey('gangseo'), 'abc');
    expect(readSeasonChoice('gangseo')).toBeNull();
  });
});
