import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PolicyPage } from './policy-page';

function renderPolicy(kind: 'service' | 'privacy') {
  return render(
    <MemoryRouter>
      <PolicyPage kind={kind} />
    </MemoryRouter>,
  );
}

describe('PolicyPage', () => {
  it('shows the full terms of service with the notice periods and the start date', async () => {
    renderPolicy('service');
    expect(await screen.findByRole('heading', { level: 2, name: '제1조 (목적)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '서비스 이용약관' })).toBeInTheDocument();
    for (const article of ['제1조 (목적)', '제2조 (용어의 정의)', '제4조 (회원가입)', '제6조 (회원 탈퇴 및 자격 상실)', '제8조 (회원의 의무)', '제12조 (분쟁의 해결과 관할 법원)']) {
      expect(screen.getByRole('heading', { level: 2, name: article })).toBeInTheDocument();
    }
    expect(screen.getByText(/적용일자 7일 전부터/)).toBeInTheDocument();
    expect(screen.getByText(/적용일자 30일 전부터/)).toBeInTheDocument();
    expect(screen.getByText('이 약관은 2023년 1월 1일부터 시행합니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '개인정보처리방침 보기' })).toHaveAttribute('href', '/policy/privacy');
  });

  it('shows the privacy policy with retention periods, rights, cookies, children and the officer', async () => {
    renderPolicy('privacy');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeInTheDocument();
    const retention = screen.getByRole('table');
    expect(retention).toHaveTextContent('계약 또는 청약철회 등에 관한 기록5년');
    expect(retention).toHaveTextContent('대금결제 및 재화 등의 공급에 관한 기록5년');
    expect(retention).toHaveTextContent('소비자의 불만 또는 분쟁처리에 관한 기록3년');
    expect(retention).toHaveTextContent('경기 기록에 남은 선수 이름서비스 제공 기간');
    expect(screen.getByText(/로그인 후 ‘내 정보’에서 언제든지 자신의 개인정보를 조회하고 수정/)).toBeInTheDocument();
    expect(screen.getByText(/로그인 상태를 유지하기 위해 쿠키/)).toBeInTheDocument();
    expect(screen.getByText(/위탁 업무의 내용을 이 처리방침과 서비스 화면을 통해 미리 알리고/)).toBeInTheDocument();
    expect(screen.getByText('만 14세 미만 아동은 온라인으로 회원가입을 할 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByText(/수집된 사실이 확인되면 즉시 삭제/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy@dugout.kr' })).toHaveAttribute('href', 'mailto:privacy@dugout.kr');
    expect(screen.getByText('이 개인정보처리방침은 2023년 1월 1일부터 시행합니다.')).toBeInTheDocument();
  });
});
