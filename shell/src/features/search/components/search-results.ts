import { leagueHome, type SearchResults } from '@dugout/contracts';

/** One option of the result list; href null for a player without a team (no page shows his stats). */
export interface SearchOption {
  id: string;
  group: '선수' | '팀' | '리그';
  label: string;
  detail: string | null;
  href: string | null;
}

/** The answer as the list shows it, players first, then teams, then league sites. */
export function searchOptions(results: SearchResults | undefined): SearchOption[] {
  if (!results) return [];
  return [
    ...results.players.map((player) => ({
      id: `player-${player.playerId}`,
      group: '선수' as const,
      label: player.playerName,
      detail: player.teamName ?? '소속 팀 없음',
      // The team area's player page shows his records (/team/{teamId}/playerstat/{playerId}).
      href: player.teamId === null ? null : `/team/${player.teamId}/playerstat/${player.playerId}`,
    })),
    ...results.teams.map((team) => ({ id: `team-${team.teamId}`, group: '팀' as const, label: team.teamName, detail: null, href: `/team/${team.teamId}` })),
    ...results.leagues.map((league) => ({
      id: `league-${league.mainId}`,
      group: '리그' as const,
      label: league.mainName,
      detail: null,
      href: leagueHome(league.leaguePath),
    })),
  ];
}
