import { useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useFormik, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { isApiError } from '@dugout/auth';
import {
  firstScheduleFormError,
  formatDateTime,
  normaliseScheduleTime,
  scheduleGameSchema,
  teamChoice,
  type League,
  type LeagueBase,
  type ScheduleGamePayload,
  type ScheduleItem,
} from '@dugout/contracts';
import { Button, CheckboxField, ErrorPanel, FormAlert, PageHeader, Panel, SelectField, Skeleton, TextField } from '@dugout/ui';
import { useLeagueBase } from '../../../shared/api/get-league-base';
import { useSeasonLeagues } from '../../../shared/api/get-season-leagues';
import { defaultSeasonId } from '../../../shared/components/season-league-picker';
import { useRevealFormErrors } from '../../../shared/hooks/use-reveal-form-errors';
import { adminPath } from '../../../shared/lib/admin-paths';
import { useLeagueTeams } from '../api/get-league-teams';
import { useMainGrounds } from '../api/get-main-grounds';
import { useScheduleConflicts } from '../api/get-schedule-conflicts';
import { useScheduleGame } from '../api/get-schedule-game';
import { useWriters } from '../api/get-writers';
import { saveScheduleGame } from '../api/save-schedule-game';
import { routeId, scheduleScreens, toInputTime } from '../lib/schedule-admin-format';
import type { ScheduleListState } from './schedule-list-page';
import './schedule-admin.css';

export const SCHEDULE_SAVED = '일정이 저장되었습니다.';
const SAVE_ERROR = '일정을 저장하지 못했습니다.';
const LOCKED_NOTE = '재개를 기다리는 서스펜디드 경기입니다. 시즌·리그·경기 이름·팀은 바꿀 수 없고, 일시·구장·기록원만 바꿀 수 있습니다.';

type Side = 'visit' | 'home';

interface FormValues {
  seasonId: number | null;
  leagueId: string;
  gameName: string;
  scheduleTime: string;
  groundId: string;
  writerId: string;
  visitTeamId: string;
  homeTeamId: string;
  visitTeamInterleague: boolean;
  homeTeamInterleague: boolean;
  visitTeamLeagueId: string;
  homeTeamLeagueId: string;
}

const EMPTY: Omit<FormValues, 'seasonId' | 'leagueId'> = {
  gameName: '',
  scheduleTime: '',
  groundId: '',
  writerId: '',
  visitTeamId: '',
  homeTeamId: '',
  visitTeamInterleague: false,
  homeTeamInterleague: false,
  visitTeamLeagueId: '',
  homeTeamLeagueId: '',
};

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function fromGame(game: ScheduleItem, seasonId: number | null): FormValues {
  return {
    seasonId,
    leagueId: String(game.leagueId),
    gameName: game.gameName ?? '',
    scheduleTime: toInputTime(game.scheduleTime),
    groundId: text(game.groundId),
    writerId: text(game.writerId),
    // A loaded game's undecided side is the 팀 미정 choice (0), not "nothing chosen".
    visitTeamId: game.visitTeamId === null ? '0' : String(game.visitTeamId),
    homeTeamId: game.homeTeamId === null ? '0' : String(game.homeTeamId),
    visitTeamInterleague: game.visitTeamInterleague,
    homeTeamInterleague: game.homeTeamInterleague,
    visitTeamLeagueId: text(game.visitTeamLeagueId),
    homeTeamLeagueId: text(game.homeTeamLeagueId),
  };
}

const idOrNull = (value: string) => (value ? Number(value) : null);

/** Where the first failing check of spec 5 (league, away team, home team, not the same team) is kept: the form's alert. */
const SELECTION = 'selection' as keyof FormValues;

/** The payload the API takes, from the form's values (a side that is not interleague has no league). */
const toPayload = (values: FormValues): ScheduleGamePayload => ({
  leagueId: Number(values.leagueId),
  gameName: values.gameName.trim() || null,
  scheduleTime: normaliseScheduleTime(values.scheduleTime) ?? values.scheduleTime,
  groundId: idOrNull(values.groundId),
  writerId: idOrNull(values.writerId),
  visitTeamId: teamChoice(values.visitTeamId),
  homeTeamId: teamChoice(values.homeTeamId),
  visitTeamInterleague: values.visitTeamInterleague,
  homeTeamInterleague: values.homeTeamInterleague,
  visitTeamLeagueId: values.visitTeamInterleague ? idOrNull(values.visitTeamLeagueId) : null,
  homeTeamLeagueId: values.homeTeamInterleague ? idOrNull(values.homeTeamLeagueId) : null,
});

/** Spec 5's checks in their order first, as one alert; then the contract's schema, field by field. */
async function validate(values: FormValues): Promise<FormikErrors<FormValues>> {
  const problem = firstScheduleFormError(values);
  if (problem) return { [SELECTION]: problem };
  try {
    await validateYupSchema(values, scheduleGameSchema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

/**
 * 일정 등록·수정 (scheduleform/{seasonId?}/{leagueId?}/{gameId?}): league, game name, date-time,
 * ground, scorer and both teams with the interleague rules of spec 4; the checks of spec 5 in their
 * order; a warning when a team or the ground already has a game near the time; a suspended game
 * waiting to be resumed (dayNight Y) keeps its season, league, name and teams.
 */
export function ScheduleFormPage() {
  const params = useParams<{ path: string; seasonId?: string; leagueId?: string; gameId?: string }>();
  const gameId = routeId(params.gameId);
  const routeLeagueId = routeId(params.leagueId);
  const base = useLeagueBase(params.path ?? '');
  const game = useScheduleGame(routeLeagueId, gameId);
  const title = gameId ? '일정 수정' : '일정 등록';

  if (base.error || game.error) {
    return (
      <>
        <PageHeader title={title} />
        <ErrorPanel
          title={game.error ? '경기를 불러오지 못했습니다' : '리그 정보를 불러오지 못했습니다'}
          message={game.error?.message}
          onRetry={() => void (game.error ? game.mutate() : base.mutate())}
        />
      </>
    );
  }
  // The form starts once what it edits is there: the season list, and the game when editing.
  if (!base.data || (gameId && !game.data)) {
    return (
      <>
        <PageHeader title={title} />
        <Skeleton lines={6} />
      </>
    );
  }
  const seasonId = defaultSeasonId(base.data.seasons, routeId(params.seasonId));
  const initialValues = game.data ? fromGame(game.data, seasonId) : { seasonId, leagueId: text(routeLeagueId), ...EMPTY };
  return <ScheduleForm title={title} base={base.data} game={game.data ?? null} initialValues={initialValues} />;
}

interface ScheduleFormProps {
  title: string;
  base: LeagueBase;
  /** The game edited, null for a new one. */
  game: ScheduleItem | null;
  initialValues: FormValues;
}

function ScheduleForm({ title, base, game, initialValues }: ScheduleFormProps) {
  const params = useParams<{ path: string; leagueId?: string }>();
  const path = params.path ?? '';
  const navigate = useNavigate();
  const gameId = game?.gameId ?? null;
  const routeLeagueId = routeId(params.leagueId);
  const formRef = useRef<HTMLFormElement>(null);
  const formik = useFormik<FormValues>({
    initialValues,
    validate,
    validateOnBlur: false,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      const payload = toPayload(values);
      try {
        // An edit goes to the league the game belongs to; a new game to the chosen league.
        await saveScheduleGame(gameId && routeLeagueId ? routeLeagueId : payload.leagueId ?? 0, gameId, payload);
        const state: ScheduleListState = { notice: SCHEDULE_SAVED, seasonId: values.seasonId ?? undefined, month: payload.scheduleTime.slice(0, 7).replace('-', '') };
        navigate(adminPath(path, scheduleScreens.list), { state });
      } catch (error) {
        console.error('일정 저장 실패', error);
        if (isApiError(error)) {
          helpers.setErrors(error.errors as FormikErrors<FormValues>);
          helpers.setStatus([error.message, ...Object.values(error.errors)].filter(Boolean).join(' '));
        } else helpers.setStatus(SAVE_ERROR);
      }
    },
  });
  useRevealFormErrors(formRef, formik);
  const { values, errors } = formik;

  const leagues = useSeasonLeagues(values.seasonId);
  const leagueId = idOrNull(values.leagueId);
  const hostTeams = useLeagueTeams(leagueId);
  const visitGuestTeams = useLeagueTeams(values.visitTeamInterleague ? idOrNull(values.visitTeamLeagueId) : null);
  const homeGuestTeams = useLeagueTeams(values.homeTeamInterleague ? idOrNull(values.homeTeamLeagueId) : null);
  const grounds = useMainGrounds(base.mainId);
  const writers = useWriters(base.mainId);
  const conflicts = useScheduleConflicts({
    leagueId,
    time: normaliseScheduleTime(values.scheduleTime),
    teamIds: [teamChoice(values.visitTeamId), teamChoice(values.homeTeamId)].filter((id): id is number => id !== null),
    groundId: idOrNull(values.groundId),
    excludeGameId: gameId,
  });

  const locked = game?.dayNight === 'Y';
  const alert = errors[SELECTION] ?? (typeof formik.status === 'string' ? formik.status : undefined);
  const fieldError = (name: keyof FormValues) => (typeof errors[name] === 'string' ? errors[name] : undefined);

  const set = (changes: Partial<FormValues>) => {
    void formik.setValues({ ...values, ...changes }, false);
    formik.setErrors({});
    formik.setStatus(undefined);
  };

  // Spec 4: one side only; turning a flag off clears that side's league (and its team).
  const setInterleague = (side: Side, on: boolean) => {
    const other: Side = side === 'visit' ? 'home' : 'visit';
    set({
      [`${side}TeamInterleague`]: on,
      [`${side}TeamLeagueId`]: '',
      [`${side}TeamId`]: '',
      ...(on ? { [`${other}TeamInterleague`]: false, [`${other}TeamLeagueId`]: '', [`${other}TeamId`]: '' } : {}),
    });
  };

  const otherLeagues = (leagues.data ?? []).filter((league: League) => String(league.leagueId) !== values.leagueId);
  const teamSelect = (side: Side) => {
    const interleague = side === 'visit' ? values.visitTeamInterleague : values.homeTeamInterleague;
    const teams = interleague ? (side === 'visit' ? visitGuestTeams : homeGuestTeams) : hostTeams;
    const label = side === 'visit' ? '원정 팀' : '홈 팀';
    return (
      <fieldset className="dg-schedule-form__side">
        <legend>{label}</legend>
        <CheckboxField
          label="교류전 (다른 리그 팀)"
          name={`${side}TeamInterleague`}
          checked={interleague}
          disabled={locked}
          onChange={(event) => setInterleague(side, event.target.checked)}
        />
        {interleague ? (
          <SelectField
            label={`${label} 소속 리그`}
            name={`${side}TeamLeagueId`}
            value={side === 'visit' ? values.visitTeamLeagueId : values.homeTeamLeagueId}
            disabled={locked}
            error={fieldError(`${side}TeamLeagueId`)}
            onChange={(event) => set({ [`${side}TeamLeagueId`]: event.target.value, [`${side}TeamId`]: '' })}
          >
            <option value="">리그 선택</option>
            {otherLeagues.map((league) => (
              <option key={league.leagueId} value={league.leagueId}>
                {league.leagueName}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField
          label={label}
          name={`${side}TeamId`}
          value={side === 'visit' ? values.visitTeamId : values.homeTeamId}
          disabled={locked}
          error={fieldError(`${side}TeamId`)}
          onChange={(event) => set({ [`${side}TeamId`]: event.target.value })}
        >
          <option value="">팀 선택</option>
          <option value="0">팀 미정</option>
          {(teams.data ?? []).map((entry) => (
            <option key={entry.teamId} value={entry.teamId}>
              {entry.team.teamName}
            </option>
          ))}
        </SelectField>
      </fieldset>
    );
  };

  return (
    <>
      <PageHeader title={title} description="경기 일시는 한국 시간(yyyy-MM-dd HH:mm)으로 입력합니다." />
      <Panel title={title}>
        <form ref={formRef} aria-label={title} onSubmit={formik.handleSubmit} noValidate>
          {locked ? <FormAlert tone="info">{LOCKED_NOTE}</FormAlert> : null}
          {alert ? <FormAlert>{alert}</FormAlert> : null}
          <div className="dg-schedule-form">
            <SelectField
              label="시즌"
              name="seasonId"
              value={values.seasonId ?? ''}
              disabled={locked || Boolean(gameId)}
              onChange={(event) => set({ seasonId: Number(event.target.value) || null, leagueId: '', ...EMPTY, scheduleTime: values.scheduleTime, groundId: values.groundId, writerId: values.writerId })}
            >
              {base.seasons.map((season) => (
                <option key={season.seasonId} value={season.seasonId}>
                  {season.seasonName}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="리그"
              name="leagueId"
              value={values.leagueId}
              disabled={locked}
              error={fieldError('leagueId')}
              // Spec 4: another league reloads its teams; the team choices start over.
              onChange={(event) => set({ leagueId: event.target.value, visitTeamId: '', homeTeamId: '', visitTeamInterleague: false, homeTeamInterleague: false, visitTeamLeagueId: '', homeTeamLeagueId: '' })}
            >
              <option value="">리그 선택</option>
              {(leagues.data ?? []).map((league) => (
                <option key={league.leagueId} value={league.leagueId}>
                  {league.leagueName}
                </option>
              ))}
            </SelectField>
            <TextField label="경기 이름" name="gameName" value={values.gameName} maxLength={50} disabled={locked} error={fieldError('gameName')} onChange={(event) => set({ gameName: event.target.value })} />
            <TextField
              label="경기 일시 (yyyy-MM-dd HH:mm)"
              name="scheduleTime"
              type="datetime-local"
              lang="ko"
              value={values.scheduleTime}
              error={fieldError('scheduleTime')}
              onChange={(event) => set({ scheduleTime: event.target.value })}
            />
            <SelectField label="구장" name="groundId" value={values.groundId} error={fieldError('groundId')} onChange={(event) => set({ groundId: event.target.value })}>
              <option value="">구장 미정</option>
              {(grounds.data ?? []).map((ground) => (
                <option key={ground.groundId} value={ground.groundId}>
                  {ground.groundName}
                </option>
              ))}
            </SelectField>
            <SelectField label="기록원" name="writerId" value={values.writerId} error={fieldError('writerId')} onChange={(event) => set({ writerId: event.target.value })}>
              <option value="">지정 안 함</option>
              {(writers.data ?? []).map((writer) => (
                <option key={writer.userId} value={writer.userId}>
                  {writer.user.username}
                </option>
              ))}
            </SelectField>
            {teamSelect('visit')}
            {teamSelect('home')}
          </div>
          {conflicts.data && conflicts.data.conflicts.length > 0 ? (
            <div className="dg-alert dg-alert--info" role="status" aria-label="일정 겹침 경고">
              <p>
                앞뒤 {conflicts.data.windowMinutes / 60 >= 1 && conflicts.data.windowMinutes % 60 === 0 ? `${conflicts.data.windowMinutes / 60}시간` : `${conflicts.data.windowMinutes}분`} 안에 같은 팀이나 같은 구장의 경기가 있습니다. 저장은 할 수 있습니다.
              </p>
              <ul>
                {conflicts.data.conflicts.map((conflict) => (
                  <li key={conflict.gameId}>
                    {formatDateTime(conflict.scheduleTime)} {conflict.leagueName} {conflict.visitTeamName ?? '팀 미정'} 대 {conflict.homeTeamName ?? '팀 미정'}
                    {conflict.groundName ? ` (${conflict.groundName})` : ''} — {conflict.reasons.map((reason) => (reason === 'team' ? '같은 팀' : '같은 구장')).join(', ')}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="dg-schedule-form__buttons">
            <Button type="submit" disabled={formik.isSubmitting}>
              저장
            </Button>
            <Button variant="secondary" onClick={() => navigate(-1)}>
              취소
            </Button>
          </div>
        </form>
      </Panel>
    </>
  );
}
