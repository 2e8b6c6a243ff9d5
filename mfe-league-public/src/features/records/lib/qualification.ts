import { formatInnings, type RankingPage } from '@dugout/contracts';

/** "2.0", "0.8", "2.25": one decimal at least, as the league settings are written. */
export function formatMultiplier(multiplier: number): string {
  return Number.isInteger(multiplier * 10) ? multiplier.toFixed(1) : String(Number(multiplier.toFixed(3)));
}

type Page = Pick<RankingPage<unknown>, 'teamGames' | 'qualifyMultiplier' | 'qualifyThreshold'>;

/**
 * Each player qualifies against the games of his own team (teams play different numbers of
 * games), so the rule is stated per team with the example of the team that played the most.
 * 규정 타석: 소속 팀 경기 수 × 2.0타석 이상 (20경기를 치른 팀은 40타석); 미만 for the sub list.
 */
export function battingQualification(page: Page, below = false): string {
  const example = page.teamGames > 0 ? ` (${page.teamGames}경기를 치른 팀은 ${page.qualifyThreshold}타석)` : '';
  return `규정 타석: 소속 팀 경기 수 × ${formatMultiplier(page.qualifyMultiplier)}타석 ${below ? '미만' : '이상'}${example}`;
}

/** 규정 이닝: 소속 팀 경기 수 × 0.8이닝 이상 (20경기를 치른 팀은 16이닝); the threshold arrives in outs. */
export function pitchingQualification(page: Page, below = false): string {
  const example = page.teamGames > 0 ? ` (${page.teamGames}경기를 치른 팀은 ${formatInnings(page.qualifyThreshold)}이닝)` : '';
  return `규정 이닝: 소속 팀 경기 수 × ${formatMultiplier(page.qualifyMultiplier)}이닝 ${below ? '미만' : '이상'}${example}`;
}
