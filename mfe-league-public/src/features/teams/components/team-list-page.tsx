import { Link } from 'react-router-dom';
import { isPlaceholderTeam, type TeamEntry } from '@dugout/contracts';
import { PageTitle } from '../../../shared/components/page-title';
import { QueryView } from '../../../shared/components/query-view';
import { TeamLogo } from '../../../shared/components/team-logo';
import { useLeague } from '../../../shared/league/league-context';
import { useSeasonTeams } from '../api/get-season-teams';

/** leagueInfoTeamList: the season's teams with their logos, league by league. */
export default function TeamListPage() {
  const { seasonId, season, leagues, leaguesLoading, paths } = useLeague();
  const teams = useSeasonTeams(seasonId);
  return (
    <div className="dg-container lp-page">
      <PageTitle title={`참가 팀${season ? ` · ${season.seasonName}` : ''}`} />
      <QueryView query={teams} pending={leaguesLoading} empty="등록된 팀이 없습니다." lines={6}>
        {(entries) => {
          const byLeague = new Map<number, TeamEntry[]>();
          for (const entry of entries) byLeague.set(entry.leagueId, [...(byLeague.get(entry.leagueId) ?? []), entry]);
          const groups = [
            ...leagues.map((league) => ({ id: league.leagueId, name: league.leagueName })),
            // Teams of a league the season list does not name (should not happen) still show.
            ...[...byLeague.keys()].filter((id) => !leagues.some((league) => league.leagueId === id)).map((id) => ({ id, name: '기타' })),
          ].filter((group) => byLeague.has(group.id));
          return groups.map((group) => (
            <section key={group.id} className="lp-team-group" aria-label={group.name}>
              <h3 className="lp-team-group__title">{group.name}</h3>
              <ul className="lp-team-grid">
                {(byLeague.get(group.id) ?? []).map((entry) => {
                  const body = (
                    <>
                      <TeamLogo logo={entry.team.logoImg} size={64} />
                      <span>{entry.team.teamName}</span>
                    </>
                  );
                  return (
                    <li key={entry.teamId}>
                      {isPlaceholderTeam(entry.team.spoType) || seasonId === null ? (
                        <span className="lp-team-card">{body}</span>
                      ) : (
                        <Link className="lp-team-card" to={paths.teamView(seasonId, entry.leagueId, entry.teamId)}>
                          {body}
                        </Link>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          ));
        }}
      </QueryView>
    </div>
  );
}
