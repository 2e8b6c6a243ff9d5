import type { ReactNode } from 'react';
import { leaguePaths } from '@dugout/contracts';
import { Modal, Skeleton } from '@dugout/ui';
import { useJoinedLeagues } from '../api/get-joined-leagues';
import { useJoinedTeams } from '../api/get-joined-teams';
import { useManagedLeagues } from '../api/get-managed-leagues';
import { useManagedTeams } from '../api/get-managed-teams';

interface Entry {
  key: string | number;
  label: string;
  href: string;
}

function AffiliationSection({ title, entries, count }: { title: string; entries: Entry[] | undefined; count?: boolean }) {
  let body: ReactNode;
  if (entries === undefined) body = <Skeleton lines={1} />;
  else if (entries.length === 0) body = <p className="lp-affiliation__empty">없습니다.</p>;
  else
    body = (
      <ul className="lp-affiliation__list">
        {entries.map((entry) => (
          <li key={entry.key}>
            {/* Every link of the panel opens in a new tab (spec: top bar). */}
            <a href={entry.href} target="_blank" rel="noopener noreferrer">
              {entry.label}
              <span className="dg-visually-hidden"> (새 탭)</span>
            </a>
          </li>
        ))}
      </ul>
    );
  return (
    <section className="lp-affiliation__section">
      <h3 className="lp-affiliation__title">
        {title}
        {count && entries ? <span className="lp-affiliation__count">{entries.length}</span> : null}
      </h3>
      {body}
    </section>
  );
}

export interface AffiliationModalProps {
  userId: number;
  onClose: () => void;
}

/** Managed leagues and teams (admin links) and joined leagues and teams with their counts. */
export default function AffiliationModal({ userId, onClose }: AffiliationModalProps) {
  const managedLeagues = useManagedLeagues(userId).items;
  const managedTeams = useManagedTeams(userId).items;
  const joinedLeagues = useJoinedLeagues(userId).items;
  const joinedTeams = useJoinedTeams(userId).items;
  return (
    <Modal open title="나의 소속" onClose={onClose}>
      <div className="lp-affiliation">
        <AffiliationSection
          title="관리 중인 리그"
          entries={managedLeagues?.map((league) => ({
            key: league.leaguePath,
            label: league.mainName,
            href: leaguePaths(league.leaguePath).admin,
          }))}
        />
        <AffiliationSection
          title="관리 중인 팀"
          entries={managedTeams?.map((team) => ({ key: team.teamId, label: team.teamName, href: `/team/admin/${team.teamId}` }))}
        />
        <AffiliationSection
          title="가입한 리그"
          count
          entries={joinedLeagues?.map((league) => ({
            key: league.leaguePath,
            label: league.mainName,
            href: leaguePaths(league.leaguePath).home,
          }))}
        />
        <AffiliationSection
          title="가입한 팀"
          count
          entries={joinedTeams?.map((team) => ({ key: team.teamId, label: team.teamName, href: `/team/${team.teamId}` }))}
        />
      </div>
    </Modal>
  );
}
