import type { ReactNode } from 'react';
import { formatDateTime, leaguePaths } from '@dugout/contracts';
import { Modal, Skeleton } from '@dugout/ui';
import { useJoinedLeagues } from '../api/get-joined-leagues';
import { useJoinedTeams } from '../api/get-joined-teams';
import { useManagedLeagues } from '../api/get-managed-leagues';
import { useManagedTeams } from '../api/get-managed-teams';
import { useScorerGames } from '../api/get-scorer-games';
import './membership-modal.css';

interface Entry {
  key: string | number;
  label: string;
  href: string;
}

function MembershipSection({ title, entries, count }: { title: string; entries: Entry[] | undefined; count?: boolean }) {
  let body: ReactNode;
  if (entries === undefined) body = <Skeleton lines={1} />;
  else if (entries.length === 0) body = <p className="dg-membership__empty">없습니다.</p>;
  else
    body = (
      <ul className="dg-membership__list">
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
    <section className="dg-membership__section">
      <h3 className="dg-membership__title">
        {title}
        {count && entries ? <span className="dg-membership__count">{entries.length}</span> : null}
      </h3>
      {body}
    </section>
  );
}

export interface MembershipModalProps {
  userId: number;
  onClose: () => void;
  /** The button's own words: "나의 소속" in a league's top bar, "내 소속 현황" in the site's top bar. */
  title?: string;
}

/**
 * The member's membership panel, the same in the site's and the leagues' top bars: managed leagues
 * and teams (admin links), the games to enter as their scorer, and joined leagues and teams with
 * their counts.
 */
export function MembershipModal({ userId, onClose, title = '나의 소속' }: MembershipModalProps) {
  const managedLeagues = useManagedLeagues(userId).items;
  const managedTeams = useManagedTeams(userId).items;
  const joinedLeagues = useJoinedLeagues(userId).items;
  const joinedTeams = useJoinedTeams(userId).items;
  const scorerGames = useScorerGames(userId).items;
  return (
    <Modal open title={title} onClose={onClose}>
      <div className="dg-membership">
        <MembershipSection
          title="관리 중인 리그"
          entries={managedLeagues?.map((league) => ({
            key: league.leaguePath,
            label: league.mainName,
            href: leaguePaths(league.leaguePath).admin,
          }))}
        />
        <MembershipSection
          title="관리 중인 팀"
          entries={managedTeams?.map((team) => ({ key: team.teamId, label: team.teamName, href: `/team/admin/${team.teamId}` }))}
        />
        {scorerGames && scorerGames.length > 0 ? (
          <MembershipSection
            title="기록할 경기"
            entries={scorerGames.map((game) => ({
              key: game.gameId,
              label: `${formatDateTime(game.scheduleTime)} ${game.visitTeamName ?? '팀 미정'} 대 ${game.homeTeamName ?? '팀 미정'} (${game.leagueName})`,
              href: `${leaguePaths(game.leaguePath).admin}/gameresult/${game.seasonId}/${game.leagueId}/${game.gameId}`,
            }))}
          />
        ) : null}
        <MembershipSection
          title="가입한 리그"
          count
          entries={joinedLeagues?.map((league) => ({
            key: league.leaguePath,
            label: league.mainName,
            href: leaguePaths(league.leaguePath).home,
          }))}
        />
        <MembershipSection
          title="가입한 팀"
          count
          entries={joinedTeams?.map((team) => ({ key: team.teamId, label: team.teamName, href: `/team/${team.teamId}` }))}
        />
      </div>
    </Modal>
  );
}
