import playerIllustration from '../assets/baseball-player.svg';

export function HomeHero() {
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="dg-container home-hero__inner">
        <div className="home-hero__copy">
          <p className="home-hero__eyebrow">아마추어 야구인을 위한 야구 기록 솔루션</p>
          <h1 id="home-hero-title" className="home-hero__title">
            더그아웃
          </h1>
          <p className="home-hero__slogan">우리 팀의 모든 순간을 기록으로 남기세요</p>
          <p className="home-hero__description">
            일정과 경기 결과, 선수 기록과 순위까지. 사회인 야구 리그와 팀의 기록을 한곳에서 관리합니다.
          </p>
        </div>
        <img className="home-hero__image" src={playerIllustration} alt="배트를 들고 타석에 선 야구 선수" width={420} height={460} />
      </div>
    </section>
  );
}
