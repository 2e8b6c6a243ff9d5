/**
 * The member API behind the affiliation panel comes with a later issue; until then its answers
 * are read defensively: a list, or { data: list } (spec: some lists are read from data.data),
 * with the league or team either at the top of an item or nested (leagueMain, team).
 */
export interface AffiliationLeague {
  leaguePath: string;
  mainName: string;
}

export interface AffiliationTeam {
  teamId: number;
  teamName: string;
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

function listOf(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (isObject(raw) && Array.isArray(raw['data'])) return raw['data'];
  return [];
}

export function toAffiliationLeagues(raw: unknown): AffiliationLeague[] {
  const leagues = new Map<string, AffiliationLeague>();
  for (const item of listOf(raw)) {
    const source = isObject(item) && isObject(item['leagueMain']) ? item['leagueMain'] : item;
    if (!isObject(source)) continue;
    const leaguePath = source['leaguePath'];
    const mainName = source['mainName'];
    if (typeof leaguePath === 'string' && leaguePath && typeof mainName === 'string') {
      leagues.set(leaguePath, { leaguePath, mainName });
    }
  }
  return [...leagues.values()];
}

export function toAffiliationTeams(raw: unknown): AffiliationTeam[] {
  const teams = new Map<number, AffiliationTeam>();
  for (const item of listOf(raw)) {
    if (!isObject(item)) continue;
    const nested = isObject(item['team']) ? item['team'] : null;
    const teamId = Number(item['teamId'] ?? nested?.['teamId']);
    const teamName = nested?.['teamName'] ?? item['teamName'];
    if (Number.isInteger(teamId) && teamId > 0 && typeof teamName === 'string') teams.set(teamId, { teamId, teamName });
  }
  return [...teams.values()];
}

/** Failures of the panel's calls are silent (spec 8): no retries, an empty list. */
export const silentConfig = { shouldRetryOnError: false, revalidateOnFocus: false } as const;
