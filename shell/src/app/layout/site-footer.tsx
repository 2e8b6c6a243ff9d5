import { Link } from 'react-router-dom';

export function SiteFooter() {
  return (
    <footer className="shell-footer">
      <div className="dg-container shell-footer__inner">
        <nav className="shell-footer__links" aria-label="약관 및 지원">
          <Link to="/policy/service">서비스 이용약관</Link>
          <Link to="/policy/privacy" className="shell-footer__privacy">
            개인정보처리방침
          </Link>
          <a href="/download/remote-support-request.txt" download="더그아웃_원격지원_요청서.txt">
            원격 지원 요청서 내려받기
          </a>
        </nav>
        <p className="shell-footer__copyright">© 2023 더그아웃. 아마추어 야구인을 위한 야구 기록 솔루션. All rights reserved.</p>
      </div>
    </footer>
  );
}
