import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '@dugout/auth';
import { formatDateTime, type ScheduleGeneratePayload, type Season, type TempSchedule, type TempScheduleGame, type TempScheduleGameChange } from '@dugout/contracts';
import { Button, ErrorPanel, Modal, PageHeader, Panel, Skeleton, useConfirm, useToast } from '@dugout/ui';
import { useLeagueBase } from '../../../shared/api/get-league-base';
import { defaultSeasonId, SeasonLeaguePicker, type SeasonLeagueChoice } from '../../../shared/components/season-league-picker';
import { adminPath } from '../../../shared/lib/admin-paths';
import { monthOfDay, scheduleListScreen } from '../../../shared/lib/schedule-list-query';
import { applyTempSchedule } from '../api/apply-temp-schedule';
import { changeTempGame } from '../api/change-temp-game';
import { deleteTempSchedule } from '../api/delete-temp-schedule';
import { generateSchedule } from '../api/generate-schedule';
import { useLeagueTeams } from '../api/get-league-teams';
import { useMainGrounds } from '../api/get-main-grounds';
import { useSavedTempSchedule } from '../api/get-temp-schedule';
import { saveTempSchedule } from '../api/save-temp-schedule';
import { routeId, scheduleGenerateScreen } from '../lib/schedule-generate-format';
import { GenerateForm } from './generate-form';
import { TempGameEditor } from './temp-game-editor';
import { TempScheduleView } from './temp-schedule-view';
import './schedule-generate.css';

const TITLE = '일정 자동 생성';
const FAILED = '오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';

/** What an apply left: the games made and where the first one falls. */
interface Applied {
  created: number;
  firstDay: string;
  lastDay: string;
}

const failure = (error: unknown) => (isApiError(error) ? error.message : FAILED);

/**
 * 일정 자동 생성 (scheduleGenerate/{seasonId?}/{leagueId?}): a round-robin for the chosen league,
 * previewed with the per-team summary, kept as the league's temp schedule, adjusted game by game,
 * then applied as the real schedule or deleted. The season and league live in the address.
 */
export function ScheduleGeneratePage() {
  const { path = '', seasonId: seasonParam, leagueId: leagueParam } = useParams<{ path: string; seasonId?: string; leagueId?: string }>();
  const navigate = useNavigate();
  const base = useLeagueBase(path);
  const seasons = base.data?.seasons ?? [];
  const seasonId = defaultSeasonId(seasons, routeId(seasonParam));
  const season = seasons.find((entry) => entry.seasonId === seasonId);
  const leagueId = routeId(leagueParam);

  const choose = (choice: SeasonLeagueChoice) => {
    if (!choice.seasonId) return;
    // The league select fills in the first league by itself: that completes the address, it is no new step back.
    navigate(adminPath(path, scheduleGenerateScreen(choice.seasonId, choice.leagueId)), { replace: !leagueParam });
  };

  const header = <PageHeader title={TITLE} description="리그 참가팀의 리그전(라운드 로빈) 일정을 만들어 임시로 저장하고, 다듬은 뒤 실제 일정으로 적용합니다." />;

  if (base.error) {
    return (
      <>
        {header}
        <ErrorPanel title="리그 정보를 불러오지 못했습니다" onRetry={() => void base.mutate()} />
      </>
    );
  }

  return (
    <>
      {header}
      <SeasonLeaguePicker seasons={seasons} value={{ seasonId, leagueId }} onChange={choose} />
      {!base.data ? (
        <Skeleton lines={3} />
      ) : !season ? (
        <Panel>
          <p>등록된 시즌이 없습니다. 시즌 관리에서 시즌을 먼저 만들어 주세요.</p>
        </Panel>
      ) : !leagueId ? (
        <Panel>
          <p>리그를 선택해 주세요.</p>
        </Panel>
      ) : (
        <LeagueGeneration key={leagueId} leaguePath={path} mainId={base.data.mainId} season={season} leagueId={leagueId} />
      )}
    </>
  );
}

interface LeagueGenerationProps {
  leaguePath: string;
  mainId: number;
  season: Season;
  leagueId: number;
}

function LeagueGeneration({ leaguePath, mainId, season, leagueId }: LeagueGenerationProps) {
  const teams = useLeagueTeams(leagueId);
  const grounds = useMainGrounds(mainId);
  const saved = useSavedTempSchedule(leagueId);
  const { confirm, confirmDialog } = useConfirm();
  // The buttons sit far down a long screen: every outcome goes to the toast.
  const { showToast, hideToast, toast } = useToast();
  const [preview, setPreview] = useState<TempSchedule | null>(null);
  const [applied, setApplied] = useState<Applied | null>(null);
  const [editing, setEditing] = useState<TempScheduleGame | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    hideToast();
    setBusy(true);
    try {
      await work();
    } catch (error) {
      showToast(failure(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  const generate = async (payload: ScheduleGeneratePayload) => {
    hideToast();
    setPreview(await generateSchedule(leagueId, payload));
  };

  const appliedLink = (result: Applied) => (
    <Link to={adminPath(leaguePath, scheduleListScreen({ seasonId: season.seasonId, month: monthOfDay(result.firstDay), leagueId }))}>일정 관리에서 보기</Link>
  );

  const save = (schedule: TempSchedule) =>
    run(async () => {
      const result = await saveTempSchedule(leagueId, schedule.options);
      await saved.mutate(result, { revalidate: false });
      setPreview(null);
      setApplied(null);
      showToast(`임시 일정 ${result.games.length}경기를 저장했습니다. 아래에서 경기를 조정한 뒤 적용해 주세요.`);
    });

  const change = async (game: TempScheduleGame, body: TempScheduleGameChange) => {
    if (game.tempGameId === null) return;
    const result = await changeTempGame(leagueId, game.tempGameId, body);
    await saved.mutate(result, { revalidate: false });
  };

  const edit = async (body: TempScheduleGameChange) => {
    if (!editing) return;
    await change(editing, body);
    setEditing(null);
    showToast('경기를 변경했습니다.');
  };

  const swap = (game: TempScheduleGame) =>
    run(async () => {
      await change(game, { swap: true });
      showToast(`홈과 원정을 바꿨습니다 (원정 ${game.homeTeamName}, 홈 ${game.visitTeamName}).`);
    });

  const apply = async (schedule: TempSchedule) => {
    if (schedule.tempId === null) return;
    const tempId = schedule.tempId;
    if (!(await confirm(`임시 일정 ${schedule.games.length}경기를 실제 일정으로 적용할까요?`, { confirmLabel: '적용' }))) return;
    await run(async () => {
      const result = await applyTempSchedule(leagueId, tempId);
      const days = schedule.games.map((game) => game.date).sort();
      const done: Applied = { created: result.created, firstDay: days[0] ?? schedule.options.beginDate, lastDay: days[days.length - 1] ?? schedule.options.endDate };
      setApplied(done);
      await saved.mutate(null, { revalidate: false });
      showToast(
        <>
          {result.created}경기를 실제 일정으로 적용했습니다. {appliedLink(done)}
        </>,
      );
    });
  };

  const remove = async (schedule: TempSchedule) => {
    if (schedule.tempId === null) return;
    const tempId = schedule.tempId;
    if (!(await confirm('저장된 임시 일정을 삭제할까요? 실제 일정은 바뀌지 않습니다.', { confirmLabel: '삭제', danger: true }))) return;
    await run(async () => {
      await deleteTempSchedule(leagueId, tempId);
      await saved.mutate(null, { revalidate: false });
      showToast('임시 일정을 삭제했습니다.');
    });
  };

  const teamCount = teams.data?.length ?? 0;

  return (
    <>
      <Panel title="참가팀">
        {teams.error ? (
          <ErrorPanel title="참가팀을 불러오지 못했습니다" message={teams.error.message} onRetry={() => void teams.mutate()} />
        ) : !teams.data ? (
          <Skeleton lines={2} />
        ) : teamCount === 0 ? (
          <p>이 리그에 참가한 팀이 없습니다. 팀 관리에서 참가팀을 먼저 추가해 주세요.</p>
        ) : (
          <>
            <p>
              {teamCount}팀{teamCount % 2 === 1 ? ' (홀수라 라운드마다 한 팀은 쉽니다)' : ''}
            </p>
            <ul className="dg-schedule-generate__teams">
              {teams.data.map((entry) => (
                <li key={entry.teamId}>{entry.team.teamName}</li>
              ))}
            </ul>
          </>
        )}
      </Panel>

      <Panel title="생성 조건">
        {grounds.error ? (
          <ErrorPanel title="구장 목록을 불러오지 못했습니다" onRetry={() => void grounds.mutate()} />
        ) : !grounds.data ? (
          <Skeleton lines={4} />
        ) : (
          <GenerateForm season={season} grounds={grounds.data} onGenerate={generate} />
        )}
      </Panel>

      {preview ? (
        <Panel title="미리보기">
          <p className="dg-field__hint">
            아직 저장되지 않았습니다.{saved.data ? ' 임시 저장하면 지금 저장된 임시 일정을 대신합니다.' : ''}
          </p>
          <div className="dg-schedule-generate__actions">
            <Button onClick={() => void save(preview)} disabled={busy}>
              임시 저장
            </Button>
            <Button variant="secondary" onClick={() => setPreview(null)} disabled={busy}>
              미리보기 닫기
            </Button>
          </div>
          <TempScheduleView schedule={preview} />
        </Panel>
      ) : null}

      <Panel title="저장된 임시 일정">
        {saved.error ? (
          <ErrorPanel title="임시 일정을 불러오지 못했습니다" message={saved.error.message} onRetry={() => void saved.mutate()} />
        ) : saved.data === undefined ? (
          <Skeleton lines={3} />
        ) : saved.data === null && applied ? (
          <div className="dg-schedule-generate__applied">
            <p>
              <strong>적용 완료:</strong> {applied.created}경기가 실제 일정이 되었습니다 ({applied.firstDay} ~ {applied.lastDay}). {appliedLink(applied)}
            </p>
            <p className="dg-field__hint">새 일정을 만들려면 위의 생성 조건으로 다시 생성해 임시 저장해 주세요.</p>
          </div>
        ) : saved.data === null ? (
          <p>저장된 임시 일정이 없습니다. 조건을 정해 생성한 뒤 임시 저장해 주세요.</p>
        ) : (
          <SavedSchedule schedule={saved.data} busy={busy} onApply={apply} onRemove={remove} onEdit={setEditing} onSwap={swap} />
        )}
      </Panel>

      <Modal open={editing !== null} title="경기 변경" onClose={() => setEditing(null)}>
        {editing ? <TempGameEditor key={editing.tempGameId} game={editing} grounds={grounds.data ?? []} onSubmit={edit} onCancel={() => setEditing(null)} /> : null}
      </Modal>
      {confirmDialog}
      {toast}
    </>
  );
}

interface SavedScheduleProps {
  schedule: TempSchedule;
  busy: boolean;
  onApply: (schedule: TempSchedule) => Promise<void>;
  onRemove: (schedule: TempSchedule) => Promise<void>;
  onEdit: (game: TempScheduleGame) => void;
  onSwap: (game: TempScheduleGame) => Promise<void>;
}

function SavedSchedule({ schedule, busy, onApply, onRemove, onEdit, onSwap }: SavedScheduleProps) {
  return (
    <>
      <p className="dg-field__hint">
        {schedule.createdByName ?? '운영진'}님이 {formatDateTime(schedule.createdAt)}에 저장했습니다. 적용하기 전까지는 공개 일정에 보이지 않습니다.
      </p>
      <div className="dg-schedule-generate__actions">
        <Button onClick={() => void onApply(schedule)} disabled={busy}>
          적용
        </Button>
        <Button variant="danger" onClick={() => void onRemove(schedule)} disabled={busy}>
          삭제
        </Button>
      </div>
      <TempScheduleView
        schedule={schedule}
        gameActions={(game) => {
          const name = `${game.date} ${game.time} ${game.visitTeamName} 대 ${game.homeTeamName}`;
          return (
            <div className="dg-schedule-generate__row-actions" role="group" aria-label={`${name} 관리`}>
              <Button size="sm" variant="secondary" onClick={() => onEdit(game)} disabled={busy}>
                수정
              </Button>
              <Button size="sm" variant="secondary" onClick={() => void onSwap(game)} disabled={busy}>
                홈/원정 바꾸기
              </Button>
            </div>
          );
        }}
      />
    </>
  );
}
