import { useSession } from '@dugout/auth';
import { PageHeader } from '@dugout/ui';
import { JoinRequestsPanel } from './join-requests-panel';
import { MyTeamsPanel } from './my-teams-panel';
import { TeamSearchPanel } from './team-search-panel';
import './my-league-page.css';

/** /user/league: the member's teams, his join requests and the team search to ask to join one. */
export function MyLeaguePage() {
  const userId = useSession()?.userId;
  if (!userId) return null;
  return (
    <div className="my-league">
      <PageHeader title="내 리그/팀" description="선수로 뛰려면 소속 팀에 가입을 신청하고 팀 관리자의 승인을 받아야 합니다." />
      <div className="my-league__panels">
        <MyTeamsPanel userId={userId} />
        <JoinRequestsPanel userId={userId} />
        <TeamSearchPanel userId={userId} />
      </div>
    </div>
  );
}
