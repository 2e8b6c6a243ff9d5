import { monthChoices } from '@dugout/contracts';
import { gameMonthChoice } from './game-month';

const season2027 = monthChoices('2027-01-01', '2027-12-31');
const at = (iso: string) => Date.parse(iso);
const game = (scheduleTime: string, isCancel = false) => ({ scheduleTime, isCancel });

describe('the month a season opens on', () => {
  it("is the first game's month when the season has not begun (not January of a season that starts playing in March)", () => {
    const games = [game('2027-03-07T09:00:00+09:00'), game('2027-04-04T09:00:00+09:00')];
    expect(gameMonthChoice(games, season2027, at('2026-11-28T12:00:00+09:00'))).toBe('202703');
  });

  it("is the next game's month during the season, a cancelled one aside, today's game counting as next", () => {
    const games = [game('2027-03-07T09:00:00+09:00'), game('2027-05-02T09:00:00+09:00', true), game('2027-06-06T09:00:00+09:00')];
    expect(gameMonthChoice(games, season2027, at('2027-04-20T12:00:00+09:00'))).toBe('202706');
    expect(gameMonthChoice(games, season2027, at('2027-03-07T20:00:00+09:00'))).toBe('202703');
  });

  it("is the last game's month when every game is past", () => {
    const games = [game('2027-03-07T09:00:00+09:00'), game('2027-10-03T09:00:00+09:00')];
    expect(gameMonthChoice(games, season2027, at('2028-01-10T12:00:00+09:00'))).toBe('202710');
  });

  it('is the usual current month within the season without games', () => {
    expect(gameMonthChoice([], season2027, at('2027-05-10T12:00:00+09:00'))).toBe('202705');
    expect(gameMonthChoice([], season2027, at('2026-11-28T12:00:00+09:00'))).toBe('202701');
  });
});
