import { useState } from 'react';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { formRefusal, multipartBody } from '@dugout/auth';
import { TEAM_LOGO_HINT, TEAM_LOGO_TYPES, TEAM_PROFILE_LIMITS, teamLogoProblem, teamProfileFormSchema } from '@dugout/contracts';
import { Button, FormAlert, ImageFileField, PageHeader, Panel, TextField } from '@dugout/ui';
import { createTeam } from '../api/create-team';
import './make-team.css';

interface MakeTeamValues {
  teamName: string;
  director: string;
  managerName: string;
  estbDt: string;
  homeGround: string;
}

const initialValues: MakeTeamValues = { teamName: '', director: '', managerName: '', estbDt: '', homeGround: '' };

export const MAKE_TEAM_FAILED = '팀을 만들지 못했습니다. 입력한 내용을 확인해 주세요.';

/**
 * /user/makeTeam (신규 팀 생성): name, logo with a preview, director, manager, founding date and
 * home ground. The member who makes the team becomes its manager and its head; on success the
 * result page opens.
 */
export function MakeTeamPage() {
  const navigate = useNavigate();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);

  const formik = useFormik<MakeTeamValues>({
    initialValues,
    validationSchema: teamProfileFormSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      const problem = teamLogoProblem(logo);
      setLogoError(problem);
      if (problem) return;
      try {
        const created = await createTeam(multipartBody({ ...values }, { logo }));
        void navigate(`/user/makeTeamResult/${created.teamId}`);
      } catch (error) {
        const { fieldErrors: { logo: logoFieldError, ...fieldErrors }, formMessage } = formRefusal(error, MAKE_TEAM_FAILED);
        helpers.setErrors(fieldErrors);
        if (logoFieldError) setLogoError(logoFieldError);
        helpers.setStatus(formMessage);
      }
    },
  });

  const field = (name: keyof MakeTeamValues) => ({
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined,
  });
  const chooseLogo = (file: File | null) => {
    setLogo(file);
    setLogoError(teamLogoProblem(file));
  };
  const formError = typeof formik.status === 'string' ? formik.status : undefined;

  return (
    <div className="make-team">
      <PageHeader title="신규 팀 생성" description="팀을 만들면 만든 회원이 팀 관리자이자 단장으로 등록됩니다." />
      <Panel>
        <form className="dg-form make-team__form" onSubmit={formik.handleSubmit} noValidate aria-label="신규 팀 생성">
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <TextField label="팀 이름" required maxLength={TEAM_PROFILE_LIMITS.teamNameMax} {...field('teamName')} />
          <ImageFileField
            label="팀 로고"
            file={logo}
            onChange={chooseLogo}
            previewAlt="선택한 로고 미리보기"
            accept={TEAM_LOGO_TYPES.join(',')}
            hint={TEAM_LOGO_HINT}
            error={logoError}
          />
          <TextField label="감독" maxLength={TEAM_PROFILE_LIMITS.personNameMax} {...field('director')} />
          <TextField label="매니저(운영자)" maxLength={TEAM_PROFILE_LIMITS.personNameMax} {...field('managerName')} />
          <TextField label="창단일" type="date" placeholder="YYYY-MM-DD" {...field('estbDt')} />
          <TextField label="홈 구장" maxLength={TEAM_PROFILE_LIMITS.homeGroundMax} {...field('homeGround')} />
          <div className="make-team__actions">
            <Button variant="secondary" onClick={() => void navigate(-1)} disabled={formik.isSubmitting}>
              취소
            </Button>
            <Button type="submit" disabled={formik.isSubmitting} aria-busy={formik.isSubmitting}>
              팀 만들기
            </Button>
          </div>
        </form>
      </Panel>
    </div>
  );
}
