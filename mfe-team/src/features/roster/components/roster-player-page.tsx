import { useFormik } from 'formik';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '@dugout/auth';
import {
  batThrws,
  positions,
  teamPlayerUpdateSchema,
  teamRoles,
  VALIDATION_LIMITS,
  type TeamPlayerEntry,
  type TeamPlayerUpdatePayload,
  type TeamRosterPlayerDetail,
} from '@dugout/contracts';
import {
  Button,
  DataTable,
  ErrorPanel,
  FormAlert,
  PageHeader,
  Panel,
  SelectField,
  Skeleton,
  TextField,
  buttonClassName,
  useConfirm,
  type DataTableColumn,
} from '@dugout/ui';
import { teamAdminPath } from '../../../shared/lib/team-admin-paths';
import { useRosterPlayer } from '../api/get-roster-player';
import { useRemoveRosterPlayer } from '../api/remove-roster-player';
import { useUpdateRosterPlayer } from '../api/update-roster-player';
import { STATUS_LABELS, type RosterNotice } from './roster-page';
import './roster.css';

export const SAVE_FAILED = '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.';
export const REMOVE_FAILED = '명단에서 제외하지 못했습니다. 잠시 후 다시 시도해 주세요.';
export const confirmRemoveText = (playerName: string) =>
  `${playerName} 선수를 팀 명단에서 제외하시겠습니까? 경기 기록과 지난 시즌 엔트리는 그대로 남습니다.`;

const FIELDS = ['backnumber', 'teamRole', 'position', 'batThrw'] as const;

interface FormValues {
  backnumber: string;
  teamRole: string;
  position: string;
  batThrw: string;
}

const toForm = (player: TeamRosterPlayerDetail): FormValues => ({
  backnumber: player.backnumber ?? '',
  teamRole: String(player.teamRole),
  position: player.position ?? '',
  batThrw: player.batThrw === null ? '' : String(player.batThrw),
});

const entryColumns: DataTableColumn<TeamPlayerEntry>[] = [
  { key: 'league', header: '리그', render: (row) => `${row.seasonName} ${row.leagueName}` },
  { key: 'registerDate', header: '등록일', render: (row) => row.registerDate ?? '-' },
  { key: 'hasGameLines', header: '경기 기록', render: (row) => (row.hasGameLines ? '있음' : '없음') },
];

/** The edit form: formik with the contract's schema, the server's field messages under the fields. */
function PlayerForm({ teamId, player }: { teamId: string; player: TeamRosterPlayerDetail }) {
  const navigate = useNavigate();
  const update = useUpdateRosterPlayer(teamId, String(player.playerId));
  const remove = useRemoveRosterPlayer(teamId, String(player.playerId));
  const { confirm, confirmDialog } = useConfirm();
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [removing, setRemoving] = useState(false);

  const formik = useFormik<FormValues>({
    initialValues: toForm(player),
    enableReinitialize: true,
    validationSchema: teamPlayerUpdateSchema,
    onSubmit: async (values, helpers) => {
      setNotice(null);
      try {
        await update(teamPlayerUpdateSchema.cast(values) as TeamPlayerUpdatePayload);
        setNotice({ tone: 'info', text: '선수 정보를 저장했습니다.' });
      } catch (error) {
        if (!isApiError(error) || error.status >= 500) {
          setNotice({ tone: 'error', text: SAVE_FAILED });
          return;
        }
        const fieldErrors = Object.fromEntries(Object.entries(error.errors).filter(([key]) => (FIELDS as readonly string[]).includes(key)));
        helpers.setErrors(fieldErrors);
        setNotice({ tone: 'error', text: error.message });
      }
    },
  });

  const removePlayer = async () => {
    if (!(await confirm(confirmRemoveText(player.playerName), { confirmLabel: '제외', danger: true }))) return;
    setRemoving(true);
    setNotice(null);
    try {
      await remove();
      const state: RosterNotice = { removed: `${player.playerName} 선수를 팀 명단에서 제외했습니다.` };
      navigate(teamAdminPath(teamId, 'member'), { state });
    } catch (error) {
      // The server explains a refusal in Korean (an entry of this season to cancel first).
      setNotice({ tone: 'error', text: isApiError(error) && error.status < 500 ? error.message : REMOVE_FAILED });
      setRemoving(false);
    }
  };

  const { values, errors, touched, submitCount } = formik;
  const shown = (field: keyof FormValues) => ((touched[field] || submitCount > 0) && errors[field] ? errors[field] : undefined);
  const busy = formik.isSubmitting || removing;

  return (
    <>
      <form onSubmit={formik.handleSubmit} noValidate aria-label="선수의 팀 정보">
        {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
        <div className="dg-roster__form">
          <TextField
            label="등번호"
            name="backnumber"
            inputMode="numeric"
            maxLength={VALIDATION_LIMITS.backnumberMaxDigits}
            value={values.backnumber}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            hint="팀 안에서 한 선수만 쓸 수 있습니다."
            error={shown('backnumber')}
          />
          <SelectField label="구분" name="teamRole" value={values.teamRole} onChange={formik.handleChange} onBlur={formik.handleBlur} hint="휴면 선수로 바꾸면 상태가 휴면이 됩니다." error={shown('teamRole')}>
            {teamRoles.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <SelectField label="포지션" name="position" value={values.position} onChange={formik.handleChange} onBlur={formik.handleBlur} error={shown('position')}>
            <option value="">선택</option>
            {positions.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <SelectField label="투타" name="batThrw" value={values.batThrw} onChange={formik.handleChange} onBlur={formik.handleBlur} error={shown('batThrw')}>
            <option value="">선택</option>
            {batThrws.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="dg-roster__actions">
          <Button variant="danger" onClick={() => void removePlayer()} disabled={busy}>
            명단에서 제외
          </Button>
          <Button type="submit" disabled={busy}>
            {formik.isSubmitting ? '저장 중...' : '저장'}
          </Button>
        </div>
      </form>
      <h2 className="dg-roster__section">리그 엔트리</h2>
      <section aria-label="리그 엔트리">
        <DataTable
              stickyFirstColumn
          caption="이 팀으로 등록된 리그"
          columns={entryColumns}
          rows={player.entries}
          rowKey={(row) => row.leagueId}
          emptyMessage="등록된 리그가 없습니다."
        />
      </section>
      {confirmDialog}
    </>
  );
}

/** /team/admin/{teamId}/member/{playerId} (선수 상세): edit the player's team data or take him off the roster. */
export function RosterPlayerPage() {
  const { teamId = '', playerId = '' } = useParams<{ teamId: string; playerId: string }>();
  const player = useRosterPlayer(teamId, playerId);
  const back = (
    <Link className={buttonClassName('secondary', 'sm')} to={teamAdminPath(teamId, 'member')}>
      목록으로
    </Link>
  );

  if (player.error && !player.data) {
    return (
      <>
        <PageHeader title="선수 상세" actions={back} />
        <ErrorPanel
          title={player.error.status === 404 ? '팀 명단에 없는 선수입니다' : '선수 정보를 불러오지 못했습니다'}
          message={player.error.message}
          onRetry={player.error.status === 404 ? undefined : () => void player.mutate()}
        />
      </>
    );
  }
  if (!player.data) return <Skeleton label="선수 정보를 불러오는 중입니다…" />;
  const data = player.data;
  return (
    <>
      <PageHeader
        title={`${data.playerName} 선수`}
        description={`상태: ${STATUS_LABELS[data.status]} · 입단일: ${data.joinedAt ?? '기록 없음'}${data.birthday ? ` · 생년월일: ${data.birthday}` : ''}`}
        actions={back}
      />
      <Panel>
        <PlayerForm teamId={teamId} player={data} />
      </Panel>
    </>
  );
}
