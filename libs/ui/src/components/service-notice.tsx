export const SERVICE_UNAVAILABLE_MESSAGE = '서비스 점검 중이거나 일시적으로 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.';

export interface ServiceNoticeProps {
  message?: string;
}

/** A bar across the page while the service cannot answer (the API's 503s), announced politely. */
export function ServiceNotice({ message = SERVICE_UNAVAILABLE_MESSAGE }: ServiceNoticeProps) {
  return (
    <div className="dg-service-notice" role="status">
      {message}
    </div>
  );
}
