import { useFormik } from 'formik';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '@dugout/auth';
import { yup } from '@dugout/contracts';
import { Button, FormAlert, PageHeader, Panel, TextField, buttonClassName } from '@dugout/ui';
import { teamAdminPath } from '../../../shared/lib/team-admin-paths';
import { useAddTeamManager } from '../api/add-team-manager';
import './team-managers.css';

export const ADD_FAILED = '관리자를 추가하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/*
 * POST /api/team/{id}/manager/{uid} has no body, so the contracts hold no schema for it; the form
 * only needs a member number. The API has no list of the team's players with their member
 * numbers (GET /api/team/{id}/players is not served yet), so the manager types the number.
 */
const addManagerSchema = yup.object({
  userId: yup
    .number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError('회원 번호는 숫자로 입력해 주세요.')
    .required('회원 번호를 입력해 주세요.')
    .integer('회원 번호는 숫자로 입력해 주세요.')
    .positive('회원 번호는 1 이상이어야 합니다.'),
});

/** /team/admin/{teamId}/manager/add (관리자 추가): a member who plays for the team becomes a manager. */
export function AddManagerPage() {
  const { teamId = '' } = useParams<{ teamId: string }>();
  const navigate = useNavigate();
  const addManager = useAddTeamManager(teamId);
  const managersPath = teamAdminPath(teamId, 'manager');

  const formik = useFormik<{ userId: string }>({
    initialValues: { userId: '' },
    validationSchema: addManagerSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await addManager(Number(values.userId));
      } catch (error) {
        // 400 (not a player of this team) and 409 (already a manager) come with the server's Korean reason.
        helpers.setStatus(isApiError(error) && error.status < 500 ? error.message : ADD_FAILED);
        return;
      }
      void navigate(managersPath);
    },
  });
  const formError = typeof formik.status === 'string' ? formik.status : undefined;

  return (
    <>
      <PageHeader title="관리자 추가" description="팀에 선수로 등록된 회원만 관리자로 지정할 수 있습니다." />
      <Panel>
        <form className="dg-form" onSubmit={formik.handleSubmit} noValidate aria-label="관리자 추가">
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <TextField
            label="회원 번호"
            name="userId"
            inputMode="numeric"
            hint="관리자로 지정할 회원의 회원 번호를 입력해 주세요."
            value={formik.values.userId}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={formik.touched.userId ? formik.errors.userId : undefined}
          />
          <div className="dg-team-managers__actions">
            <Link className={buttonClassName('secondary')} to={managersPath}>
              취소
            </Link>
            <Button type="submit" disabled={formik.isSubmitting} aria-busy={formik.isSubmitting}>
              관리자로 지정
            </Button>
          </div>
        </form>
      </Panel>
    </>
  );
}
