import type { BrowserContext } from 'playwright-core';

/**
 * Collects what the pages of a context report as wrong: console errors and warnings, uncaught errors
 * and Content Security Policy violations. Call before the context opens its pages.
 */
export async function watchConsole(context: BrowserContext): Promise<string[]> {
  const problems: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => problems.push(`CSP ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  context.on('weberror', (error) => problems.push(`pageerror: ${error.error().message}`));
  return problems;
}
