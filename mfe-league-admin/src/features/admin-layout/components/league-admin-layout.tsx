import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { leagueManagerGrades, type LeagueManagerAccessRights } from '@dugout/contracts';
import { AdminLayout } from '@dugout/ui';
import { leagueHomePath } from '../../../shared/lib/admin-paths';
import { leagueAdminMenu } from '../lib/league-admin-menu';

export interface LeagueAdminLayoutProps {
  rights: LeagueManagerAccessRights;
  children: ReactNode;
}

/** The league admin frame: the menu this manager may use, his grade, and a way back to the league. */
export function LeagueAdminLayout({ rights, children }: LeagueAdminLayoutProps) {
  const { path = '' } = useParams<{ path: string }>();
  return (
    <AdminLayout
      title="리그 관리"
      subtitle={leagueManagerGrades.label(rights.grade)}
      menu={leagueAdminMenu(path, rights)}
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
