import { tiebreakCriteria, type TiebreakCriterion } from '@dugout/contracts';
import type { ValueTransformer } from 'typeorm';

/** The tiebreak order is stored as a comma-separated list of criteria ("winPct,headToHead,..."). */
export const tiebreakOrderText: ValueTransformer = {
  to: (value: readonly TiebreakCriterion[] | undefined) => (value === undefined ? undefined : value.join(',')),
  from: (value: string | null): TiebreakCriterion[] =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item): item is TiebreakCriterion => tiebreakCriteria.is(item)),
};
