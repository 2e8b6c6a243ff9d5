import type { Socket } from 'node:net';

const MESSAGES: Record<number, string> = {
  400: '요청 형식이 올바르지 않습니다.',
  408: '요청 시간이 초과되었습니다. 다시 시도해 주세요.',
  431: '요청 주소나 헤더가 너무 깁니다.',
};

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Requests Node's HTTP parser rejects before fastify sees them (a request line or headers over
 * 16 KB, a malformed request, a header timeout) get the Korean envelope instead of fastify's English JSON.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) {
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ ok: false, data: null, error: MESSAGES[status] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
