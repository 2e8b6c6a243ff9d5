/** The Korean message shown for a status when the error carries no Korean message of its own. */
const MESSAGES_BY_STATUS: Record<number, string> = {
  400: '요청 형식이 올바르지 않습니다.',
  401: '로그인이 필요합니다.',
  403: '권한이 없습니다.',
  404: '요청한 자원을 찾을 수 없습니다.',
  405: '허용되지 않은 요청 방식입니다.',
  406: '요청한 응답 형식을 제공할 수 없습니다.',
  408: '요청 시간이 초과되었습니다. 다시 시도해 주세요.',
  409: '이미 등록되어 있거나 다른 요청과 충돌합니다.',
  413: '요청 데이터가 너무 큽니다.',
  414: '요청 주소가 너무 깁니다.',
  415: '지원하지 않는 요청 데이터 형식입니다.',
  422: '입력값을 확인해 주세요.',
  429: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  503: '서비스를 잠시 사용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
};

export const SERVER_ERROR_MESSAGE = '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';
export const VALIDATION_ERROR_MESSAGE = '입력값을 확인해 주세요.';
const CLIENT_ERROR_MESSAGE = '요청을 처리할 수 없습니다.';

export function messageForStatus(status: number): string {
  return MESSAGES_BY_STATUS[status] ?? (status >= 500 ? SERVER_ERROR_MESSAGE : CLIENT_ERROR_MESSAGE);
}

const HANGUL = /[\uac00-\ud7a3]/;

/** Messages written for users are Korean; English ones come from the framework and are replaced. */
export function isUserFacingMessage(message: unknown): message is string {
  return typeof message === 'string' && HANGUL.test(message);
}
