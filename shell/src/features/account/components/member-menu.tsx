import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { logoutRequest, useAuthStore, type StoredSession } from '@dugout/auth';
import { imageSrcSet, profilePhotoPath, sizedImageUrl } from '@dugout/contracts';
import { Button } from '@dugout/ui';
import { reloadPage } from '../utils/reload-page';

// The popup's code loads when it is opened, not with the first view.
const MembershipDialog = lazy(() => import('./membership-dialog'));

const AVATAR_SIZE = 28;

/** The member's profile photo from the stored session, or the first letter of the name without one (or when it cannot load). */
function Avatar({ user }: { user: StoredSession }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (user.photo && failed !== user.photo) {
    const photo = user.photo;
    const url = profilePhotoPath(photo);
    return (
      <img
        className="shell-account__avatar shell-account__avatar--photo"
        src={sizedImageUrl(url, AVATAR_SIZE)}
        srcSet={imageSrcSet(url, AVATAR_SIZE)}
        alt=""
        width={AVATAR_SIZE}
        height={AVATAR_SIZE}
        data-testid="account-photo"
        onError={() => setFailed(photo)}
      />
    );
  }
  return (
    <span className="shell-account__avatar" aria-hidden="true">
      {user.username.slice(0, 1)}
    </span>
  );
}

/** The logged-in member's part of the top bar: name, membership popup, logout. */
export default function MemberMenu({ user }: { user: StoredSession }) {
  const [membershipOpen, setMembershipOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = async () => {
    setLoggingOut(true);
    // Revokes the refresh token on the server; a failed call is only logged (spec section 8).
    await logoutRequest();
    useAuthStore.getState().clear();
    reloadPage();
  };

  return (
    <div className="shell-account">
      <Link to="/user/info" className="shell-account__name" title="내 정보">
        <Avatar user={user} />
        <span className="shell-account__username">{user.username}</span>
        <span className="dg-visually-hidden">님 정보 보기</span>
      </Link>
      <Button variant="ghost" size="sm" onClick={() => setMembershipOpen(true)}>
        내 소속 현황
      </Button>
      <Button variant="ghost" size="sm" onClick={() => void logout()} disabled={loggingOut}>
        로그아웃
      </Button>
      {membershipOpen ? (
        <Suspense fallback={null}>
          <MembershipDialog onClose={() => setMembershipOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
