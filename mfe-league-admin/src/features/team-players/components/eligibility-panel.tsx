import { useId } from 'react';
import { useFormik } from 'formik';
import { isApiError } from '@dugout/auth';
import {
  eligibilitySettingsSchema,
  LeagueManagerGrade,
  proTypeMiddles,
  proTypes,
  REGISTRATION_LIMITS,
  type CodeSet,
  type EligibilitySettings,
  type LeagueManagerAccessRights,
} from '@dugout/contracts';
import { Button, ErrorPanel, FormAlert, Panel, Skeleton } from '@dugout/ui';
import { useLeagueMainId } from '../../../shared/hooks/use-league-main-id';
import { useEligibility } from '../api/get-eligibility';
import { saveEligibility } from '../api/save-eligibility';

const SAVE_FAILED = '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.';
const PANEL_TITLE = '출전 자격 규정';

interface EligibilityValues {
  waitDays: number | string;
  allowedProTypes: number[];
  allowedProTypeMiddles: number[];
}

const toValues = (settings: EligibilitySettings): EligibilityValues => ({
  waitDays: settings.waitDays,
  allowedProTypes: [...settings.allowedProTypes],
  allowedProTypeMiddles: [...settings.allowedProTypeMiddles],
});

function CodeChecks({
  legend,
  codes,
  chosen,
  disabled,
  onToggle,
}: {
  legend: string;
  codes: CodeSet<number>;
  chosen: readonly number[];
  disabled: boolean;
  onToggle: (code: number, checked: boolean) => void;
}) {
  return (
    <fieldset className="dg-team-players__codes" disabled={disabled}>
      <legend>{legend}</legend>
      {codes.options.map((option) => (
        <label key={option.value} className="dg-team-players__check">
          <input type="checkbox" checked={chosen.includes(option.value)} onChange={(event) => onToggle(option.value, event.target.checked)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

function EligibilityForm({ mainId, stored, editable, onSaved }: { mainId: number; stored: EligibilitySettings; editable: boolean; onSaved: (saved: EligibilitySettings) => Promise<unknown> }) {
  const waitId = useId();
  const waitErrorId = useId();
  const formik = useFormik<EligibilityValues>({
    initialValues: toValues(stored),
    validationSchema: eligibilitySettingsSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        const saved = await saveEligibility(mainId, eligibilitySettingsSchema.cast(values));
        await onSaved(saved);
        helpers.resetForm({ values: toValues(saved), status: { saved: true } });
      } catch (error) {
        if (isApiError(error) && error.errors['waitDays']) helpers.setErrors({ waitDays: error.errors['waitDays'] });
        helpers.setStatus({ error: isApiError(error) ? error.message : SAVE_FAILED });
      }
    },
  });
  const status = (formik.status ?? {}) as { saved?: boolean; error?: string };
  const waitError = formik.touched.waitDays || formik.submitCount > 0 ? formik.errors.waitDays : undefined;
  const toggle = (field: 'allowedProTypes' | 'allowedProTypeMiddles') => (code: number, checked: boolean) => {
    const current = formik.values[field];
    void formik.setFieldValue(field, checked ? [...current, code].sort() : current.filter((value) => value !== code));
    if (status.saved) formik.setStatus(undefined);
  };

  return (
    <form className="dg-form dg-team-players__eligibility" onSubmit={formik.handleSubmit} noValidate aria-label={PANEL_TITLE}>
      {status.error ? <FormAlert>{status.error}</FormAlert> : null}
      {status.saved ? <FormAlert tone="info">출전 자격 규정을 저장했습니다.</FormAlert> : null}
      {!editable ? <p className="dg-team-players__hint">출전 자격 규정은 총괄 관리자만 바꿀 수 있습니다.</p> : null}
      <div className="dg-field">
        <label htmlFor={waitId} className="dg-field__label">
          등록 후 대기 기간 (일)
        </label>
        <input
          id={waitId}
          name="waitDays"
          type="number"
          min={0}
          max={REGISTRATION_LIMITS.waitDaysMax}
          className={['dg-input', waitError ? 'dg-input--invalid' : ''].filter(Boolean).join(' ')}
          value={formik.values.waitDays}
          readOnly={!editable}
          aria-invalid={waitError ? true : undefined}
          aria-describedby={waitError ? waitErrorId : undefined}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
        <p className="dg-field__hint">0이면 등록일부터 출전할 수 있습니다.</p>
        {waitError ? (
          <p id={waitErrorId} className="dg-field__error">
            {waitError}
          </p>
        ) : null}
      </div>
      <CodeChecks
        legend="출전할 수 있는 고등학교 선출 구분"
        codes={proTypes as CodeSet<number>}
        chosen={formik.values.allowedProTypes}
        disabled={!editable}
        onToggle={toggle('allowedProTypes')}
      />
      <CodeChecks
        legend="출전할 수 있는 중학교 선출 구분"
        codes={proTypeMiddles as CodeSet<number>}
        chosen={formik.values.allowedProTypeMiddles}
        disabled={!editable}
        onToggle={toggle('allowedProTypeMiddles')}
      />
      {editable ? (
        <div>
          <Button type="submit" disabled={formik.isSubmitting} aria-busy={formik.isSubmitting}>
            규정 저장
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/**
 * The league main's eligibility rules (beyond the spec): the days a player waits after his
 * registration before he may play, and which former-professional statuses may play. Grade 1
 * edits them; the other managers see them.
 */
export function EligibilityPanel({ rights }: { rights: LeagueManagerAccessRights }) {
  const { mainId, error: baseError, retry } = useLeagueMainId();
  const settings = useEligibility(mainId);
  const editable = rights.grade === LeagueManagerGrade.Head;
  return (
    <Panel title={PANEL_TITLE}>
      {baseError ? (
        <ErrorPanel title="리그 정보를 불러오지 못했습니다" onRetry={retry} />
      ) : settings.error ? (
        <ErrorPanel title="출전 자격 규정을 불러오지 못했습니다" onRetry={() => void settings.mutate()} />
      ) : mainId === undefined || !settings.data ? (
        <Skeleton lines={3} />
      ) : (
        <EligibilityForm mainId={mainId} stored={settings.data} editable={editable} onSaved={(saved) => settings.mutate(saved, { revalidate: false })} />
      )}
    </Panel>
  );
}
