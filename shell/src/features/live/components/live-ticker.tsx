/** The live-match strip under the top bar. Live scores come with a later release. */
export function LiveTicker() {
  return (
    <section className="shell-ticker" aria-label="경기 현황">
      <div className="dg-container shell-ticker__inner">
        <span className="shell-ticker__label">경기 현황</span>
        <p className="shell-ticker__message">실시간 경기 정보는 아직 제공되지 않습니다.</p>
      </div>
    </section>
  );
}
