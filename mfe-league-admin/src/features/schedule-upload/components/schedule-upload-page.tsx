import { useNavigate, useParams } from 'react-router-dom';
import { ErrorPanel, PageHeader, Panel, Skeleton } from '@dugout/ui';
import { useLeagueBase } from '../../../shared/api/get-league-base';
import { useSeasonLeagues } from '../../../shared/api/get-season-leagues';
import { defaultSeasonId, SeasonLeaguePicker, type SeasonLeagueChoice } from '../../../shared/components/season-league-picker';
import { adminPath } from '../../../shared/lib/admin-paths';
import { ScheduleUploadPanel } from './schedule-upload-panel';

/** A route id: a positive whole number, else null. */
function routeId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The screen's address for a season and league. */
export const scheduleUploadScreen = (seasonId: number, leagueId?: number | null) =>
  leagueId ? `scheduleUpload/${seasonId}/${leagueId}` : `scheduleUpload/${seasonId}`;

/**
 * 일정 파일 업로드 (scheduleUpload/{seasonId?}/{leagueId?}): the season and league in the address,
 * then the upload panel of that league.
 */
export function ScheduleUploadPage() {
  const { path = '', seasonId: seasonParam, leagueId: leagueParam } = useParams<{ path: string; seasonId?: string; leagueId?: string }>();
  const navigate = useNavigate();
  const base = useLeagueBase(path);
  const seasons = base.data?.seasons ?? [];
  const seasonId = defaultSeasonId(seasons, routeId(seasonParam));
  const leagueId = routeId(leagueParam);
  const leagues = useSeasonLeagues(seasonId);
  const league = leagues.data?.find((candidate) => candidate.leagueId === leagueId) ?? null;

  const choose = (choice: SeasonLeagueChoice) => {
    if (!choice.seasonId) return;
    // The league select fills in the first league by itself: that completes the address, it is no new step back.
    navigate(adminPath(path, scheduleUploadScreen(choice.seasonId, choice.leagueId)), { replace: !leagueParam });
  };

  return (
    <>
      <PageHeader title="일정 파일 업로드" description="엑셀(.xlsx)이나 CSV 파일로 리그 일정을 한 번에 등록합니다. 미리보기에서 오류가 없을 때만 저장할 수 있습니다." />
      {base.error ? (
        <ErrorPanel title="리그 정보를 불러오지 못했습니다" onRetry={() => void base.mutate()} />
      ) : !base.data ? (
        <Skeleton lines={3} />
      ) : !seasonId ? (
        <Panel>
          <p>등록된 시즌이 없습니다. 시즌 관리에서 시즌을 먼저 만들어 주세요.</p>
        </Panel>
      ) : (
        <>
          <SeasonLeaguePicker seasons={seasons} value={{ seasonId, leagueId }} onChange={choose} />
          {league ? (
            <ScheduleUploadPanel key={league.leagueId} leagueId={league.leagueId} leagueName={league.leagueName} scheduleListPath={adminPath(path, 'schedule')} />
          ) : (
            <Panel>
              <p>일정을 올릴 리그를 선택해 주세요.</p>
            </Panel>
          )}
        </>
      )}
    </>
  );
}
