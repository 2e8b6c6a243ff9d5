import { Injectable, UnsupportedMediaTypeException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

export const JSON_ONLY_MESSAGE = '지원하지 않는 요청 데이터 형식입니다. JSON으로 보내 주세요.';

/**
 * Bodies must be JSON (spec: "JSON in and out"). The platform also parses form and plain-text
 * bodies and accepts multipart ones (board uploads); on these routes they answer 415 instead of
 * being read, so an HTML form on another site cannot post to them.
 */
@Injectable()
export class JsonBodyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const contentType = request.headers['content-type'];
    // A multipart body is left unread for the upload routes (request.body stays undefined), so it is recognised by its type.
    const hasBody = request.body !== undefined || /^multipart\//i.test(contentType ?? '');
    if (hasBody && (!contentType || !JSON_TYPE.test(contentType))) {
      throw new UnsupportedMediaTypeException(JSON_ONLY_MESSAGE);
    }
    return true;
  }
}
