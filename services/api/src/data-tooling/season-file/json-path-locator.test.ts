import { locateJsonPaths, pathAndAncestors, positionToLine } from './json-path-locator';

const text = `{
  "name": "a \\"quoted\\" {value}",
  "games": [
    {"key": "g1", "record": null},
    {
      "key": "g2",
      "record": {"lines": [1, 2, 3]}
    }
  ],
  "after": true
}
`;

describe('locateJsonPaths', () => {
  it('finds the line of nested values, array items and values after tricky strings', () => {
    const lines = locateJsonPaths(text, ['name', 'games[0].key', 'games[1]', 'games[1].record.lines[2]', 'after']);
    expect(Object.fromEntries(lines)).toEqual({
      name: 2,
      'games[0].key': 4,
      'games[1]': 5,
      'games[1].record.lines[2]': 7,
      after: 10,
    });
  });

  it('points a missing field at its nearest enclosing value', () => {
    const lines = locateJsonPaths(text, ['games[1].record.missing', 'games[7].key', 'nothing']);
    expect(lines.get('games[1].record.missing')).toBe(7);
    expect(lines.get('games[7].key')).toBe(3);
    expect(lines.get('nothing')).toBe(1);
  });

  it('lists a path and its ancestors, innermost first', () => {
    expect(pathAndAncestors('games[3].record.batting[2].ab')).toEqual([
      'games[3].record.batting[2].ab',
      'games[3].record.batting[2]',
      'games[3].record.batting',
      'games[3].record',
      'games[3]',
      'games',
      '',
    ]);
  });

  it('turns a character offset into a line', () => {
    expect(positionToLine('a\nb\nc', 0)).toBe(1);
    expect(positionToLine('a\nb\nc', 4)).toBe(3);
  });
});
