import { useSession } from '@dugout/auth';
import { MembershipModal } from '@dugout/membership';

/** "내 소속 현황" popup (opened from the account menu, loaded only then): the leagues' own membership panel. */
export default function MembershipDialog({ onClose }: { onClose: () => void }) {
  const session = useSession();
  if (!session) return null;
  return <MembershipModal userId={session.userId} title="내 소속 현황" onClose={onClose} />;
}
