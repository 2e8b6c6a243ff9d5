import { defineCodes } from './code-set';

/**
 * A team's sport type. The spec only fixes 9: a placeholder team (a bracket slot such as
 * "A조 1위") that is shown as plain text, never linked. 1 is our code for an ordinary team.
 */
export const SportType = { Baseball: 1, Placeholder: 9 } as const;
export type SportType = (typeof SportType)[keyof typeof SportType];
export const sportTypes = defineCodes<SportType>([1, 9], { 1: '야구', 9: '임시 팀' });
export const DEFAULT_SPORT_TYPE: SportType = SportType.Baseball;

export function isPlaceholderTeam(spoType: unknown): boolean {
  return sportTypes.parse(spoType) === SportType.Placeholder;
}
