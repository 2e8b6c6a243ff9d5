import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { validate } from 'dockerfile-utils';

const dockerDir = __dirname;
const repoRoot = path.resolve(dockerDir, '..');
const dockerfiles = ['api.Dockerfile', 'web.Dockerfile'];

function ensureDockerCompose(): string {
  const found = spawnSync('sh', ['-c', 'command -v docker-compose'], { encoding: 'utf8' });
  if (found.status === 0) return found.stdout.trim();
  // Debian's docker-compose parses and validates compose files without a Docker engine.
  execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker-compose'], {
    stdio: 'inherit',
  });
  return 'docker-compose';
}

function workspaceFolders(): string[] {
  const rootPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const folders: string[] = [];
  for (const pattern of rootPackage.workspaces as string[]) {
    if (pattern.endsWith('/*')) {
      const parent = pattern.slice(0, -2);
      for (const entry of fs.readdirSync(path.join(repoRoot, parent))) {
        if (fs.existsSync(path.join(repoRoot, parent, entry, 'package.json'))) folders.push(`${parent}/${entry}`);
      }
    } else {
      folders.push(pattern);
    }
  }
  return folders;
}

describe('compose file', () => {
  it('parses with docker-compose config', () => {
    const bin = ensureDockerCompose();
    const result = spawnSync(bin, ['-f', path.join(dockerDir, 'compose.yaml'), 'config', '-q'], {
      encoding: 'utf8',
      env: { ...process.env, JWT_SECRET: randomBytes(48).toString('base64url') },
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('refuses to run without a JWT secret', () => {
    const bin = ensureDockerCompose();
    const env = { ...process.env };
    delete env.JWT_SECRET;
    const result = spawnSync(bin, ['-f', path.join(dockerDir, 'compose.yaml'), 'config', '-q'], { encoding: 'utf8', env });
    expect(result.status).not.toBe(0);
  });
});

/** The lines of one top-level service of compose.yaml (two-space indented key). */
function composeService(name: string): string {
  const text = fs.readFileSync(path.join(dockerDir, 'compose.yaml'), 'utf8');
  const start = text.indexOf(`\n  ${name}:\n`);
  expect(start).toBeGreaterThanOrEqual(0);
  const rest = text.slice(start + 1);
  const end = rest.slice(1).search(/\n {2}\S|\n\S/);
  return end < 0 ? rest : rest.slice(0, end + 1);
}

describe('the api service in compose.yaml', () => {
  it('is restarted after a crash unless stopped on purpose', () => {
    expect(composeService('api')).toMatch(/^ {4}restart: unless-stopped$/m);
  });

  it('listens on every interface inside its container (the API listens on 127.0.0.1 unless HOST says otherwise)', () => {
    expect(composeService('api')).toMatch(/^ {6}HOST: 0\.0\.0\.0$/m);
  });
});

describe.each(dockerfiles)('%s', (file) => {
  const text = fs.readFileSync(path.join(dockerDir, file), 'utf8');

  it('has no problems reported by the Dockerfile linter', () => {
    expect(validate(text)).toEqual([]);
  });

  it('pins every base image to a version tag', () => {
    const images = [...text.matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1]);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image).toMatch(/:[0-9][\w.-]*$/);
    }
  });

  it('copies every workspace package.json before npm ci so the lockfile install works', () => {
    const beforeInstall = text.slice(0, text.indexOf('RUN npm ci'));
    for (const folder of workspaceFolders()) {
      expect(beforeInstall).toContain(`COPY ${folder}/package.json`);
    }
  });

  it('declares a health check', () => {
    expect(text).toMatch(/^HEALTHCHECK /m);
  });
});

it('makes the API image listen on every interface of its container', () => {
  const text = fs.readFileSync(path.join(dockerDir, 'api.Dockerfile'), 'utf8');
  const finalStage = text.slice(text.lastIndexOf('FROM '));
  expect(finalStage).toMatch(/^ENV [^]*?\bHOST=0\.0\.0\.0\b/m);
});

it('runs the API as a non-root user', () => {
  const text = fs.readFileSync(path.join(dockerDir, 'api.Dockerfile'), 'utf8');
  const finalStage = text.slice(text.lastIndexOf('FROM '));
  expect(finalStage).toMatch(/^USER node$/m);
});
