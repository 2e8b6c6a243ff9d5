import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config/paths';
import { PERMISSIONS_POLICY, REFERRER_POLICY, pageCspDirectives, serializeCsp } from './security-headers';

/** The add_header lines of the nginx image's snippet, by header name. */
function nginxHeaders(): Map<string, string> {
  const text = fs.readFileSync(path.join(REPO_ROOT, 'docker/nginx-security-headers.conf'), 'utf8');
  return new Map([...text.matchAll(/^add_header\s+(\S+)\s+"([^"]*)"\s+always;$/gm)].map((match) => [match[1], match[2]]));
}

describe('page Content Security Policy', () => {
  it('allows code only from this origin and the configured remote origins, never framed', () => {
    const csp = serializeCsp(pageCspDirectives({ remoteOrigins: ['https://team.example.com'], hstsMaxAge: 0 }));
    expect(csp).toContain("script-src 'self' https://team.example.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|upgrade-insecure-requests/);
  });

  it('asks for HTTPS subresources only when HSTS is configured', () => {
    expect(serializeCsp(pageCspDirectives({ remoteOrigins: [], hstsMaxAge: 31536000 }))).toMatch(/; upgrade-insecure-requests$/);
  });
});

describe('the nginx image', () => {
  it('sends the same page headers as the API with the default settings', () => {
    const headers = nginxHeaders();
    expect(headers.get('Content-Security-Policy')).toBe(serializeCsp(pageCspDirectives({ remoteOrigins: [], hstsMaxAge: 0 })));
    expect(headers.get('Permissions-Policy')).toBe(PERMISSIONS_POLICY);
    expect(headers.get('Referrer-Policy')).toBe(REFERRER_POLICY);
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.has('Strict-Transport-Security')).toBe(false);
    expect(headers.has('Access-Control-Allow-Origin')).toBe(false);
  });
});
