import type { Browser } from 'playwright-core';
import { desktopViewport, launchBrowser, newContext, phoneViewport } from '../support/browser';
import { measureFirstView, type FirstView } from '../support/first-view';

/** Issue 18's budgets, in KB of gzipped JavaScript (tools/scripts/measure-first-view.mjs counts the same way). */
const LEAGUE_HOME_BUDGET_KB = 150;
const HOME_BUDGET_KB = 130;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function withinBudget(view: FirstView, budgetKb: number): void {
  expect(view.files.length).toBeGreaterThan(0);
  if (view.totalKb > budgetKb) throw new Error(`first view JS ${view.totalKb.toFixed(1)} KB > ${budgetKb} KB:\n${view.report}`);
  expect(view.totalKb).toBeLessThanOrEqual(budgetKb);
}

describe('first view JavaScript', () => {
  it.each([
    ['desktop', desktopViewport],
    ['phone', phoneViewport],
  ])(`loads at most ${LEAGUE_HOME_BUDGET_KB} KB on /league/gangseo (%s), nothing of the admin remote`, async (_name, viewport) => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const view = await measureFirstView(page, '/league/gangseo', () =>
      page.getByRole('region', { name: '팀 순위', exact: true }).locator('tbody tr').first().waitFor(),
    );
    withinBudget(view, LEAGUE_HOME_BUDGET_KB);
    expect(view.files.some((file) => file.path.startsWith('/mf/mfe-league-public/'))).toBe(true);
    expect(view.requested.filter((path) => path.startsWith('/mf/mfe-league-admin/'))).toEqual([]);
    await context.close();
  });

  it(`loads at most ${HOME_BUDGET_KB} KB on the home page /`, async () => {
    const context = await newContext(browser, desktopViewport);
    const page = await context.newPage();
    const view = await measureFirstView(page, '/', () => page.getByRole('main').waitFor());
    withinBudget(view, HOME_BUDGET_KB);
    expect(view.requested.filter((path) => path.startsWith('/mf/'))).toEqual([]);
    await context.close();
  });
});
