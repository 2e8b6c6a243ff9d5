import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { leagueManagerGrades } from '@dugout/contracts';
import { AdminLayout } from '@dugout/ui';
import { leagueHomePath } from '../../../shared/lib/admin-paths';
import type { AdminRights } from '../../../shared/lib/admin-rights';
import { leagueAdminMenu } from '../lib/league-admin-menu';

export interface LeagueAdminLayoutProps {
  rights: AdminRights;
  children: ReactNode;
}

/** The league admin frame: the menu this manager may use (closing after each move on a narrow screen), his grade, and a way back to the league. */
export function LeagueAdminLayout({ rights, children }: LeagueAdminLayoutProps) {
  const { path = '' } = useParams<{ path: string }>();
  return (
    <AdminLayout
      title="리그 관리"
      subtitle={rights.gameWriterOnly ? '배정 기록원' : leagueManagerGrades.label(rights.grade)}
      menu={leagueAdminMenu(path, rights)}
      closeOnNavigate
      footer={
        <p>
          더그아웃 리그 관리 · <Link to={leagueHomePath(path)}>리그 홈으로</Link>
        </p>
      }
    >
      {children}
    </AdminLayout>
  );
}
