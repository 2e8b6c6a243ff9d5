import type { ScopedMutator } from 'swr';

/**
 * Drops the cached team lists (the member's teams, join requests, search results) after joining or
 * leaving, so /user/league loads them afresh: a mutate also lifts SWR's 2-second deduping, which
 * would otherwise answer a quick return with the list read before.
 */
export const forgetTeamLists = (mutate: ScopedMutator) => mutate((key) => typeof key === 'string' && key.startsWith('/api/team'), undefined);
