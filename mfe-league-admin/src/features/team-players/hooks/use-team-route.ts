import { useParams } from 'react-router-dom';
import { useSeasonLeagues } from '../../../shared/api/get-season-leagues';
import { useTeamRegistrationCounts } from '../api/get-team-registration-counts';
import { routeId } from '../lib/team-players-format';

/**
 * The season, league, team (and player) of a teams/{s}/{l}/{t}/... address, with the league's and
 * the team's names for the headings (from the season's leagues and the league's teams, both cached
 * from the teams screen).
 */
export function useTeamRoute() {
  const params = useParams<{ path: string; seasonId: string; leagueId: string; teamId: string; playerId?: string }>();
  const seasonId = routeId(params.seasonId);
  const leagueId = routeId(params.leagueId);
  const teamId = routeId(params.teamId);
  const playerId = routeId(params.playerId);
  const leagues = useSeasonLeagues(seasonId);
  const teams = useTeamRegistrationCounts(leagueId);
  const leagueName = leagues.data?.find((league) => league.leagueId === leagueId)?.leagueName ?? '';
  const teamName = teams.data?.find((team) => team.teamId === teamId)?.teamName ?? '';
  return { path: params.path ?? '', seasonId, leagueId, teamId, playerId, leagueName, teamName };
}
