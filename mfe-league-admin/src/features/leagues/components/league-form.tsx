import { useRef } from 'react';
import { useFormik } from 'formik';
import {
  DEFAULT_LEAGUE_RECORD_SETTINGS as D,
  eraBaseInningsChoices,
  LEAGUE_FORM_LIMITS,
  leagueFormDefaults,
  leagueFormSchema,
  tiebreakCriteria,
  type AdminLeague,
  type LeagueForm,
  type TiebreakCriterion,
} from '@dugout/contracts';
import { Button, FormAlert, SelectField, TextField } from '@dugout/ui';
import { useRevealFormErrors } from '../../../shared/hooks/use-reveal-form-errors';
import { showServerErrors } from '../../../shared/lib/server-form-errors';
import { TiebreakOrderField } from './tiebreak-order-field';

type NumberKey = 'sortOrder' | 'pointsWin' | 'pointsDraw' | 'pointsLoss' | 'batterQualifyMultiplier' | 'pitcherQualifyMultiplier' | 'forfeitRuns' | 'regulationInnings';
const FIELD_KEYS = new Set<string>(['leagueName', 'eraBaseInnings', 'tiebreakOrder', 'sortOrder', 'pointsWin', 'pointsDraw', 'pointsLoss', 'batterQualifyMultiplier', 'pitcherQualifyMultiplier', 'forfeitRuns', 'regulationInnings']);

const DEFAULT_TIEBREAK = D.tiebreakOrder.map((criterion) => tiebreakCriteria.label(criterion)).join(' → ');

/** The settings' number fields: Korean label and the default shown beside it. */
const NUMBER_FIELDS: { key: NumberKey; label: string; hint: string; step?: string }[] = [
  { key: 'sortOrder', label: '표시 순서', hint: '작은 수가 먼저 보입니다.' },
  { key: 'pointsWin', label: '승리 승점', hint: `기본값 ${D.pointsWin}` },
  { key: 'pointsDraw', label: '무승부 승점', hint: `기본값 ${D.pointsDraw}` },
  { key: 'pointsLoss', label: '패배 승점', hint: `기본값 ${D.pointsLoss}` },
  { key: 'batterQualifyMultiplier', label: '규정타석 배수', hint: `팀 경기 수 × 이 값 타석 (기본값 ${D.batterQualifyMultiplier})`, step: '0.1' },
  { key: 'pitcherQualifyMultiplier', label: '규정이닝 배수', hint: `팀 경기 수 × 이 값 이닝 (기본값 ${D.pitcherQualifyMultiplier})`, step: '0.1' },
  {
    key: 'forfeitRuns',
    label: '몰수·부전 경기 점수',
    hint: `몰수 경기는 이 점수 대 0으로 표시 (${LEAGUE_FORM_LIMITS.forfeitRunsMin}~${LEAGUE_FORM_LIMITS.forfeitRunsMax}, 기본값 ${D.forfeitRuns})`,
  },
  { key: 'regulationInnings', label: '정규 이닝', hint: '비워 두면 정하지 않음 (참고용)' },
];

export const leagueToForm = (league: AdminLeague): LeagueForm => ({
  leagueName: league.leagueName,
  sortOrder: league.sortOrder,
  eraBaseInnings: league.eraBaseInnings,
  pointsWin: league.pointsWin,
  pointsDraw: league.pointsDraw,
  pointsLoss: league.pointsLoss,
  tiebreakOrder: [...league.tiebreakOrder],
  batterQualifyMultiplier: league.batterQualifyMultiplier,
  pitcherQualifyMultiplier: league.pitcherQualifyMultiplier,
  forfeitRuns: league.forfeitRuns,
  regulationInnings: league.regulationInnings,
});

export interface LeagueFormFieldsProps {
  league?: AdminLeague;
  /** A new league's display order (after the last one). */
  nextSortOrder?: number;
  onSubmit: (form: LeagueForm) => Promise<unknown>;
  onCancel: () => void;
}

/** 리그 등록·수정: name, order and the record engine's settings, with the defaults shown. */
export function LeagueFormFields({ league, nextSortOrder = 0, onSubmit, onCancel }: LeagueFormFieldsProps) {
  const formik = useFormik<LeagueForm>({
    initialValues: league ? leagueToForm(league) : { ...leagueFormDefaults(), sortOrder: nextSortOrder },
    validationSchema: leagueFormSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await onSubmit(leagueFormSchema.cast(values) as LeagueForm);
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
    <form ref={formRef} className="dg-form" onSubmit={formik.handleSubmit} noValidate aria-label="리그 설정">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField
        label="리그 이름"
        name="leagueName"
        value={values.leagueName}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        maxLength={LEAGUE_FORM_LIMITS.leagueNameMax}
        error={shown(touched.leagueName, errors.leagueName)}
      />
      <SelectField
        label="평균자책점 기준 이닝"
        name="eraBaseInnings"
        value={values.eraBaseInnings}
        onChange={(event) => void formik.setFieldValue('eraBaseInnings', Number(event.target.value))}
        hint={`평균자책점과 9이닝당 탈삼진을 몇 이닝 기준으로 셀지 (기본값 ${D.eraBaseInnings}이닝)`}
        error={shown(touched.eraBaseInnings, errors.eraBaseInnings)}
      >
        {eraBaseInningsChoices.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <div className="dg-admin-leagues__numbers">
        {NUMBER_FIELDS.map(({ key, label, hint, step }) => (
          <TextField
            key={key}
            label={label}
            name={key}
            type="number"
            step={step ?? '1'}
            value={values[key] ?? ''}
            onChange={(event) => void formik.setFieldValue(key, event.target.value === '' ? (key === 'regulationInnings' ? null : '') : Number(event.target.value))}
            onBlur={formik.handleBlur}
            hint={hint}
            error={shown(touched[key], errors[key])}
          />
        ))}
      </div>
      <TiebreakOrderField
        value={values.tiebreakOrder as TiebreakCriterion[]}
        onChange={(next) => {
          void formik.setFieldTouched('tiebreakOrder', true, false);
          void formik.setFieldValue('tiebreakOrder', next);
        }}
        error={shown(touched.tiebreakOrder, typeof errors.tiebreakOrder === 'string' ? errors.tiebreakOrder : undefined)}
      />
      <p className="dg-field__hint">기본 순위 결정 순서: {DEFAULT_TIEBREAK}</p>
      <div className="dg-admin-leagues__actions">
        <Button variant="secondary" onClick={onCancel} disabled={formik.isSubmitting}>
          취소
        </Button>
        <Button type="button" variant="secondary" onClick={() => void formik.setValues({ ...leagueFormDefaults(), leagueName: values.leagueName, sortOrder: values.sortOrder })}>
          기본값으로
        </Button>
        <Button type="submit" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? '저장 중...' : '저장'}
        </Button>
      </div>
    </form>
  );
}
