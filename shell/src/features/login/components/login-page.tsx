import { Link } from 'react-router-dom';
import { BaseballIcon } from '@dugout/ui';
import { LoginForm } from './login-form';
import './login-page.css';

export function LoginPage() {
  return (
    <div className="dg-container shell-page login-page">
      <section className="login-card" aria-labelledby="login-title">
        <span className="login-card__icon" aria-hidden="true">
          <BaseballIcon size={40} />
        </span>
        <h1 id="login-title" className="login-card__title">
          로그인
        </h1>
        <p className="login-card__lead">더그아웃 계정으로 로그인하고 내 기록과 팀 소식을 확인하세요.</p>
        <LoginForm />
        <nav className="login-card__links" aria-label="계정 도움말">
          <Link to="/user/findpassword">비밀번호 찾기</Link>
          <span className="login-card__divider" aria-hidden="true" />
          <Link to="/user/register">회원가입</Link>
        </nav>
      </section>
    </div>
  );
}
