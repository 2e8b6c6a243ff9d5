import fs from 'node:fs';
import path from 'node:path';

// One writer per table (issue 27, docs/architecture.md): every INSERT, UPDATE, DELETE or REPLACE of a
// table, in SQL or through TypeORM's entity manager and repositories, stands in one repository file.
// The test reads the sources as text, so a new writer anywhere fails here before review.

const SRC = path.join(__dirname, '..');
/** Tables kept by the floors under the repositories: idempotency answers (common) and the database's own bookkeeping. */
const BELOW_REPOSITORIES: Record<string, string> = {
  idempotency_key: 'common/idempotency/idempotency-key.repository.ts',
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The source without its comments, so prose about an UPDATE is not taken for one. */
const withoutComments = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

function entityTables(files: readonly string[]): Map<string, string> {
  const tables = new Map<string, string>();
  for (const file of files.filter((f) => f.endsWith('.entity.ts'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/@Entity\(\s*'(\w+)'[\s\S]*?export class (\w+)/g)) tables.set(match[2], match[1]);
  }
  return tables;
}

/** Every table a file writes, by name. */
export function tablesWritten(text: string, knownEntities: ReadonlyMap<string, string>): Set<string> {
  const code = withoutComments(text);
  // An entity imported under another name (`Season as SeasonEntity`) is the same table.
  const entities = new Map(knownEntities);
  for (const braces of code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const alias of braces[1].matchAll(/(\w+)\s+as\s+(\w+)/g)) {
      const table = knownEntities.get(alias[1]);
      if (table) entities.set(alias[2], table);
    }
  }
  const written = new Set<string>();
  const sql = /\b(?:INSERT\s+(?:IGNORE\s+)?INTO|REPLACE\s+INTO|DELETE\s+FROM|UPDATE)\s+`?([a-z_]+)`?(?:\s+(?:AS\s+)?[a-z_]+)?\s*(?:\(|SET\b|VALUES\b|SELECT\b|WHERE\b|JOIN\b|[`'"]|$)/gm;
  for (const match of code.matchAll(sql)) written.add(match[1]);
  const entityWrite = /\.(?:insert|update|delete|save|remove|upsert|increment|decrement|softDelete|restore|clear)\(\s*(\w+)\s*[,)]/g;
  for (const match of code.matchAll(entityWrite)) {
    const table = entities.get(match[1]);
    if (table) written.add(table);
  }
  // An entity chosen at run time (`em.insert(entity, row)`): its table is not known here, so it counts as a table of its own.
  for (const match of code.matchAll(/\b(?:em|manager|entityManager)\.(?:insert|update|delete|save|upsert)\(\s*([a-z]\w*)\s*,/g)) written.add(`(${match[1]}: an entity chosen at run time)`);
  // An entity's repository handed to a class can write its table.
  for (const match of code.matchAll(/(?:@InjectRepository|getRepository)\(\s*(\w+)\s*\)/g)) {
    const table = entities.get(match[1]);
    if (table) written.add(table);
  }
  return written;
}

describe('one writer per table', () => {
  const files = sourceFiles(SRC);
  const entities = entityTables(files);
  const writers = new Map<string, string[]>();
  for (const file of files) {
    const relative = path.relative(SRC, file);
    for (const table of tablesWritten(fs.readFileSync(file, 'utf8'), entities)) writers.set(table, [...(writers.get(table) ?? []), relative]);
  }

  it('finds the writers (the scan itself works)', () => {
    expect(entities.get('Schedule')).toBe('schedule');
    expect(writers.size).toBeGreaterThan(25);
    expect([...tablesWritten("await em.query('UPDATE game g SET g.x = 1'); em.delete(Schedule, { gameId });", entities)].sort()).toEqual(['game', 'schedule']);
    expect([...tablesWritten('// UPDATE game SET x\n/* DELETE FROM schedule */ SELECT 1', entities)]).toEqual([]);
    expect([...tablesWritten("import { Schedule as Row } from './schedule.entity';\nawait em.insert(Row, {});", entities)]).toEqual(['schedule']);
  });

  it('each table has one writer, a repository', () => {
    const problems: string[] = [];
    for (const [table, files_] of [...writers].sort(([a], [b]) => a.localeCompare(b))) {
      const allowed = BELOW_REPOSITORIES[table];
      if (files_.length > 1) problems.push(`${table}: ${files_.length} writers (${files_.join(', ')})`);
      else if (!files_[0].startsWith('repositories/') && files_[0] !== allowed) problems.push(`${table}: written outside the repositories (${files_[0]})`);
    }
    expect(problems).toEqual([]);
  });
});
