import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '@dugout/auth';
import { batThrws, genders, positions, proTypeMiddles, proTypes, type UserAccount, type UserPlayer } from '@dugout/contracts';
import { buttonClassName, EmptyState, ErrorPanel, PageHeader, Panel, Skeleton } from '@dugout/ui';
import { useUserPlayer } from '../../../shared/api/get-user-player';
import { useUser } from '../../../shared/api/get-user';
import './user-info-page.css';

const NOT_ENTERED = '-';

/** YYYYMMDD (or YYYY-MM-DD) as YYYY-MM-DD. */
export function formatBirthday(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/-/g, '');
  return /^\d{8}$/.test(digits) ? `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}` : NOT_ENTERED;
}

const orDash = (value: string | null | undefined) => (value && value.trim() ? value : NOT_ENTERED);

function InfoList({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <dl className="user-info__list">
      {rows.map(([term, value]) => (
        <div key={term} className="user-info__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AccountPanel({ user }: { user: UserAccount }) {
  return (
    <Panel title="회원 정보">
      <InfoList
        rows={[
          ['이메일', orDash(user.email)],
          ['이름', orDash(user.username)],
          ['생년월일', formatBirthday(user.birthday)],
          ['휴대전화 번호', orDash(user.phone)],
          ['성별', genders.label(user.gender) || NOT_ENTERED],
        ]}
      />
    </Panel>
  );
}

function PlayerPanel({ player }: { player: UserPlayer | null }) {
  return (
    <Panel title="선수 정보">
      {player ? (
        <InfoList
          rows={[
            ['출신 중학교', orDash(player.middleSchool)],
            ['중학교 선출 여부', proTypeMiddles.label(player.proTypeMiddle) || NOT_ENTERED],
            ['출신 고등학교', orDash(player.school)],
            ['고등학교 선출 여부', proTypes.label(player.proType) || NOT_ENTERED],
            ['주소', orDash(player.address1)],
            ['투타', batThrws.label(player.batThrw) || NOT_ENTERED],
            ['포지션', positions.label(player.position) || NOT_ENTERED],
          ]}
        />
      ) : (
        <EmptyState message="등록된 선수 정보가 없습니다.">
          <Link to="/user/league" className={buttonClassName('secondary', 'sm')}>
            팀에 선수로 등록하기
          </Link>
        </EmptyState>
      )}
    </Panel>
  );
}

/** /user/info: the member's account and player record, read-only. */
export function UserInfoPage() {
  const userId = useSession()?.userId;
  const user = useUser(userId);
  const player = useUserPlayer(userId);

  const failed = user.error ?? player.error;
  const loading = !failed && (user.data === undefined || player.data === undefined);

  return (
    <div className="user-info">
      <PageHeader
        title="내 정보"
        description="회원 정보와 선수 정보를 확인할 수 있습니다."
        actions={
          <>
            <Link to="/user/change" className={buttonClassName('primary', 'sm')}>
              정보 수정
            </Link>
            <Link to="/user/changepassword" className={buttonClassName('secondary', 'sm')}>
              비밀번호 변경
            </Link>
            <Link to="/user/withdraw" className={buttonClassName('secondary', 'sm', 'user-info__withdraw')}>
              회원 탈퇴
            </Link>
          </>
        }
      />
      {failed ? (
        <ErrorPanel
          title="내 정보를 불러오지 못했습니다"
          message={failed.message}
          onRetry={() => {
            void user.mutate();
            void player.mutate();
          }}
        />
      ) : loading ? (
        <Skeleton lines={8} label="내 정보를 불러오는 중입니다…" />
      ) : (
        <div className="user-info__panels">
          {user.data ? <AccountPanel user={user.data} /> : null}
          <PlayerPanel player={player.data ?? null} />
        </div>
      )}
    </div>
  );
}
