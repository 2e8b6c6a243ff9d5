// `npm test`: builds what the browser tests need, lints, then runs every project's test
// target through Nx and ends with one line `N passed, M failed` summed over all runners.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { nxBin, run, workspaceRoot } from './run.mjs';

const resultsDir = path.join(workspaceRoot, 'var/test-results');
const nxArgs = ['--parallel=2', '--outputStyle=stream'];
if (process.env.CI) nxArgs.push('--skipNxCache');

fs.rmSync(resultsDir, { recursive: true, force: true });

const testProjects = execFileSync(nxBin, ['show', 'projects', '--with-target', 'test'], {
  cwd: workspaceRoot,
  encoding: 'utf8',
})
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean);

const steps = [
  ['build', await run(nxBin, ['run-many', '-t', 'build', ...nxArgs])],
  ['lint', await run(nxBin, ['run-many', '-t', 'lint', 'typecheck', ...nxArgs])],
];
const testExit = await run(nxBin, ['run-many', '-t', 'test', ...nxArgs, '--nxBail=false']);
steps.push(['test', testExit]);

let passed = 0;
let failed = 0;
for (const project of testProjects) {
  const file = path.join(resultsDir, `${project}.json`);
  if (!fs.existsSync(file)) {
    console.error(`[test] ${project}: 결과 파일이 없습니다 (테스트가 시작되지 못했습니다).`);
    failed += 1;
    continue;
  }
  const counts = JSON.parse(fs.readFileSync(file, 'utf8'));
  console.log(`[test] ${project}: ${counts.passed} passed, ${counts.failed} failed`);
  for (const failure of counts.failures ?? []) console.log(`[test]   실패: ${failure}`);
  passed += counts.passed;
  failed += counts.failed;
}
for (const [name, code] of steps) {
  if (code !== 0) {
    console.error(`[test] step "${name}" exited with ${code}`);
    if (name !== 'test') failed += 1;
  }
}
if (testExit !== 0 && failed === 0) failed += 1;

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
