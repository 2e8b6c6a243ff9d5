import { ApiError } from './api-error';
import { formRefusal, multipartBody } from './form-submit';

describe('multipartBody', () => {
  it('trims the text fields and leaves out fields without a file', () => {
    const logo = new File(['x'], '로고.png', { type: 'image/png' });
    const body = multipartBody({ teamName: ' 성수 ', director: '' }, { logo, banner: null });
    expect(body.get('teamName')).toBe('성수');
    expect(body.get('director')).toBe('');
    expect((body.get('logo') as File).name).toBe('로고.png');
    expect(body.has('banner')).toBe(false);
  });
});

describe('formRefusal', () => {
  it('puts field messages under the fields and the form message in the alert', () => {
    expect(formRefusal(new ApiError(409, '이미 있습니다.', { teamName: '이미 있습니다.' }), '실패')).toEqual({
      fieldErrors: { teamName: '이미 있습니다.' },
      formMessage: undefined,
    });
    expect(formRefusal(new ApiError(400, '입력값을 확인해 주세요.', { apiError: '팀을 만들 수 없습니다.', estbDt: '날짜' }), '실패')).toEqual({
      fieldErrors: { estbDt: '날짜' },
      formMessage: '팀을 만들 수 없습니다.',
    });
  });

  it("shows the API's message when no field is named, and the fallback without an answer", () => {
    expect(formRefusal(new ApiError(403, '권한이 없습니다.'), '실패')).toEqual({ fieldErrors: {}, formMessage: '권한이 없습니다.' });
    expect(formRefusal(new TypeError('Failed to fetch'), '저장하지 못했습니다.')).toEqual({ fieldErrors: {}, formMessage: '저장하지 못했습니다.' });
  });
});
