import { useSWRConfig } from 'swr';
import { ErrorPanel, PageHeader, Panel, Skeleton } from '@dugout/ui';
import { leagueManagersPath, useLeagueManagers } from '../../../shared/api/get-league-managers';
import { useLeagueMainId } from '../../../shared/hooks/use-league-main-id';
import { changeManagerRoles } from '../api/change-manager-roles';
import { ManagerRolesRow } from './manager-roles-row';
import './managers.css';

/** 운영진 권한 (grade 1): the six role flags of each manager, saved per manager. */
export function ManagerRolesPage() {
  const { mainId, error: baseError, retry } = useLeagueMainId();
  const managers = useLeagueManagers(mainId);
  const { mutate } = useSWRConfig();

  return (
    <>
      <PageHeader title="운영진 권한" description="총괄 관리자가 아닌 운영진이 쓸 수 있는 관리 기능을 정합니다." />
      <Panel title="운영진별 권한">
        {baseError ? (
          <ErrorPanel title="리그 정보를 불러오지 못했습니다" onRetry={retry} />
        ) : managers.error ? (
          <ErrorPanel title="운영진 목록을 불러오지 못했습니다" onRetry={() => void managers.mutate()} />
        ) : !managers.data || mainId === undefined ? (
          <Skeleton lines={3} />
        ) : managers.data.length === 0 ? (
          <p>등록된 운영진이 없습니다.</p>
        ) : (
          managers.data.map((manager) => (
            <ManagerRolesRow
              key={manager.userId}
              manager={manager}
              onSave={async (roles) => {
                await changeManagerRoles(mainId, manager.userId, roles);
                await mutate(leagueManagersPath(mainId));
              }}
            />
          ))
        )}
      </Panel>
    </>
  );
}
