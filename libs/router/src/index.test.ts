import fs from 'node:fs';
import path from 'node:path';
import * as router from './index';

const workspaceRoot = path.resolve(__dirname, '../../..');
const SOURCE_ROOTS = ['shell', 'mfe-league-public', 'mfe-league-admin', 'mfe-team', 'mfe-user', 'libs'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every value the apps' sources import from react-router-dom or react-router, with the files. */
function importedNames(): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const file of SOURCE_ROOTS.flatMap((root) => sourceFiles(path.join(workspaceRoot, root)))) {
    if (file === path.join(__dirname, 'index.ts')) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]+)\}\s+from\s+'react-router(?:-dom)?'/g)) {
      if (match[1]) continue;
      for (const part of match[2].split(',')) {
        const name = part.trim().replace(/\s+as\s+.*$/, '');
        if (!name || name.startsWith('type ')) continue;
        names.set(name, [...(names.get(name) ?? []), path.relative(workspaceRoot, file)]);
      }
    }
  }
  return names;
}

describe('@dugout/router', () => {
  it('exports every router value the apps import (their builds resolve react-router-dom to it)', () => {
    const names = importedNames();
    expect(names.size).toBeGreaterThan(5);
    const missing = [...names].filter(([name]) => !(name in router)).map(([name, files]) => `${name} (${files[0]})`);
    expect(missing).toEqual([]);
  });

  it('gives working router parts, not empty re-exports', () => {
    expect(router.matchPath('/league/:path/*', '/league/gangseo/schedule')?.params).toEqual({ path: 'gangseo', '*': 'schedule' });
    expect(typeof router.BrowserRouter).toBe('function');
    expect(typeof router.useParams).toBe('function');
  });
});
