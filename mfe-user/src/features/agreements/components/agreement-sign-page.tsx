import { useFormik } from 'formik';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formRefusal } from '@dugout/auth';
import { agreementSignSchema, formatDateTime, type AgreementSignForm, type SeasonAgreement } from '@dugout/contracts';
import { Button, EmptyState, ErrorPanel, FormAlert, PageHeader, Panel, Skeleton, TextField } from '@dugout/ui';
import { useAgreement } from '../api/get-agreement';
import { signAgreement } from '../api/sign-agreement';
import { AgreementText } from './agreement-text';
import './agreements.css';

export const SIGN_FAILED = '서명하지 못했습니다. 잠시 후 다시 시도해 주세요.';
export const SIGNED = '참가 서약서에 서명했습니다.';
export const NOT_PLAYING = '이 시즌 리그에 등록된 선수가 아니어서 서명할 수 없습니다. 소속 팀 관리자에게 선수 등록을 요청해 주세요.';

function SignForm({ agreement, onSigned }: { agreement: SeasonAgreement; onSigned: () => void }) {
  const names = [...new Set(agreement.players.map((player) => player.playerName))];
  const formik = useFormik<AgreementSignForm>({
    initialValues: { signName: '' },
    validationSchema: agreementSignSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await signAgreement({ seasonId: agreement.seasonId, signName: values.signName.trim() });
      } catch (error) {
        const { fieldErrors, formMessage } = formRefusal(error, SIGN_FAILED);
        helpers.setErrors(fieldErrors);
        helpers.setStatus(formMessage);
        return;
      }
      window.alert(SIGNED);
      onSigned();
    },
  });
  const formError = typeof formik.status === 'string' ? formik.status : undefined;

  return (
    <form className="dg-form agreement__form" onSubmit={formik.handleSubmit} noValidate aria-label="참가 서약서 서명">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField
        label="서명 (선수 이름)"
        name="signName"
        autoComplete="off"
        hint={`위 내용에 동의하면 등록된 선수 이름(${names.join(', ')})을 그대로 입력해 주세요.`}
        value={formik.values.signName}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={formik.touched.signName ? formik.errors.signName : undefined}
      />
      <div className="agreement__actions">
        <Button type="submit" disabled={formik.isSubmitting}>
          서약서에 서명
        </Button>
      </div>
    </form>
  );
}

/** /agreement/{path}/{seasonId}: the season's participation agreement, read and signed with the player's name. */
export function AgreementSignPage() {
  const { path = '', seasonId = '' } = useParams<{ path: string; seasonId: string }>();
  const navigate = useNavigate();
  const { data, error, mutate } = useAgreement(path, seasonId);

  if (error) {
    return <ErrorPanel title="참가 서약서를 불러오지 못했습니다." message={error.message} onRetry={() => void mutate()} />;
  }
  if (!data) return <Skeleton lines={6} label="참가 서약서를 불러오는 중입니다…" />;

  return (
    <div className="agreements">
      <PageHeader title="리그 참가 서약서" description={`${data.mainName} ${data.seasonName}`} />
      <Panel>
        {data.content === null ? (
          <EmptyState message="리그가 아직 이 시즌의 참가 서약서를 작성하지 않았습니다." />
        ) : (
          <>
            <AgreementText content={data.content} />
            {data.signature ? (
              <p role="status">
                {formatDateTime(data.signature.signedAt)} (한국 시간)에 {data.signature.signName}(으)로 서명했습니다.{' '}
                <Link to={`/user/agreementList/${data.seasonId}`}>서명한 서약서 보기</Link>
              </p>
            ) : data.players.length === 0 ? (
              <FormAlert tone="info">{NOT_PLAYING}</FormAlert>
            ) : (
              <SignForm agreement={data} onSigned={() => void navigate(`/user/agreementList/${data.seasonId}`)} />
            )}
          </>
        )}
      </Panel>
    </div>
  );
}
