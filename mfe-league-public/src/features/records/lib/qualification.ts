import { formatInnings, type RankingPage } from '@dugout/contracts';

/** "2.0", "0.8", "2.25": one decimal at least, as the league settings are written. */
export function formatMultiplier(multiplier: number): string {
  return Number.isInteger(multiplier * 10) ? multiplier.toFixed(1) : String(Number(multiplier.toFixed(3)));
}

type Page = Pick<RankingPage<unknown>, 'teamGames' | 'qualifyMultiplier' | 'qualifyThreshold'>;

/** 규정 타석: 팀 경기 수 × 2.0 = 40타석 이상 (미만 for the sub list). */
export function battingQualification(page: Page, below = false): string {
  return `규정 타석: 팀 경기 수 × ${formatMultiplier(page.qualifyMultiplier)} = ${page.qualifyThreshold}타석 ${below ? '미만' : '이상'} (팀 경기 수 ${page.teamGames})`;
}

/** 규정 이닝: 팀 경기 수 × 0.8 = 16이닝 이상; the threshold arrives in outs. */
export function pitchingQualification(page: Page, below = false): string {
  return `규정 이닝: 팀 경기 수 × ${formatMultiplier(page.qualifyMultiplier)} = ${formatInnings(page.qualifyThreshold)}이닝 ${below ? '미만' : '이상'} (팀 경기 수 ${page.teamGames})`;
}
