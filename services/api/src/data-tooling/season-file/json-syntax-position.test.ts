import { jsonSyntaxErrorOffset } from './json-syntax-position';

describe('jsonSyntaxErrorOffset', () => {
  it.each([
    '{}',
    '[]',
    '{"a": [1, -2.5e3, true, false, null, "x\\"\\u00e9"], "b": {"c": {}}}',
    '  "text"  ',
  ])('finds no error in valid JSON %s', (text) => {
    expect(() => JSON.parse(text)).not.toThrow();
    expect(jsonSyntaxErrorOffset(text)).toBeNull();
  });

  it.each([
    ['{\n  "a": \n}', 10],
    ['{"a": 1,}', 8],
    ['[1 2]', 3],
    ['{"a": tru}', 6],
    ['{"a": 01}', 7],
    ['{"a": "x', 8],
    ['{"a": 1} x', 9],
    ['', 0],
  ])('finds the first error of %j at offset %i', (text, offset) => {
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
    expect(jsonSyntaxErrorOffset(text)).toBe(offset);
  });
});
