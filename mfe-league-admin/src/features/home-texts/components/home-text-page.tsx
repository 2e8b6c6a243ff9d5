import { lazy, Suspense, useId } from 'react';
import { useFormik } from 'formik';
import { useParams } from 'react-router-dom';
import { isApiError } from '@dugout/auth';
import { defaultContentsSchema, formatDateTime, leaguePaths, type DefaultContents, type DefaultContentsForm, type IntroLabel } from '@dugout/contracts';
import { Button, buttonClassName, EmptyState, ErrorPanel, FormAlert, PageHeader, Panel, Skeleton } from '@dugout/ui';
import { useLeagueMainId } from '../../../shared/hooks/use-league-main-id';
import { useHomeText } from '../api/get-home-text';
import { saveHomeText } from '../api/save-home-text';
import './home-text.css';

// The editor is large: it loads only when this screen opens, never with the rest of the admin area.
const RichTextEditor = lazy(() => import('@dugout/rich-text'));

const HOME_TEXTS: Record<IntroLabel, { name: string; title: string }> = {
  intro: { name: '리그 소개', title: '리그 소개 편집' },
  regulation: { name: '리그 규정', title: '리그 규정 편집' },
};

const isIntroLabel = (label: string | undefined): label is IntroLabel => label === 'intro' || label === 'regulation';
const SAVE_FAILED = '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.';

interface HomeTextFormProps {
  mainId: number;
  label: IntroLabel;
  stored: DefaultContents;
  onSaved: (saved: DefaultContents) => Promise<unknown>;
}

function HomeTextForm({ mainId, label, stored, onSaved }: HomeTextFormProps) {
  const errorId = useId();
  const { name } = HOME_TEXTS[label];
  const formik = useFormik<DefaultContentsForm>({
    initialValues: { content: stored.contentHtml },
    validationSchema: defaultContentsSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        const saved = await saveHomeText(mainId, label, { content: values.content });
        await onSaved(saved);
        helpers.resetForm({ values: { content: saved.contentHtml }, status: { saved: true } });
      } catch (error) {
        if (isApiError(error) && error.errors['content']) helpers.setErrors({ content: error.errors['content'] });
        helpers.setStatus({ error: isApiError(error) ? error.message : SAVE_FAILED });
      }
    },
  });
  const status = (formik.status ?? {}) as { saved?: boolean; error?: string };
  const contentError = formik.errors.content;

  return (
    <form className="dg-form" onSubmit={formik.handleSubmit} noValidate aria-label={`${name} 편집`}>
      {status.error ? <FormAlert>{status.error}</FormAlert> : null}
      {status.saved ? <FormAlert tone="info">저장되었습니다.</FormAlert> : null}
      <p className="dg-admin-home-text__meta">
        {stored.updatedAt ? `마지막 저장: ${formatDateTime(stored.updatedAt)}` : '아직 작성된 내용이 없습니다.'}
      </p>
      <Suspense fallback={<Skeleton lines={8} />}>
        <RichTextEditor
          label={name}
          value={formik.values.content}
          onChange={(html) => {
            if (status.saved) formik.setStatus(undefined);
            void formik.setFieldValue('content', html);
          }}
          placeholder={`${name} 내용을 입력해 주세요.`}
          invalid={Boolean(contentError)}
          describedBy={contentError ? errorId : undefined}
          minHeight={360}
        />
      </Suspense>
      {contentError ? (
        <p id={errorId} className="dg-field__error">
          {contentError}
        </p>
      ) : null}
      <div className="dg-admin-home-text__actions">
        <Button type="submit" disabled={formik.isSubmitting} aria-busy={formik.isSubmitting}>
          저장
        </Button>
      </div>
    </form>
  );
}

/** 소개·규정 편집 (editHome/{label}, grade 1): the league's introduction or regulations, shown on info/intro/{label}. */
export function HomeTextPage() {
  const { path = '', label } = useParams<{ path: string; label: string }>();
  const introLabel = isIntroLabel(label) ? label : undefined;
  const { mainId, error: baseError, retry } = useLeagueMainId();
  const text = useHomeText(mainId, introLabel);

  if (!introLabel) {
    return <EmptyState message="요청하신 편집 화면을 찾을 수 없습니다. 리그 소개 또는 리그 규정을 골라 주세요." />;
  }
  const { name, title } = HOME_TEXTS[introLabel];

  const body = () => {
    if (baseError) return <ErrorPanel title="리그 정보를 불러오지 못했습니다" onRetry={retry} />;
    if (text.error) return <ErrorPanel title={`${name} 내용을 불러오지 못했습니다`} onRetry={() => void text.mutate()} />;
    if (mainId === undefined || !text.data) return <Skeleton lines={8} />;
    return (
      <Panel>
        <HomeTextForm
          key={introLabel}
          mainId={mainId}
          label={introLabel}
          stored={text.data}
          onSaved={(saved) => text.mutate(saved, { revalidate: false })}
        />
      </Panel>
    );
  };

  return (
    <>
      <PageHeader
        title={title}
        description={`리그 홈페이지의 ${name} 화면에 보이는 내용입니다. 저장하면 바로 공개됩니다.`}
        actions={
          <a className={buttonClassName('secondary')} href={leaguePaths(path).intro(introLabel)} target="_blank" rel="noopener noreferrer">
            공개 화면 보기<span className="dg-visually-hidden"> (새 창)</span>
          </a>
        }
      />
      {body()}
    </>
  );
}
