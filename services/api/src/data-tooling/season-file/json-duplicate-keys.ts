import { visit } from 'jsonc-parser';

export interface DuplicateKey {
  /** yup-style path of the repeated field, e.g. games[3].record.batting[2].ab */
  path: string;
  /** 1-based line of the repeated (second) occurrence. */
  line: number;
}

/**
 * Fields that appear twice in one object. JSON.parse keeps the last value silently, so a season
 * file with `"ab": 3, ..., "ab": 4` would import a number nobody sees twice; the reader refuses it.
 */
export function findDuplicateKeys(text: string): DuplicateKey[] {
  const duplicates: DuplicateKey[] = [];
  const objects: Set<string>[] = [];
  visit(text, {
    onObjectBegin: () => {
      objects.push(new Set());
    },
    onObjectEnd: () => {
      objects.pop();
    },
    onObjectProperty: (property, _offset, _length, startLine, _startCharacter, pathSupplier) => {
      const keys = objects[objects.length - 1];
      if (!keys) return;
      if (keys.has(property)) duplicates.push({ path: toPath([...pathSupplier(), property]), line: startLine + 1 });
      keys.add(property);
    },
  });
  return duplicates;
}

function toPath(segments: (string | number)[]): string {
  return segments.reduce<string>((path, segment) => {
    if (typeof segment === 'number') return `${path}[${segment}]`;
    return path === '' ? segment : `${path}.${segment}`;
  }, '');
}
