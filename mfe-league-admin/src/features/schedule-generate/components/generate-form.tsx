import { useFormik } from 'formik';
import {
  SCHEDULE_GENERATION_LIMITS as L,
  scheduleGenerateSchema,
  WEEKDAY_LABELS,
  type Ground,
  type ScheduleGeneratePayload,
  type Season,
} from '@dugout/contracts';
import { Button, FormAlert, SelectField, TextField } from '@dugout/ui';
import { showServerErrors } from '../../../shared/lib/server-form-errors';

interface GenerateValues {
  gameCnt: number;
  weekdays: number[];
  times: string[];
  groundIds: number[];
  beginDate: string;
  endDate: string;
}

const FIELD_KEYS = new Set<string>(['gameCnt', 'weekdays', 'times', 'groundIds', 'beginDate', 'endDate']);
const GAME_COUNTS = Array.from({ length: L.gameCntMax - L.gameCntMin + 1 }, (_, index) => L.gameCntMin + index);

export interface GenerateFormProps {
  season: Pick<Season, 'beginDate' | 'endDate'>;
  grounds: readonly Ground[];
  /** Asks for the preview; a refusal (400) is put on the form. */
  onGenerate: (payload: ScheduleGeneratePayload) => Promise<unknown>;
}

const toggled = (list: readonly number[], value: number, on: boolean) => (on ? [...list, value].sort((a, b) => a - b) : list.filter((item) => item !== value));

/** 생성 조건: games per pairing, weekdays, start times, grounds and the period (the season's by default). */
export function GenerateForm({ season, grounds, onGenerate }: GenerateFormProps) {
  const formik = useFormik<GenerateValues>({
    initialValues: { gameCnt: 1, weekdays: [0], times: ['09:00'], groundIds: [], beginDate: season.beginDate, endDate: season.endDate },
    validationSchema: scheduleGenerateSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await onGenerate(scheduleGenerateSchema.cast(values) as ScheduleGeneratePayload);
      } catch (error) {
        showServerErrors(error, helpers, FIELD_KEYS);
      }
    },
  });
  const { values, errors, submitCount } = formik;
  const shown = (error: unknown) => (submitCount > 0 && typeof error === 'string' ? error : undefined);
  const timeErrors = Array.isArray(errors.times) ? errors.times : [];
  const formError = typeof formik.status === 'string' ? formik.status : undefined;

  return (
    <form className="dg-form dg-schedule-generate__form" onSubmit={formik.handleSubmit} noValidate aria-label="생성 조건">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <SelectField
        label="맞대결 수"
        name="gameCnt"
        value={values.gameCnt}
        onChange={(event) => void formik.setFieldValue('gameCnt', Number(event.target.value))}
        hint="두 팀이 서로 몇 번 만날지 정합니다. 홈과 원정은 번갈아 배정됩니다."
        error={shown(errors.gameCnt)}
      >
        {GAME_COUNTS.map((count) => (
          <option key={count} value={count}>
            {count}번
          </option>
        ))}
      </SelectField>

      <fieldset className="dg-schedule-generate__group">
        <legend>경기 요일</legend>
        <div className="dg-schedule-generate__choices">
          {WEEKDAY_LABELS.map((label, weekday) => (
            <label key={label} className="dg-schedule-generate__check">
              <input
                type="checkbox"
                checked={values.weekdays.includes(weekday)}
                onChange={(event) => void formik.setFieldValue('weekdays', toggled(values.weekdays, weekday, event.target.checked))}
              />
              {label}
            </label>
          ))}
        </div>
        {shown(errors.weekdays) ? <p className="dg-field__error">{shown(errors.weekdays)}</p> : null}
      </fieldset>

      <fieldset className="dg-schedule-generate__group">
        <legend>경기 시작 시간</legend>
        <ul className="dg-schedule-generate__times">
          {values.times.map((time, index) => (
            <li key={index}>
              <TextField
                label={`시작 시간 ${index + 1}`}
                name={`times.${index}`}
                value={time}
                placeholder="09:00"
                inputMode="numeric"
                maxLength={5}
                onChange={formik.handleChange}
                error={shown(timeErrors[index])}
              />
              <Button
                size="sm"
                variant="secondary"
                aria-label={`시작 시간 ${index + 1} 삭제`}
                disabled={values.times.length <= 1}
                onClick={() => void formik.setFieldValue('times', values.times.filter((_, other) => other !== index))}
              >
                삭제
              </Button>
            </li>
          ))}
        </ul>
        {shown(errors.times) ? <p className="dg-field__error">{shown(errors.times)}</p> : null}
        <Button size="sm" variant="secondary" disabled={values.times.length >= L.timesMax} onClick={() => void formik.setFieldValue('times', [...values.times, ''])}>
          시간 추가
        </Button>
      </fieldset>

      <fieldset className="dg-schedule-generate__group">
        <legend>구장</legend>
        {grounds.length === 0 ? <p>등록된 구장이 없습니다. 구장을 먼저 등록해 주세요.</p> : null}
        <div className="dg-schedule-generate__choices">
          {grounds.map((ground) => (
            <label key={ground.groundId} className="dg-schedule-generate__check">
              <input
                type="checkbox"
                checked={values.groundIds.includes(ground.groundId)}
                onChange={(event) => void formik.setFieldValue('groundIds', toggled(values.groundIds, ground.groundId, event.target.checked))}
              />
              {ground.groundName}
            </label>
          ))}
        </div>
        {shown(errors.groundIds) ? <p className="dg-field__error">{shown(errors.groundIds)}</p> : null}
      </fieldset>

      <div className="dg-schedule-generate__period">
        <TextField label="시작일" name="beginDate" type="date" value={values.beginDate} onChange={formik.handleChange} error={shown(errors.beginDate)} />
        <TextField label="종료일" name="endDate" type="date" value={values.endDate} onChange={formik.handleChange} error={shown(errors.endDate)} />
      </div>
      <p className="dg-field__hint">
        시즌 기간: {season.beginDate} ~ {season.endDate}
      </p>
      <div className="dg-schedule-generate__actions">
        <Button type="submit" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? '생성 중...' : '생성'}
        </Button>
      </div>
    </form>
  );
}
