import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AdminLayout } from '@dugout/ui';
import { teamHomePath } from '../../../shared/lib/team-admin-paths';
import { teamAdminMenu } from '../lib/team-admin-menu';

/** The team staff portal's frame: the spec's side menu, which also closes after each move on a narrow screen. */
export function TeamAdminLayout({ children }: { children: ReactNode }) {
  const { teamId = '' } = useParams<{ teamId: string }>();
  return (
    <AdminLayout
      title="팀 관리"
      menu={teamAdminMenu(teamId)}
      closeOnNavigate
      footer={
        <p>
          더그아웃 팀 관리 · <Link to={teamHomePath(teamId)}>팀 홈으로</Link>
        </p>
      }
    >
      {children}
    </AdminLayout>
  );
}
