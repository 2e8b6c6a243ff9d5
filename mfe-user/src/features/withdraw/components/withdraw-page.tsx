import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { formRefusal, useSession } from '@dugout/auth';
import { checkPasswordSchema } from '@dugout/contracts';
import { Button, CheckboxField, FormAlert, PageHeader, Panel, TextField } from '@dugout/ui';
import { withdrawUser } from '../api/withdraw-user';
import './withdraw.css';

export const WITHDRAW_FAILED = '회원 탈퇴 중 오류가 발생했습니다.';
export const WITHDRAW_CONFIRM_REQUIRED = '안내 내용을 확인했다고 체크해 주세요.';

interface WithdrawValues {
  password: string;
  understood: boolean;
}

/** /user/withdraw: what goes and what stays, then the password to confirm. */
export function WithdrawPage() {
  const navigate = useNavigate();
  const userId = useSession()?.userId;

  const formik = useFormik<WithdrawValues>({
    initialValues: { password: '', understood: false },
    validationSchema: checkPasswordSchema,
    validate: (values) => (values.understood ? {} : { understood: WITHDRAW_CONFIRM_REQUIRED }),
    onSubmit: async (values, helpers) => {
      if (!userId) return;
      helpers.setStatus(undefined);
      try {
        await withdrawUser(userId, { password: values.password });
      } catch (error) {
        const { fieldErrors, formMessage } = formRefusal(error, WITHDRAW_FAILED);
        helpers.setErrors(fieldErrors);
        helpers.setStatus(formMessage);
        return;
      }
      // Every session ended on the server; the result page (open to visitors) forgets this one. Logging out
      // here would let the login guard of this page win the race against the navigation.
      void navigate('/user/withdrawResult', { replace: true, state: { withdrawn: true } });
    },
  });

  const errorOf = (name: keyof WithdrawValues) => (formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined);
  const formError = typeof formik.status === 'string' ? formik.status : undefined;

  return (
    <div className="withdraw">
      <PageHeader title="회원 탈퇴" description="탈퇴하면 이 계정으로 다시 로그인할 수 없습니다." />
      <Panel title="탈퇴하면 이렇게 됩니다">
        <ul className="withdraw__list">
          <li>이메일, 이름, 휴대전화 번호, 생년월일, 성별, 프로필 사진과 비밀번호가 바로 삭제됩니다.</li>
          <li>
            선수 정보 중 선수 이름만 남습니다. 개인정보 처리방침에 따라 경기 기록은 서비스가 운영되는 동안 선수 이름으로
            보존됩니다. 출신 학교, 주소, 연락처 등 나머지 선수 정보는 삭제됩니다.
          </li>
          <li>소속 팀에서 탈퇴 처리되고, 맡고 있던 팀 관리자와 리그 관리자 권한이 없어집니다.</li>
          <li>
            혼자 관리하는 팀이 있거나 리그의 유일한 총괄 관리자라면 먼저 다른 회원에게 관리자를 넘겨야 탈퇴할 수 있습니다.
          </li>
          <li>모든 기기에서 로그아웃됩니다. 같은 이메일로는 언제든 새로 가입할 수 있습니다.</li>
        </ul>
      </Panel>
      <Panel>
        <form className="dg-form withdraw__form" onSubmit={formik.handleSubmit} noValidate aria-label="회원 탈퇴">
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <TextField
            label="비밀번호"
            name="password"
            type="password"
            autoComplete="current-password"
            value={formik.values.password}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={errorOf('password')}
          />
          <CheckboxField
            label="위 내용을 확인했으며 탈퇴에 동의합니다."
            name="understood"
            checked={formik.values.understood}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={errorOf('understood')}
          />
          <div className="withdraw__actions">
            <Button variant="secondary" onClick={() => void navigate('/user/info')} disabled={formik.isSubmitting}>
              취소
            </Button>
            <Button type="submit" variant="danger" disabled={formik.isSubmitting} aria-busy={formik.isSubmitting}>
              회원 탈퇴
            </Button>
          </div>
        </form>
      </Panel>
    </div>
  );
}
