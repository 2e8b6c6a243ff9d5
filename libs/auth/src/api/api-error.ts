/** Status of an ApiError when the server could not be reached at all. */
export const NETWORK_ERROR_STATUS = 0;

const STATUS_MESSAGES: Record<number, string> = {
  [NETWORK_ERROR_STATUS]: '서버에 연결할 수 없습니다. 네트워크 상태를 확인한 뒤 다시 시도해 주세요.',
  400: '입력한 내용을 다시 확인해 주세요.',
  401: '로그인이 필요합니다.',
  403: '권한이 없습니다.',
  404: '요청한 정보를 찾을 수 없습니다.',
  409: '이미 처리되었거나 다른 정보와 충돌합니다.',
  413: '파일이 너무 큽니다.',
  429: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
};

/** A Korean message for a status the server did not explain. */
export function defaultErrorMessage(status: number): string {
  return (
    STATUS_MESSAGES[status] ??
    (status >= 500 ? '서버에 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' : '요청을 처리하지 못했습니다.')
  );
}

/** A failed API call: the HTTP status (0 when unreachable), a Korean message and errors by field. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string>;

  constructor(status: number, message?: string | null, errors?: Record<string, string> | null) {
    super(message || defaultErrorMessage(status));
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
