import { ApiError } from '@dugout/auth';
import { SAVE_FAILED, showServerErrors } from './server-form-errors';

const helpersFor = () => {
  const calls: { errors?: unknown; status?: unknown } = {};
  return {
    calls,
    helpers: {
      setErrors: (errors: unknown) => void (calls.errors = errors),
      setStatus: (status: unknown) => void (calls.status = status),
    },
  };
};

describe('showServerErrors', () => {
  it('puts the messages of the form fields (dotted ones nested) on the fields and the rest in the alert', () => {
    const { calls, helpers } = helpersFor();
    const error = new ApiError(400, '입력값을 확인해 주세요.', {
      boardLabel: '이미 사용 중인 경로입니다.',
      'roles.write': '쓰기 권한이 올바르지 않습니다.',
      mainId: '다른 리그의 게시판입니다.',
    });
    showServerErrors(error, helpers, new Set(['boardLabel', 'roles.write']));
    expect(calls.errors).toEqual({ boardLabel: '이미 사용 중인 경로입니다.', roles: { write: '쓰기 권한이 올바르지 않습니다.' } });
    expect(calls.status).toBe('입력값을 확인해 주세요. 다른 리그의 게시판입니다.');
  });

  it('says the save failed when no answer came back', () => {
    const { calls, helpers } = helpersFor();
    showServerErrors(new TypeError('Failed to fetch'), helpers, new Set());
    expect(calls.status).toBe(SAVE_FAILED);
    expect(calls.errors).toBeUndefined();
  });
});
