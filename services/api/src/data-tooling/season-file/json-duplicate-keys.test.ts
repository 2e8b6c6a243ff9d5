import { findDuplicateKeys } from './json-duplicate-keys';

describe('findDuplicateKeys', () => {
  it('finds a field repeated in one object, with its path and line', () => {
    const text = ['{', '  "games": [', '    { "record": { "batting": [ { "ab": 3,', '      "ab": 4 } ] } }', '  ]', '}'].join('\n');
    expect(findDuplicateKeys(text)).toEqual([{ path: 'games[0].record.batting[0].ab', line: 4 }]);
  });

  it('allows the same field name in different objects', () => {
    expect(findDuplicateKeys('{"a": {"x": 1}, "b": {"x": 2}, "c": [{"x": 1}, {"x": 2}]}')).toEqual([]);
  });

  it('reports a repeated top-level field', () => {
    expect(findDuplicateKeys('{"formatVersion": 1,\n"formatVersion": 2}')).toEqual([{ path: 'formatVersion', line: 2 }]);
  });
});
