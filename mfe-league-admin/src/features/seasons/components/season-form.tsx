import { useRef } from 'react';
import { useFormik } from 'formik';
import { SEASON_NAME_MAX, seasonFormSchema, type Season, type SeasonForm } from '@dugout/contracts';
import { Button, CheckboxField, FormAlert, TextField } from '@dugout/ui';
import { useRevealFormErrors } from '../../../shared/hooks/use-reveal-form-errors';
import { showServerErrors } from '../../../shared/lib/server-form-errors';

const FIELD_KEYS = new Set(['seasonName', 'beginDate', 'endDate', 'active']);

export const seasonToForm = (season: Season): SeasonForm => ({
  seasonName: season.seasonName,
  beginDate: season.beginDate,
  endDate: season.endDate,
  active: season.active,
});

export interface SeasonFormFieldsProps {
  season?: Season;
  onSubmit: (form: SeasonForm) => Promise<unknown>;
  onCancel: () => void;
}

/** 시즌 등록·수정: name, begin and end day, and the active flag (one season is active). */
export function SeasonFormFields({ season, onSubmit, onCancel }: SeasonFormFieldsProps) {
  const formik = useFormik<SeasonForm>({
    initialValues: season ? seasonToForm(season) : (seasonFormSchema.getDefault() as SeasonForm),
    validationSchema: seasonFormSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await onSubmit(seasonFormSchema.cast(values) as SeasonForm);
      } catch (error) {
        showServerErrors(error, helpers, FIELD_KEYS);
      }
    },
  });
  const { values, errors, touched, submitCount } = formik;
  const shown = (isTouched: unknown, error: unknown) => ((isTouched || submitCount > 0) && typeof error === 'string' ? error : undefined);
  const formError = typeof formik.status === 'string' ? formik.status : undefined;
  const formRef = useRef<HTMLFormElement>(null);
  useRevealFormErrors(formRef, formik);

  return (
    <form ref={formRef} className="dg-form" onSubmit={formik.handleSubmit} noValidate aria-label="시즌 정보">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField
        label="시즌 이름"
        name="seasonName"
        value={values.seasonName}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        maxLength={SEASON_NAME_MAX}
        error={shown(touched.seasonName, errors.seasonName)}
      />
      <TextField
        label="시작일"
        name="beginDate"
        type="date"
        value={values.beginDate}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={shown(touched.beginDate, errors.beginDate)}
      />
      <TextField
        label="종료일"
        name="endDate"
        type="date"
        value={values.endDate}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        hint="다른 시즌과 기간이 겹칠 수 없습니다."
        error={shown(touched.endDate, errors.endDate)}
      />
      <CheckboxField
        label="진행 중인 시즌으로 지정 (다른 시즌은 진행 중이 아니게 됩니다)"
        name="active"
        checked={values.active}
        onChange={(event) => void formik.setFieldValue('active', event.target.checked)}
      />
      <div className="dg-admin-seasons__actions">
        <Button variant="secondary" onClick={onCancel} disabled={formik.isSubmitting}>
          취소
        </Button>
        <Button type="submit" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? '저장 중...' : '저장'}
        </Button>
      </div>
    </form>
  );
}
