import { HOME_HERO } from '@dugout/contracts';
import playerIllustration from '../assets/baseball-player.svg';

/** The home's first screen; the server draws the same markup before the scripts run (services/api/src/bootstrap/first-view.ts). */
export function HomeHero() {
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="dg-container home-hero__inner">
        <div className="home-hero__copy">
          <p className="home-hero__eyebrow">{HOME_HERO.eyebrow}</p>
          <h1 id="home-hero-title" className="home-hero__title">
            {HOME_HERO.title}
          </h1>
          <p className="home-hero__slogan">{HOME_HERO.slogan}</p>
          <p className="home-hero__description">{HOME_HERO.description}</p>
        </div>
        <img
          className="home-hero__image"
          src={playerIllustration}
          alt={HOME_HERO.imageAlt}
          width={HOME_HERO.imageWidth}
          height={HOME_HERO.imageHeight}
        />
      </div>
    </section>
  );
}
