import { PlaceholderPanel } from '@dugout/ui';
import { useLoginRequired } from '../../../shared/hooks/use-login-required';
import { useLeague } from '../../../shared/league/league-context';

/** Writing and editing: login required; the form comes with the board write calls. */
export default function BoardWritePage() {
  const allowed = useLoginRequired();
  const { base } = useLeague();
  if (!allowed) return null;
  return (
    <div className="dg-container lp-page">
      <PlaceholderPanel area={`${base.mainName} 커뮤니티`} title="글쓰기" message="글쓰기는 준비 중입니다. 곧 글을 쓸 수 있게 됩니다." />
    </div>
  );
}
