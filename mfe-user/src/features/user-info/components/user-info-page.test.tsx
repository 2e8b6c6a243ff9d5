import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import { createSession, fail, ok, serveFakeApi, type ApiHandler } from '@dugout/testing';
import { renderArea } from '../../../testing/render-area';
import { formatBirthday } from './user-info-page';

const profile = {
  userId: 12,
  email: 'kim@example.com',
  username: '김철수',
  phone: '010-1234-5678',
  photo: null,
  gender: 'M',
  birthday: '19900101',
};

const player = {
  playerId: 5,
  playerName: '김철수',
  birthday: '19900101',
  gender: 'M',
  middleSchool: '강서중학교',
  school: '강서고등학교',
  address1: '서울특별시 강서구',
  phone: '010-1234-5678',
  proTypeMiddle: 1,
  proType: '0',
  batThrw: 21,
  position: 'IN',
};

function serve(playerReply: unknown, userReply = ok(profile)): ApiHandler {
  return (call) => {
    if (call.url === '/api/user/12') return userReply;
    if (call.url === '/api/user/12/player') return ok(playerReply);
    return fail(404);
  };
}

/** The value shown beside a label of the read-only lists. */
const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().login(createSession());
});

describe('UserInfoPage', () => {
  it("shows the member's account and player record with Korean labels", async () => {
    const calls = serveFakeApi(serve(player));
    renderArea(['/user/info']);

    expect(await screen.findByRole('heading', { name: '회원 정보' })).toBeInTheDocument();
    expect(valueOf('이메일')).toBe('kim@example.com');
    expect(valueOf('이름')).toBe('김철수');
    expect(valueOf('생년월일')).toBe('1990-01-01');
    expect(valueOf('휴대전화 번호')).toBe('010-1234-5678');
    expect(valueOf('성별')).toBe('남성');

    expect(valueOf('출신 중학교')).toBe('강서중학교');
    expect(valueOf('중학교 선출 여부')).toBe('중학교 선출');
    expect(valueOf('출신 고등학교')).toBe('강서고등학교');
    expect(valueOf('고등학교 선출 여부')).toBe('해당 없음');
    expect(valueOf('주소')).toBe('서울특별시 강서구');
    expect(valueOf('투타')).toBe('우투좌타');
    expect(valueOf('포지션')).toBe('내야수');

    expect(calls.every((call) => call.authorization === 'Bearer access-1')).toBe(true);
    expect(screen.getByRole('link', { name: '정보 수정' })).toHaveAttribute('href', '/user/change');
    expect(screen.getByRole('link', { name: '회원 탈퇴' })).toHaveAttribute('href', '/user/withdraw');
    expect(screen.getByRole('link', { name: '비밀번호 변경' })).toHaveAttribute('href', '/user/changepassword');
  });

  it('says so when the member has no player record', async () => {
    serveFakeApi(serve(null));
    renderArea(['/user/info']);
    expect(await screen.findByText('등록된 선수 정보가 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '팀에 선수로 등록하기' })).toHaveAttribute('href', '/user/league');
  });

  it('offers a retry when the account cannot be loaded', async () => {
    let failing = true;
    serveFakeApi((call) => (failing ? fail(500, '서버에 오류가 발생했습니다.') : serve(player)(call)));
    renderArea(['/user/info']);

    expect(await screen.findByRole('alert')).toHaveTextContent('내 정보를 불러오지 못했습니다');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(valueOf('이메일')).toBe('kim@example.com'));
  });
});

describe('formatBirthday', () => {
  it.each([
    ['20001231', '2000-12-31'],
    ['2000-12-31', '2000-12-31'],
    ['', '-'],
    [null, '-'],
    ['2000', '-'],
  ])('%s -> %s', (input, expected) => {
    expect(formatBirthday(input)).toBe(expected);
  });
});
