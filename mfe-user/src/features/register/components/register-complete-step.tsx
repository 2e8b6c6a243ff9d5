import { Link } from 'react-router-dom';
import { buttonClassName } from '@dugout/ui';
import { StepHeading } from './step-heading';

/** Step 2: welcome, and where to go next (login; player registration with each team). */
export function RegisterCompleteStep({ name }: { name: string }) {
  return (
    <section className="register-step register-done" aria-labelledby="register-step-title">
      <div className="register-done__main">
        <StepHeading focusOnMount>가입 완료</StepHeading>
        <p className="register-done__welcome">
          <strong>{name}</strong>님, 회원가입이 완료되었습니다.
        </p>
        <p>로그인하면 더그아웃의 모든 서비스를 이용할 수 있습니다.</p>
        <p>
          선수로 활동하려면 소속된 팀마다 선수 등록을 해야 합니다.{' '}
          <span className="register-done__where--wide">오른쪽의</span>
          <span className="register-done__where--narrow">아래</span> ‘선수 등록하기’에서 소속 팀을 찾아 각 팀에 선수로 등록해
          주세요.
        </p>
        <Link to="/login" className={buttonClassName('primary', 'lg', 'register-done__login')}>
          로그인하기
        </Link>
      </div>
      <aside className="register-done__side" aria-label="선수 등록 안내">
        <h3 className="register-done__side-title">선수 등록</h3>
        <p>팀에 선수로 등록하면 경기 기록과 개인 성적이 관리됩니다. 소속 팀이 여러 개라면 팀마다 등록해 주세요.</p>
        <Link to="/user/league" className={buttonClassName('secondary', 'md')}>
          선수 등록하기
        </Link>
      </aside>
    </section>
  );
}
