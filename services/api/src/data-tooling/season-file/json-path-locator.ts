/**
 * Finds the line of a value in JSON text from its yup-style path (games[3].record.batting[2].ab)
 * so an import error can say where to look. The text must be valid JSON (it parsed already).
 */

/** 1-based line of a character offset. */
export function positionToLine(text: string, position: number): number {
  let line = 1;
  const end = Math.min(position, text.length);
  for (let i = 0; i < end; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/** The path itself and every enclosing path, innermost first, ending with '' (the whole file). */
export function pathAndAncestors(path: string): string[] {
  const result = [path];
  let current = path;
  while (current !== '') {
    const cut = Math.max(current.lastIndexOf('.'), current.lastIndexOf('['));
    current = cut <= 0 ? '' : current.slice(0, cut);
    result.push(current);
  }
  return result;
}

/**
 * Line of each path; a path that is not in the text (a missing field) gets the line of its
 * nearest enclosing value.
 */
export function locateJsonPaths(text: string, paths: readonly string[]): Map<string, number> {
  const needed = new Set<string>();
  for (const path of paths) for (const ancestor of pathAndAncestors(path)) needed.add(ancestor);
  const found = new JsonScanner(text, needed).run();
  const lines = new Map<string, number>();
  for (const path of paths) {
    const hit = pathAndAncestors(path).find((candidate) => found.has(candidate));
    if (hit !== undefined) lines.set(path, found.get(hit) as number);
  }
  return lines;
}

const NEWLINE = 10;
const QUOTE = 34;
const BACKSLASH = 92;

class JsonScanner {
  private i = 0;
  private line = 1;
  private readonly found = new Map<string, number>();

  constructor(
    private readonly text: string,
    private readonly needed: ReadonlySet<string>,
  ) {}

  run(): Map<string, number> {
    this.value('');
    return this.found;
  }

  private skipSpace(): void {
    const { text } = this;
    while (this.i < text.length) {
      const c = text.charCodeAt(this.i);
      if (c === NEWLINE) this.line += 1;
      else if (c !== 32 && c !== 9 && c !== 13) return;
      this.i += 1;
    }
  }

  private readString(): string {
    const start = this.i;
    this.i += 1;
    while (this.i < this.text.length) {
      const c = this.text.charCodeAt(this.i);
      if (c === BACKSLASH) this.i += 2;
      else if (c === QUOTE) break;
      else this.i += 1;
    }
    this.i += 1;
    return JSON.parse(this.text.slice(start, this.i)) as string;
  }

  private value(path: string): void {
    this.skipSpace();
    if (!this.needed.has(path)) {
      this.skipValue();
      return;
    }
    if (!this.found.has(path)) this.found.set(path, this.line);
    const c = this.text[this.i];
    if (c === '{') this.object(path);
    else if (c === '[') this.array(path);
    else this.skipValue();
  }

  private object(path: string): void {
    this.i += 1;
    this.skipSpace();
    if (this.text[this.i] === '}') {
      this.i += 1;
      return;
    }
    for (;;) {
      this.skipSpace();
      const key = this.readString();
      this.skipSpace();
      this.i += 1; // ':'
      this.value(path === '' ? key : `${path}.${key}`);
      this.skipSpace();
      const next = this.text[this.i];
      this.i += 1;
      if (next !== ',') return;
    }
  }

  private array(path: string): void {
    this.i += 1;
    this.skipSpace();
    if (this.text[this.i] === ']') {
      this.i += 1;
      return;
    }
    for (let k = 0; ; k += 1) {
      this.value(`${path}[${k}]`);
      this.skipSpace();
      const next = this.text[this.i];
      this.i += 1;
      if (next !== ',') return;
    }
  }

  /** Moves past one value without building paths, counting lines. */
  private skipValue(): void {
    const { text } = this;
    let depth = 0;
    while (this.i < text.length) {
      const c = text[this.i];
      if (c === '"') {
        this.readString();
        if (depth === 0) return;
        continue;
      }
      if (c === '{' || c === '[') depth += 1;
      else if (c === '}' || c === ']') {
        if (depth === 0) return;
        depth -= 1;
        if (depth === 0) {
          this.i += 1;
          return;
        }
      } else if (c === ',' && depth === 0) return;
      else if (c === '\n') this.line += 1;
      this.i += 1;
    }
  }
}
