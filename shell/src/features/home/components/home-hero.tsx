import { HOME_HERO, SHELL_FIRST_VIEW_CLASS } from '@dugout/contracts';
import playerIllustration from '../assets/baseball-player.svg';

const { home } = SHELL_FIRST_VIEW_CLASS;

/** The home's first screen; the server draws the same markup before the scripts run (services/api/src/bootstrap/first-view.ts). */
export function HomeHero() {
  return (
    <section className={home.hero} aria-labelledby="home-hero-title">
      <div className={home.heroInner}>
        <div className={home.heroCopy}>
          <p className={home.eyebrow}>{HOME_HERO.eyebrow}</p>
          <h1 id="home-hero-title" className={home.title}>
            {HOME_HERO.title}
          </h1>
          <p className={home.slogan}>{HOME_HERO.slogan}</p>
          <p className={home.description}>{HOME_HERO.description}</p>
        </div>
        <img
          className={home.image}
          src={playerIllustration}
          alt={HOME_HERO.imageAlt}
          width={HOME_HERO.imageWidth}
          height={HOME_HERO.imageHeight}
        />
      </div>
    </section>
  );
}
