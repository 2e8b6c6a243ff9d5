import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { TeamPageSeason } from '@dugout/contracts';
import { QueryState } from '../../../shared/components/query-state';
import { SeasonChooser } from '../../../shared/components/season-chooser';
import { StatLineTable } from '../../../shared/components/stat-line-table';
import { useTeamStat } from '../api/get-team-stat';

function SeasonTeamStat({ teamId, season }: { teamId: string; season: TeamPageSeason }) {
  const [leagueId, setLeagueId] = useState<number | null>(null);
  const stat = useTeamStat(teamId, season.seasonId, leagueId);
  const label = leagueId === null ? `${season.seasonName} 전체` : (season.leagues.find((league) => league.leagueId === leagueId)?.leagueName ?? '');
  return (
    <>
      <div className="tp-toolbar">
        <label className="tp-select">
          <span>리그</span>
          <select className="dg-input" value={leagueId ?? ''} onChange={(event) => setLeagueId(event.target.value ? Number(event.target.value) : null)}>
            <option value="">시즌 전체</option>
            {season.leagues.map((league) => (
              <option key={league.leagueId} value={league.leagueId}>
                {league.leagueName}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState query={stat} errorTitle="팀 기록을 불러오지 못했습니다">
        {(line) => {
          const rows = line.bat_tpa > 0 || line.pit_bf > 0 ? [{ key: 'team', label, line }] : [];
          return (
            <>
              <StatLineTable kind="batting" firstHeader="구분" caption="팀 타격" rows={rows} />
              <StatLineTable kind="pitching" firstHeader="구분" caption="팀 투구" rows={rows} />
            </>
          );
        }}
      </QueryState>
    </>
  );
}

/** /team/{teamId}/stat: the team's batting and pitching totals by season, all its leagues or one. */
export default function TeamStatPage() {
  const teamId = useParams().teamId ?? '';
  return (
    <div className="tp-page">
      <h2>팀 기록</h2>
      {/* A new season starts from its whole-season totals. */}
      <SeasonChooser teamId={teamId}>{(season) => <SeasonTeamStat key={season.seasonId} teamId={teamId} season={season} />}</SeasonChooser>
    </div>
  );
}
