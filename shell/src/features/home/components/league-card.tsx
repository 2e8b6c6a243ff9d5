import { useState } from 'react';
import { Link } from 'react-router-dom';
import { imageSrcSet, leagueHome, leagueImagePath, sizedImageUrl } from '@dugout/contracts';
import { useLeagueMainByPath } from '../api/get-league-main-by-path';

const LOGO_SIZE = 72;

export interface LeagueCardProps {
  path: string;
  /** Small label above the name, e.g. "리그 1". */
  label: string;
}

export function LeagueCard({ path, label }: LeagueCardProps) {
  const { data } = useLeagueMainByPath(path);
  const [logoFailed, setLogoFailed] = useState(false);
  const name = data?.mainName ?? path;
  const logo = leagueImagePath(`${path}_logo.png`);

  return (
    <Link to={leagueHome(path)} className="home-card home-league-card">
      <span className="home-league-card__logo">
        {logoFailed ? (
          <span className="home-league-card__initial" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
        ) : (
          <img
            src={sizedImageUrl(logo, LOGO_SIZE)}
            srcSet={imageSrcSet(logo, LOGO_SIZE)}
            alt=""
            width={LOGO_SIZE}
            height={LOGO_SIZE}
            loading="lazy"
            onError={() => setLogoFailed(true)}
          />
        )}
      </span>
      <span className="home-card__eyebrow">{label}</span>
      <span className="home-card__title">{name}</span>
      <span className="home-card__more">리그 바로가기 →</span>
    </Link>
  );
}
