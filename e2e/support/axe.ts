import fs from 'node:fs';
import type { Page } from 'playwright-core';

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** CSS targets of the failing nodes and axe's summary for each. */
  nodes: string[];
}

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

let axeSource: string | undefined;

/**
 * Runs axe-core (the installed package) on the page as it is now and returns every violation.
 * Evaluated through the browser's debugging protocol: the page's CSP rightly refuses an injected <script>.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  axeSource ??= fs.readFileSync(require.resolve('axe-core'), 'utf8');
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type AxeResult = {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] }[];
    };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')} :: ${node.failureSummary ?? ''}`),
    }));
  });
}

/** The violations a page must not have: impact serious or critical. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  return (await axeViolations(page)).filter((violation) => violation.impact !== null && BLOCKING_IMPACTS.has(violation.impact));
}
