import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, formatRecord } from '@dugout/contracts';
import { LeagueSelect } from '@dugout/ui';
import { useLeagueTeams } from '../../../shared/api/get-league-teams';
import { PageTitle } from '../../../shared/components/page-title';
import { QueryView } from '../../../shared/components/query-view';
import { GameScore } from '../../../shared/components/score-text';
import { TeamName } from '../../../shared/components/team-name';
import { useLeagueChoice } from '../../../shared/hooks/use-league-choice';
import { useLeague } from '../../../shared/league/league-context';
import { scheduleSide } from '../../../shared/lib/schedule-side';
import { useTeamResults } from '../api/get-team-results';
import { TEAM_RESULT_LABELS, teamRecord, teamResult, teamSideOf } from '../lib/team-record';
import { ScrollTable } from '../../../shared/components/scroll-table';

/** leagueGameScoreTeamList: pick a team, then its results with W/L/D per game and its record. */
export default function TeamScorePage() {
  const { leagues, paths } = useLeague();
  const choice = useLeagueChoice();
  const teams = useLeagueTeams(choice.leagueId);
  const [chosenTeam, setChosenTeam] = useState<number | null>(null);
  const teamList = teams.data ?? [];
  const teamId = teamList.some((team) => team.teamId === chosenTeam) ? chosenTeam : (teamList[0]?.teamId ?? null);
  const results = useTeamResults(choice.leagueId, teamId);
  const teamSelectId = useId();
  const teamName = teamList.find((team) => team.teamId === teamId)?.team.teamName ?? '';

  return (
    <div className="dg-container lp-page">
      <PageTitle
        title="팀별 경기 결과"
        tools={
          <>
            <LeagueSelect leagues={leagues} value={choice.value} onChange={choice.setValue} label="팀별 결과 리그 선택" />
            <span>
              <label htmlFor={teamSelectId} className="dg-visually-hidden">
                팀 선택
              </label>
              <select
                id={teamSelectId}
                className="lp-select"
                value={teamId ?? ''}
                disabled={teamList.length === 0}
                onChange={(event) => setChosenTeam(Number(event.target.value))}
              >
                {teamList.length === 0 ? <option value="">팀 없음</option> : null}
                {teamList.map((team) => (
                  <option key={team.teamId} value={team.teamId}>
                    {team.team.teamName}
                  </option>
                ))}
              </select>
            </span>
          </>
        }
      />
      <QueryView query={teams} pending={choice.pending} empty="등록된 팀이 없습니다." lines={1}>
        {() => null}
      </QueryView>
      {teamId !== null ? (
        <QueryView query={results} empty="경기 결과가 없습니다." lines={6}>
          {(games) => {
            const record = teamRecord(games, teamId);
            return (
              <>
                <p className="lp-record-line">
                  <strong>{teamName}</strong> {formatRecord(record.win, record.draw, record.lose)}
                </p>
                <ScrollTable label={`${teamName} 경기 결과`}>
                  <table className="dg-table dg-table--sticky-first lp-team-results">
                    <caption className="dg-visually-hidden">{teamName} 경기 결과</caption>
                    <thead>
                      <tr>
                        <th scope="col">날짜</th>
                        <th scope="col">원정</th>
                        <th scope="col" className="dg-table__cell--center">
                          점수
                        </th>
                        <th scope="col">홈</th>
                        <th scope="col" className="dg-table__cell--center">
                          결과
                        </th>
                        <th scope="col" className="dg-table__cell--center">
                          기록
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {games.map((game) => {
                        const result = teamResult(game, teamId);
                        return (
                          <tr key={game.gameId}>
                            <td>{formatDate(game.scheduleTime)}</td>
                            <td>
                              <TeamName side={scheduleSide(game, 'visit')} />
                            </td>
                            <td className="dg-table__cell--center"><GameScore item={game} /></td>
                            <td>
                              <TeamName side={scheduleSide(game, 'home')} />
                            </td>
                            <td className="dg-table__cell--center">
                              {result ? (
                                <span className={`lp-result lp-result--${result}`} data-result={result}>
                                  {TEAM_RESULT_LABELS[result]}
                                </span>
                              ) : teamSideOf(game, teamId) ? (
                                '-'
                              ) : null}
                            </td>
                            <td className="dg-table__cell--center">
                              <Link to={paths.scoreDetail(game.leagueId, game.gameId)} className="lp-small-link">
                                상세 기록
                              </Link>
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </ScrollTable>
              </>
            );
          }}
        </QueryView>
      ) : null}
    </div>
  );
}
