import { useState } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { useSession } from '@dugout/auth';
import { imageSrcSet, profilePhotoPath, sizedImageUrl } from '@dugout/contracts';
import defaultProfileImage from '../assets/default-profile.svg';
import './user-side-layout.css';

const MENU = [
  { to: '/user/info', label: '내 프로필' },
  { to: '/user/league', label: '내 리그/팀' },
  { to: '/user/agreementList', label: '리그 참가 동의서' },
] as const;

const PHOTO_SIZE = 96;

function ProfilePhoto({ photo, name }: { photo: string | null; name: string }) {
  // A photo that cannot be loaded (deleted file) falls back to the default picture.
  const [failed, setFailed] = useState<string | null>(null);
  const url = photo && failed !== photo ? profilePhotoPath(photo) : null;
  return (
    <img
      className="user-side__photo"
      src={url ? sizedImageUrl(url, PHOTO_SIZE) : defaultProfileImage}
      srcSet={url ? imageSrcSet(url, PHOTO_SIZE) : undefined}
      alt={url ? `${name}님의 프로필 사진` : '기본 프로필 이미지'}
      width={PHOTO_SIZE}
      height={PHOTO_SIZE}
      onError={() => setFailed(photo)}
    />
  );
}

/** My-page frame: the profile photo and menu on the left, the page on the right. */
export function UserSideLayout() {
  const user = useSession();
  return (
    <div className="user-side-layout">
      <aside className="user-side" aria-label="내 정보 메뉴">
        <div className="user-side__profile">
          <ProfilePhoto photo={user?.photo ?? null} name={user?.username ?? ''} />
          {user ? <p className="user-side__name">{user.username}</p> : null}
        </div>
        <nav>
          <ul className="user-side__menu">
            {MENU.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to !== '/user/agreementList'} className="user-side__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="user-side-layout__content">
        <Outlet />
      </div>
    </div>
  );
}
