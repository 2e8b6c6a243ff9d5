import { lazy, Suspense } from 'react';
import { Skeleton } from '../components/skeleton';
import type { PolicyKind, PolicyTextProps } from './policy-meta';

// The full texts are several kilobytes of Korean: they are their own chunk, downloaded only by
// the pages that show them (policy pages, registration), never with an app's first screen.
const ServiceTerms = lazy(() => import('./policy-texts').then((module) => ({ default: module.ServiceTermsText })));
const PrivacyPolicy = lazy(() => import('./policy-texts').then((module) => ({ default: module.PrivacyPolicyText })));

export interface PolicyTextLoaderProps extends PolicyTextProps {
  kind: PolicyKind;
}

/** The full text of one policy (서비스 이용약관 or 개인정보처리방침), with a skeleton while it loads. */
export function PolicyText({ kind, headingLevel }: PolicyTextLoaderProps) {
  const Text = kind === 'service' ? ServiceTerms : PrivacyPolicy;
  return (
    <Suspense fallback={<Skeleton lines={8} label="약관을 불러오는 중입니다…" />}>
      <Text headingLevel={headingLevel} />
    </Suspense>
  );
}
