import { useId } from 'react';
import { useFormik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { isApiError } from '@dugout/auth';
import { formatDate, positionLabel, registerPlayersSchema, teamRoles, type RosterRegistration } from '@dugout/contracts';
import { Button, EmptyState, ErrorPanel, FormAlert, PageHeader, Panel, Skeleton } from '@dugout/ui';
import { adminPath } from '../../../shared/lib/admin-paths';
import { registeredPlayersPath } from '../api/get-registered-players';
import { teamRegistrationCountsPath } from '../api/get-team-registration-counts';
import { useTeamRoster } from '../api/get-team-roster';
import { registerPlayers } from '../api/register-players';
import { useTeamRoute } from '../hooks/use-team-route';
import { formatDay, teamPlayerScreens } from '../lib/team-players-format';
import type { TeamPlayersNotice } from './team-players-page';
import './team-players.css';

const FAILED = '등록하지 못했습니다. 잠시 후 다시 시도해 주세요.';

interface RosterValues {
  playerIds: number[];
  registerDate: string;
}

const rosterLabel = (player: RosterRegistration) =>
  [
    player.playerName,
    player.backnumber ? `#${player.backnumber}` : '',
    positionLabel(player.position),
    teamRoles.label(player.teamRole),
    player.registered ? `등록됨${player.registerDate ? ` (${formatDay(player.registerDate)})` : ''}` : '',
  ]
    .filter(Boolean)
    .join(' · ');

function RosterForm({ roster, onRegister }: { roster: RosterRegistration[]; onRegister: (values: RosterValues) => Promise<void> }) {
  const dateId = useId();
  const dateErrorId = useId();
  const playersErrorId = useId();
  const formik = useFormik<RosterValues>({
    // Today in Korean time, whatever the machine's zone.
    initialValues: { playerIds: [], registerDate: formatDate(Date.now()) },
    validationSchema: registerPlayersSchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await onRegister(values);
      } catch (error) {
        if (isApiError(error)) {
          const { registerDate, playerIds } = error.errors;
          if (registerDate || playerIds) helpers.setErrors({ registerDate, playerIds });
        }
        helpers.setStatus({ error: isApiError(error) ? error.message : FAILED });
      }
    },
  });
  const status = (formik.status ?? {}) as { error?: string };
  const { playerIds: playersError, registerDate: dateError } = formik.errors as { playerIds?: string; registerDate?: string };
  const open = roster.filter((player) => !player.registered);

  const toggle = (playerId: number, checked: boolean) => {
    const current = formik.values.playerIds;
    void formik.setFieldValue('playerIds', checked ? [...current, playerId] : current.filter((id) => id !== playerId));
  };

  return (
    <form className="dg-form" onSubmit={formik.handleSubmit} noValidate aria-label="소속 선수 등록">
      {status.error ? <FormAlert>{status.error}</FormAlert> : null}
      <fieldset className="dg-team-players__codes" aria-describedby={playersError ? playersErrorId : undefined}>
        <legend>등록할 선수 ({open.length}명 미등록)</legend>
        <ul className="dg-team-players__roster">
          {roster.map((player) => (
            <li key={player.playerId}>
              <label className="dg-team-players__check">
                <input
                  type="checkbox"
                  disabled={player.registered}
                  checked={player.registered || formik.values.playerIds.includes(player.playerId)}
                  onChange={(event) => toggle(player.playerId, event.target.checked)}
                />
                {rosterLabel(player)}
              </label>
            </li>
          ))}
        </ul>
        {playersError ? (
          <p id={playersErrorId} className="dg-field__error">
            {playersError}
          </p>
        ) : null}
      </fieldset>
      <div className="dg-field">
        <label htmlFor={dateId} className="dg-field__label">
          등록일
        </label>
        <input
          id={dateId}
          name="registerDate"
          type="date"
          className={['dg-input', dateError ? 'dg-input--invalid' : ''].filter(Boolean).join(' ')}
          value={formik.values.registerDate}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? dateErrorId : undefined}
          onChange={formik.handleChange}
        />
        <p className="dg-field__hint">시즌 기간 안의 날짜여야 합니다. 선택한 선수 모두 이 날짜로 등록됩니다.</p>
        {dateError ? (
          <p id={dateErrorId} className="dg-field__error">
            {dateError}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={formik.isSubmitting || open.length === 0} aria-busy={formik.isSubmitting}>
        선택한 선수 등록
      </Button>
    </form>
  );
}

/**
 * 팀 소속 선수 (teams/{s}/{l}/{t}/teamplayers): the team's roster, the players already registered in
 * the league checked and fixed; the chosen ones are registered on one date, then the players
 * screen opens with the result.
 */
export function TeamRosterPage() {
  const { path, seasonId, leagueId, teamId, leagueName, teamName } = useTeamRoute();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const roster = useTeamRoster(leagueId, teamId);

  if (!seasonId || !leagueId || !teamId) return <EmptyState message="요청하신 팀을 찾을 수 없습니다." />;
  const playersScreen = adminPath(path, teamPlayerScreens.players(seasonId, leagueId, teamId));

  const register = async ({ playerIds, registerDate }: RosterValues) => {
    // Left empty, the API registers them today (Korean time).
    const result = await registerPlayers(leagueId, teamId, { playerIds, registerDate: registerDate.trim() || undefined });
    await Promise.all([mutate(registeredPlayersPath(leagueId, teamId)), mutate(teamRegistrationCountsPath(leagueId)), roster.mutate()]);
    const day = formatDay(result.registered[0]?.registerDate);
    const state: TeamPlayersNotice = { notice: `선수 ${result.registered.length}명을 등록했습니다${day ? ` (등록일 ${day})` : ''}.` };
    navigate(playersScreen, { state });
  };

  return (
    <>
      <PageHeader
        title={teamName ? `${teamName} 소속 선수` : '팀 소속 선수'}
        description={leagueName ? `${leagueName}에 등록할 선수를 고릅니다. 이미 등록된 선수는 체크되어 있습니다.` : undefined}
      />
      <p className="dg-team-players__nav">
        <Link to={playersScreen}>등록 선수 목록으로</Link>
      </p>
      <Panel title="소속 선수">
        {roster.error ? (
          <ErrorPanel title="소속 선수를 불러오지 못했습니다" message={roster.error.message} onRetry={() => void roster.mutate()} />
        ) : !roster.data ? (
          <Skeleton lines={4} />
        ) : roster.data.length === 0 ? (
          <p>이 팀에 소속된 선수가 없습니다. 팀 관리자가 선수를 먼저 받아야 합니다.</p>
        ) : (
          <RosterForm roster={roster.data} onRegister={register} />
        )}
      </Panel>
    </>
  );
}
