import { useLayoutEffect } from 'react';
import { Link } from 'react-router-dom';
import { agreementPath, leagueHome, SHELL_FIRST_VIEW_CLASS } from '@dugout/contracts';
import { endFirstView } from '@dugout/ui';
import { useLeagueBase } from '../api/get-league-base';
import { HomeHero } from './home-hero';
import { PledgeIcon } from './home-icons';
import { LeagueCard } from './league-card';
import { QuickLinks } from './quick-links';
import './home-page.css';

const PLEDGE_LEAGUE = 'gangseo';

/** The gangseo league's participation agreement for its active season (its home until that is known). */
function PledgeCard() {
  const { data } = useLeagueBase(PLEDGE_LEAGUE);
  const seasonId = data?.activeSeasonId;
  return (
    <Link to={seasonId ? agreementPath(PLEDGE_LEAGUE, seasonId) : leagueHome(PLEDGE_LEAGUE)} className="home-card home-pledge-card">
      <span className="home-quick-link__icon">
        <PledgeIcon />
      </span>
      <span className="home-card__eyebrow">참가 서약</span>
      <span className="home-card__title">리그 참가 서약서</span>
      <span className="home-card__text">리그에 참가하는 선수는 시즌 참가 서약서를 작성해 주세요.</span>
      <span className="home-card__more">서약서 작성하기 →</span>
    </Link>
  );
}

export function HomePage() {
  // The server drew the hero before the scripts ran; this page replaces it.
  useLayoutEffect(endFirstView, []);
  return (
    <div className={SHELL_FIRST_VIEW_CLASS.home.root}>
      <HomeHero />
      <div className="dg-container home__body">
        <QuickLinks />
        <section className="home-section" aria-labelledby="home-leagues-title">
          <h2 id="home-leagues-title" className="home-section__title">
            리그
          </h2>
          <div className="home-leagues">
            <LeagueCard path="gangdong" label="리그 1" />
            <LeagueCard path="gangseo" label="리그 2" />
            <PledgeCard />
          </div>
        </section>
      </div>
    </div>
  );
}
