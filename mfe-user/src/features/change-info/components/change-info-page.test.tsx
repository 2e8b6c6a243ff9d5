import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import { USER_CHANGE_MESSAGES, VALIDATION_MESSAGES, type UserAccount, type UserPlayer } from '@dugout/contracts';
import { createSession, fail, ok, serveFakeApi, type ApiCall, type ApiHandler } from '@dugout/testing';
import { renderArea } from '../../../testing/render-area';

const account: UserAccount = {
  userId: 12,
  email: 'kim@example.com',
  username: '김철수',
  nickname: null,
  phone: '010-1234-5678',
  birthday: '19900101',
  gender: 'M',
  photo: null,
};

const player: UserPlayer = {
  playerId: 5,
  playerName: '김철수',
  birthday: '19900101',
  gender: 'M',
  middleSchool: '성수중',
  school: '성수고',
  address1: '서울 성동구',
  phone: '010-1234-5678',
  proTypeMiddle: 0,
  proType: 1,
  batThrw: 22,
  position: 'IN',
};

const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], '내 사진.png', { type: 'image/png' });

let alertSpy: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().login(createSession());
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  alertSpy.mockRestore();
  useAuthStore.getState().logout();
});

/** GET answers the account and the player record; POST answers `onPost`. */
const api = (ownPlayer: UserPlayer | null, onPost: ApiHandler): ApiHandler => (call: ApiCall) => {
  if (call.method === 'POST') return onPost(call);
  if (call.url === '/api/user/12/player') return ok(ownPlayer);
  if (call.url === '/api/user/12') return ok(account);
  return fail(404, '없는 주소');
};

async function openForm(handler: ApiHandler) {
  const calls = serveFakeApi(handler);
  renderArea(['/user/change']);
  await screen.findByRole('form', { name: '회원 정보 수정' });
  return calls;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: '정보 수정' }));

describe('회원 정보 수정 (change info)', () => {
  it('is prefilled from the account and the player record', async () => {
    await openForm(api(player, () => ok(account)));
    expect(screen.getByLabelText('이메일')).toHaveValue('kim@example.com');
    expect(screen.getByLabelText('이름')).toHaveValue('김철수');
    expect(screen.getByLabelText('생년월일')).toHaveValue('19900101');
    expect(screen.getByLabelText('휴대전화 번호')).toHaveValue('010-1234-5678');
    expect(screen.getByRole('radio', { name: "남성" })).toBeChecked();
    expect(screen.getByLabelText('출신 중학교')).toHaveValue('성수중');
    expect(screen.getByLabelText('출신 고등학교')).toHaveValue('성수고');
    expect(screen.getByLabelText('고등학교 선출 여부')).toHaveValue('1');
    expect(screen.getByLabelText('투타')).toHaveValue('22');
    expect(screen.getByLabelText('포지션')).toHaveValue('IN');
  });

  it('checks the fields with the registration rules before sending', async () => {
    const calls = await openForm(api(player, () => ok(account)));
    await userEvent.clear(screen.getByLabelText('휴대전화 번호'));
    await userEvent.type(screen.getByLabelText('휴대전화 번호'), '0101234');
    await userEvent.clear(screen.getByLabelText('생년월일'));
    await userEvent.type(screen.getByLabelText('생년월일'), `${new Date().getFullYear() - 3}0101`);
    await submit();
    await waitFor(() => expect(screen.getByLabelText('휴대전화 번호')).toHaveAccessibleDescription(VALIDATION_MESSAGES.phoneFormat));
    expect(screen.getByLabelText('생년월일')).toHaveAccessibleDescription(expect.stringContaining(VALIDATION_MESSAGES.underMinimumAge));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('refuses a file that is not an image before sending', async () => {
    const calls = await openForm(api(player, () => ok(account)));
    await userEvent.upload(screen.getByLabelText('프로필 사진'), new File(['text'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    await submit();
    expect(await screen.findByText(USER_CHANGE_MESSAGES.photoNotImage)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends the form with the photo, updates the stored session for the sidebar and goes to my info', async () => {
    const calls = await openForm(api(player, () => ok({ ...account, username: '이영희', photo: 'new-photo.png' })));
    await userEvent.clear(screen.getByLabelText('이름'));
    await userEvent.type(screen.getByLabelText('이름'), '이영희');
    await userEvent.selectOptions(screen.getByLabelText('포지션'), 'P');
    await userEvent.upload(screen.getByLabelText('프로필 사진'), png());
    expect(await screen.findByRole('img', { name: '프로필 사진 미리보기' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));
    await submit();

    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/user/info'));
    expect(alertSpy).toHaveBeenCalledWith('회원 정보가 수정되었습니다.');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/user/12');
    const body = post?.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([name]) => name !== 'photo'))).toEqual({
      username: '이영희',
      phone: '010-1234-5678',
      birthday: '19900101',
      gender: 'M',
      middleSchool: '성수중',
      school: '성수고',
      address1: '서울 성동구',
      proTypeMiddle: '0',
      proType: '1',
      batThrw: '22',
      position: 'P',
    });
    expect((body.get('photo') as File).name).toBe('내 사진.png');
    expect(useAuthStore.getState().user).toMatchObject({ username: '이영희', photo: 'new-photo.png', accessToken: 'access-1' });
    expect(screen.getByRole('img', { name: '이영희님의 프로필 사진' })).toHaveAttribute('src', '/api/user/profile/photo/new-photo.png?w=96');
  });

  it('sends only the account fields for a member without a player record', async () => {
    const calls = await openForm(api(null, () => ok(account)));
    expect(screen.getByText('선수 정보는 팀에 가입 신청하거나 팀을 만들 때 등록됩니다.')).toBeInTheDocument();
    await submit();
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = calls.find((call) => call.method === 'POST')?.body as FormData;
    expect([...body.keys()].sort()).toEqual(['birthday', 'gender', 'phone', 'username']);
  });

  it("puts the server's refusal under the fields and keeps the session", async () => {
    await openForm(api(player, () => fail(400, USER_CHANGE_MESSAGES.photoTooLarge, { photo: USER_CHANGE_MESSAGES.photoTooLarge })));
    await userEvent.upload(screen.getByLabelText('프로필 사진'), png());
    await submit();
    expect(await screen.findByText(USER_CHANGE_MESSAGES.photoTooLarge)).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/user/change');
    expect(useAuthStore.getState().user?.photo).toBeNull();
  });
});
