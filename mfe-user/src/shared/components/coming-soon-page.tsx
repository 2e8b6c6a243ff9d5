import { PlaceholderPanel } from '@dugout/ui';

/** A member screen a later release fills in; says so in Korean. */
export function ComingSoonPage({ title }: { title: string }) {
  return <PlaceholderPanel area="회원" title={title} message={`${title} 화면은 아직 준비 중입니다. 조금만 기다려 주세요.`} />;
}
