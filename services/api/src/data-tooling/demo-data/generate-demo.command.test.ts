import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readSeasonFileText } from '../season-file';
import { parseGenerateDemoArgs, runGenerateDemo } from './generate-demo.command';

function capture() {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, output: { log: (line: string) => lines.push(line), error: (line: string) => errors.push(line) } };
}

describe('generate-demo command', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'dugout-demo-'));
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('checks and writes the season files and a manifest in import order, replacing an earlier run', async () => {
    await writeFile(path.join(directory, 'gangdong-1999.json'), '{}');
    await writeFile(path.join(directory, 'notes.txt'), 'kept');
    const { lines, errors, output } = capture();
    const code = await runGenerateDemo(['--out', directory, '--today', '2026-07-15', '--main', 'gangdong', '--check'], output);
    expect(errors).toEqual([]);
    expect(code).toBe(0);
    expect(lines[0]).toContain('시즌 파일 2개');
    expect((await readdir(directory)).sort()).toEqual(['gangdong-2025.json', 'gangdong-2026.json', 'manifest.json', 'notes.txt']);
    const manifest = JSON.parse(await readFile(path.join(directory, 'manifest.json'), 'utf8'));
    expect(manifest).toEqual({
      generator: 'dugout demo generator',
      seed: 'dugout-demo',
      scale: 1,
      today: '2026-07-15',
      files: ['gangdong-2025.json', 'gangdong-2026.json'],
    });
    for (const name of manifest.files as string[]) {
      const result = readSeasonFileText(await readFile(path.join(directory, name), 'utf8'));
      expect(result.ok).toBe(true);
    }
  });

  it('answers bad arguments with the usage and exit code 2, and --help with 0', async () => {
    const bad = capture();
    expect(await runGenerateDemo(['--scale', 'ten'], bad.output)).toBe(2);
    expect(bad.errors[0]).toBe('--scale은 정수여야 합니다.');
    expect(bad.errors[1]).toContain('사용법');
    const unknown = capture();
    expect(await runGenerateDemo(['--colour'], unknown.output)).toBe(2);
    expect(unknown.errors[0]).toContain('--colour');
    const help = capture();
    expect(await runGenerateDemo(['--help'], help.output)).toBe(0);
    expect(help.lines[0]).toContain('--scale');
  });

  it('reports a failure (unknown league path) with exit code 1', async () => {
    const { errors, output } = capture();
    expect(await runGenerateDemo(['--out', directory, '--main', 'busan'], output)).toBe(1);
    expect(errors[0]).toContain('busan');
  });

  it('parses every option', () => {
    expect(parseGenerateDemoArgs(['--out', 'x', '--scale', '10', '--seed', 's', '--today', '2026-01-02', '--main', 'gangdong,gangseo', '--check'])).toEqual({
      out: 'x',
      check: true,
      options: { scale: 10, seed: 's', today: '2026-01-02', mains: ['gangdong', 'gangseo'] },
    });
    expect(() => parseGenerateDemoArgs(['--out'])).toThrow('--out 다음에 값이 필요합니다.');
  });
});
