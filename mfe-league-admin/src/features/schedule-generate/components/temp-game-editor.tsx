import { useFormik } from 'formik';
import { tempScheduleGameChangeSchema, type Ground, type TempScheduleGame, type TempScheduleGameChange } from '@dugout/contracts';
import { Button, FormAlert, SelectField, TextField } from '@dugout/ui';
import { showServerErrors } from '../../../shared/lib/server-form-errors';

interface EditValues {
  date: string;
  time: string;
  groundId: number;
}

const FIELD_KEYS = new Set<string>(['date', 'time', 'groundId']);

export interface TempGameEditorProps {
  game: TempScheduleGame;
  grounds: readonly Ground[];
  /** Sends the change; a refusal (double booking, outside the season) is put on the form. */
  onSubmit: (change: TempScheduleGameChange) => Promise<unknown>;
  onCancel: () => void;
}

/** Moves one game of the saved temp schedule: only what changed is sent. */
export function TempGameEditor({ game, grounds, onSubmit, onCancel }: TempGameEditorProps) {
  const formik = useFormik<EditValues>({
    initialValues: { date: game.date, time: game.time, groundId: game.groundId },
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      const change: TempScheduleGameChange = {};
      if (values.date !== game.date) change.date = values.date;
      if (values.time !== game.time) change.time = values.time;
      if (values.groundId !== game.groundId) change.groundId = values.groundId;
      try {
        await tempScheduleGameChangeSchema.validate(change);
      } catch (error) {
        helpers.setStatus(error instanceof Error ? error.message : undefined);
        return;
      }
      try {
        await onSubmit(change);
      } catch (error) {
        showServerErrors(error, helpers, FIELD_KEYS);
      }
    },
  });
  const { values, errors } = formik;
  const formError = typeof formik.status === 'string' ? formik.status : undefined;
  const knownGround = grounds.some((ground) => ground.groundId === game.groundId);

  return (
    <form className="dg-form" onSubmit={formik.handleSubmit} noValidate aria-label="경기 변경">
      <p>
        {game.round}라운드 · {game.visitTeamName} (원정) 대 {game.homeTeamName} (홈)
      </p>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField label="날짜" name="date" type="date" value={values.date} onChange={formik.handleChange} error={errors.date} />
      <TextField label="시간" name="time" value={values.time} placeholder="09:00" maxLength={5} onChange={formik.handleChange} error={errors.time} />
      <SelectField label="구장" name="groundId" value={values.groundId} onChange={(event) => void formik.setFieldValue('groundId', Number(event.target.value))} error={errors.groundId}>
        {knownGround ? null : <option value={game.groundId}>{game.groundName || `구장 ${game.groundId}`}</option>}
        {grounds.map((ground) => (
          <option key={ground.groundId} value={ground.groundId}>
            {ground.groundName}
          </option>
        ))}
      </SelectField>
      <div className="dg-schedule-generate__actions">
        <Button variant="secondary" onClick={onCancel} disabled={formik.isSubmitting}>
          취소
        </Button>
        <Button type="submit" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? '저장 중...' : '변경 저장'}
        </Button>
      </div>
    </form>
  );
}
