import { RemoteArea } from './remote-area';
import { loadRemoteApp } from './remote-registry';
import type { RemoteName } from './remote-names';

const loaders: Record<RemoteName, (isRetry: boolean) => ReturnType<typeof loadRemoteApp>> = {
  mfe_league_public: (isRetry) => loadRemoteApp('mfe_league_public', isRetry),
  mfe_league_admin: (isRetry) => loadRemoteApp('mfe_league_admin', isRetry),
  mfe_team: (isRetry) => loadRemoteApp('mfe_team', isRetry),
  mfe_user: (isRetry) => loadRemoteApp('mfe_user', isRetry),
};

const labels: Record<RemoteName, string> = {
  mfe_league_public: '리그',
  mfe_league_admin: '리그 관리',
  mfe_team: '팀',
  mfe_user: '회원',
};

/** The element a shell route renders for a remote's area. */
export function remoteElement(remote: RemoteName) {
  return <RemoteArea key={remote} label={labels[remote]} load={loaders[remote]} />;
}
