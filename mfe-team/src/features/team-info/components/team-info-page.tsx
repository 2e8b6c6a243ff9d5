import { useId, useState } from 'react';
import { useFormik } from 'formik';
import { useParams } from 'react-router-dom';
import { formRefusal, multipartBody } from '@dugout/auth';
import {
  TEAM_LOGO_HINT,
  TEAM_LOGO_TYPES,
  TEAM_PROFILE_LIMITS,
  teamLogoPath,
  teamLogoProblem,
  teamProfileFormSchema,
  type TeamProfileInfo,
} from '@dugout/contracts';
import { Button, ErrorPanel, FormAlert, ImageFileField, PageHeader, Panel, Skeleton, TextField } from '@dugout/ui';
import { useTeamProfile } from '../api/get-team-profile';
import { useUpdateTeamProfile } from '../api/update-team-profile';
import './team-info.css';

interface TeamInfoValues {
  teamName: string;
  director: string;
  managerName: string;
  estbDt: string;
  homeGround: string;
  introduction: string;
}

export const TEAM_INFO_SAVED = '팀 정보를 저장했습니다.';
export const TEAM_INFO_FAILED = '팀 정보를 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.';

const valuesOf = (team: TeamProfileInfo): TeamInfoValues => ({
  teamName: team.teamName,
  director: team.director ?? '',
  managerName: team.managerName ?? '',
  estbDt: team.estbDt ?? '',
  homeGround: team.homeGround ?? '',
  introduction: team.introduction ?? '',
});

/** /team/admin/{teamId}/teamInfo (팀 정보): the team's managers edit its info, prefilled with what is saved. */
export function TeamInfoPage() {
  const { teamId = '' } = useParams<{ teamId: string }>();
  const { data: team, error, mutate } = useTeamProfile(teamId);

  if (error) return <ErrorPanel title="팀 정보를 불러오지 못했습니다." message={error.message} onRetry={() => void mutate()} />;
  if (!team) return <Skeleton lines={6} label="팀 정보를 불러오는 중입니다…" />;
  return <TeamInfoForm key={team.teamId} teamId={teamId} team={team} />;
}

function TeamInfoForm({ teamId, team }: { teamId: string; team: TeamProfileInfo }) {
  const save = useUpdateTeamProfile(teamId);
  const introId = useId();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [logoImg, setLogoImg] = useState(team.logoImg);

  const formik = useFormik<TeamInfoValues>({
    initialValues: valuesOf(team),
    validationSchema: teamProfileFormSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      setSaved(false);
      const problem = teamLogoProblem(logo);
      setLogoError(problem);
      if (problem) return;
      try {
        const answer = await save(multipartBody({ ...values }, { logo }));
        helpers.resetForm({ values: valuesOf(answer) });
        setLogo(null);
        setLogoImg(answer.logoImg);
        setSaved(true);
      } catch (error) {
        const { fieldErrors: { logo: logoFieldError, ...fieldErrors }, formMessage } = formRefusal(error, TEAM_INFO_FAILED);
        helpers.setErrors(fieldErrors);
        if (logoFieldError) setLogoError(logoFieldError);
        helpers.setStatus(formMessage);
      }
    },
  });

  const shownError = (name: keyof TeamInfoValues) => (formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined);
  const field = (name: keyof TeamInfoValues) => ({
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: shownError(name),
  });
  const chooseLogo = (file: File | null) => {
    setLogo(file);
    setSaved(false);
    setLogoError(teamLogoProblem(file));
  };
  const formError = typeof formik.status === 'string' ? formik.status : undefined;
  const introError = shownError('introduction');

  return (
    <div className="team-info">
      <PageHeader title="팀 정보" description="팀 이름, 로고, 감독과 매니저, 창단일, 홈 구장, 팀 소개를 고칩니다. 바꾼 내용은 활동 기록에 남습니다." />
      <Panel>
        <form className="dg-form team-info__form" onSubmit={formik.handleSubmit} noValidate aria-label="팀 정보 수정">
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          {saved && !formik.dirty ? <FormAlert tone="info">{TEAM_INFO_SAVED}</FormAlert> : null}
          <TextField label="팀 이름" required maxLength={TEAM_PROFILE_LIMITS.teamNameMax} {...field('teamName')} />
          <ImageFileField
            label="팀 로고"
            file={logo}
            onChange={chooseLogo}
            currentSrc={logoImg ? teamLogoPath(logoImg) : null}
            previewAlt={logo ? '새 로고 미리보기' : `${team.teamName} 로고`}
            accept={TEAM_LOGO_TYPES.join(',')}
            hint={`${TEAM_LOGO_HINT} 새 이미지를 고르면 이전 로고를 대신합니다.`}
            error={logoError}
          />
          <TextField label="감독" maxLength={TEAM_PROFILE_LIMITS.personNameMax} {...field('director')} />
          <TextField label="매니저(운영자)" maxLength={TEAM_PROFILE_LIMITS.personNameMax} {...field('managerName')} />
          <TextField label="창단일" type="date" placeholder="YYYY-MM-DD" {...field('estbDt')} />
          <TextField label="홈 구장" maxLength={TEAM_PROFILE_LIMITS.homeGroundMax} {...field('homeGround')} />
          <div className="dg-field">
            <label htmlFor={introId} className="dg-field__label">
              팀 소개
            </label>
            <textarea
              id={introId}
              name="introduction"
              className={['dg-input', 'team-info__intro', introError ? 'dg-input--invalid' : ''].filter(Boolean).join(' ')}
              rows={6}
              maxLength={TEAM_PROFILE_LIMITS.introductionMax}
              value={formik.values.introduction}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              aria-invalid={introError ? true : undefined}
              aria-describedby={`${introId}-hint${introError ? ` ${introId}-error` : ''}`}
            />
            <p id={`${introId}-hint`} className="dg-field__hint">
              일반 글로 보입니다(HTML은 쓰지 않습니다). {formik.values.introduction.length}/{TEAM_PROFILE_LIMITS.introductionMax}자
            </p>
            {introError ? (
              <p id={`${introId}-error`} className="dg-field__error">
                {introError}
              </p>
            ) : null}
          </div>
          <div className="team-info__actions">
            <Button type="submit" disabled={formik.isSubmitting} aria-busy={formik.isSubmitting}>
              저장
            </Button>
          </div>
        </form>
      </Panel>
    </div>
  );
}
