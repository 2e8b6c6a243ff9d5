import { useId, useState } from 'react';
import { useFormik } from 'formik';
import { useParams } from 'react-router-dom';
import { formRefusal } from '@dugout/auth';
import { agreementContentSchema, formatDateTime, type AdminSeasonAgreement, type AgreementContentPayload } from '@dugout/contracts';
import { Button, DataTable, EmptyState, ErrorPanel, FormAlert, PageHeader, Panel, Skeleton, type DataTableColumn } from '@dugout/ui';
import { useLeagueBase } from '../../../shared/api/get-league-base';
import { defaultSeasonId, SeasonLeaguePicker } from '../../../shared/components/season-league-picker';
import { useSeasonAgreement } from '../api/get-season-agreement';
import { saveSeasonAgreement } from '../api/save-season-agreement';
import './agreements-page.css';

const SAVE_FAILED = '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.';

interface AgreementFormProps {
  seasonId: number;
  stored: AdminSeasonAgreement;
  onSaved: (saved: AdminSeasonAgreement) => Promise<unknown>;
}

function AgreementForm({ seasonId, stored, onSaved }: AgreementFormProps) {
  const fieldId = useId();
  const errorId = useId();
  const formik = useFormik<AgreementContentPayload>({
    initialValues: { content: stored.content ?? '' },
    validationSchema: agreementContentSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        const saved = await saveSeasonAgreement(seasonId, { content: values.content });
        await onSaved(saved);
        helpers.resetForm({ values: { content: saved.content ?? '' }, status: { saved: true } });
      } catch (error) {
        const { fieldErrors, formMessage } = formRefusal(error, SAVE_FAILED);
        helpers.setErrors(fieldErrors);
        helpers.setStatus({ error: formMessage });
      }
    },
  });
  const status = (formik.status ?? {}) as { saved?: boolean; error?: string };
  const contentError = formik.touched.content || formik.submitCount > 0 ? formik.errors.content : undefined;

  return (
    <form className="dg-form" onSubmit={formik.handleSubmit} noValidate aria-label="참가 서약서 작성">
      {status.error ? <FormAlert>{status.error}</FormAlert> : null}
      {status.saved ? <FormAlert tone="info">저장되었습니다.</FormAlert> : null}
      <p className="dg-admin-agreement__meta">
        {stored.updatedAt ? `마지막 저장: ${formatDateTime(stored.updatedAt)}${stored.updatedBy ? ` (${stored.updatedBy})` : ''}` : '아직 작성된 서약서가 없습니다.'}
      </p>
      <label htmlFor={fieldId} className="dg-field__label">
        서약서 내용
      </label>
      <textarea
        id={fieldId}
        name="content"
        className="dg-input dg-admin-agreement__text"
        value={formik.values.content}
        onChange={(event) => {
          if (status.saved) formik.setStatus(undefined);
          formik.handleChange(event);
        }}
        onBlur={formik.handleBlur}
        aria-invalid={contentError ? true : undefined}
        aria-describedby={contentError ? errorId : undefined}
        placeholder="선수들이 읽고 서명할 서약 내용을 입력해 주세요."
      />
      {contentError ? (
        <p id={errorId} className="dg-field__error">
          {contentError}
        </p>
      ) : null}
      <div className="dg-admin-agreement__actions">
        <Button type="submit" disabled={formik.isSubmitting} aria-busy={formik.isSubmitting}>
          저장
        </Button>
      </div>
    </form>
  );
}

const SIGNATURE_COLUMNS: DataTableColumn<AdminSeasonAgreement['teams'][number]>[] = [
  { key: 'teamName', header: '팀', rowHeader: true },
  { key: 'registered', header: '등록 선수', align: 'right', render: (team) => `${team.registered}명` },
  { key: 'signed', header: '서명', align: 'right', render: (team) => `${team.signed}명` },
];

function SignatureCounts({ agreement }: { agreement: AdminSeasonAgreement }) {
  if (agreement.teams.length === 0) return <EmptyState message="이 시즌에 등록된 선수가 없습니다." />;
  return (
    <DataTable
      caption="팀별 서명 현황"
      captionHidden
      columns={SIGNATURE_COLUMNS}
      rows={agreement.teams}
      rowKey={(team) => team.teamId}
    />
  );
}

/** 참가 서약서 (agreements, grade 1): the season's agreement text and how many registered players of each team signed it. */
export function AgreementsPage() {
  const { path = '' } = useParams<{ path: string }>();
  const base = useLeagueBase(path);
  const [chosen, setChosen] = useState<number | null>(null);
  const seasonId = base.data ? defaultSeasonId(base.data.seasons, chosen) : null;
  const agreement = useSeasonAgreement(seasonId);

  const body = () => {
    if (base.error) return <ErrorPanel title="리그 정보를 불러오지 못했습니다" onRetry={() => void base.mutate()} />;
    if (!base.data) return <Skeleton lines={8} />;
    if (seasonId === null) return <EmptyState message="시즌을 먼저 만들어 주세요." />;
    if (agreement.error) return <ErrorPanel title="참가 서약서를 불러오지 못했습니다" message={agreement.error.message} onRetry={() => void agreement.mutate()} />;
    if (!agreement.data) return <Skeleton lines={8} />;
    return (
      <>
        <Panel title="서약서 내용">
          <AgreementForm
            key={seasonId}
            seasonId={seasonId}
            stored={agreement.data}
            onSaved={(saved) => agreement.mutate(saved, { revalidate: false })}
          />
        </Panel>
        <Panel title="팀별 서명 현황">
          <SignatureCounts agreement={agreement.data} />
        </Panel>
      </>
    );
  };

  return (
    <>
      <PageHeader title="참가 서약서" description="시즌에 등록된 선수들이 회원 화면에서 읽고 선수 이름으로 서명하는 리그 참가 서약서입니다." />
      {base.data ? (
        <SeasonLeaguePicker seasons={base.data.seasons} value={{ seasonId, leagueId: null }} onChange={(choice) => setChosen(choice.seasonId)} withLeague={false} />
      ) : null}
      {body()}
    </>
  );
}
