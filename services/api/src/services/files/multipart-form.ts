import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_MAX_FILE_BYTES, type IncomingFile } from './files.service';

/** Files one request may carry (a board's max_file_count is 0-5). */
export const MAX_FILES_PER_REQUEST = 5;
/** Text fields of a form (a post's HTML is the largest). */
const MAX_FIELD_BYTES = 256 * 1024;
/** The whole request: every file at its limit plus the text. */
export const MAX_REQUEST_BYTES = MAX_FILES_PER_REQUEST * DEFAULT_MAX_FILE_BYTES + 1024 * 1024;

/** @fastify/multipart's limits, registered once in createApp. */
export const MULTIPART_LIMITS = {
  fileSize: DEFAULT_MAX_FILE_BYTES,
  files: MAX_FILES_PER_REQUEST,
  fieldSize: MAX_FIELD_BYTES,
  fields: 20,
  parts: MAX_FILES_PER_REQUEST + 20,
} as const;

export const MULTIPART_MESSAGES = {
  notMultipart: '요청은 multipart/form-data 형식이어야 합니다.',
  tooManyFiles: `파일은 한 번에 ${MAX_FILES_PER_REQUEST}개까지 올릴 수 있습니다.`,
  tooManyFields: '입력 항목이 너무 많습니다.',
  fieldTooLarge: '입력한 내용이 너무 깁니다.',
  fileTooLarge: `파일이 너무 큽니다. 파일 하나는 ${DEFAULT_MAX_FILE_BYTES / (1024 * 1024)}MB까지 올릴 수 있습니다.`,
  requestTooLarge: '요청이 너무 큽니다. 파일 크기와 개수를 줄여 주세요.',
} as const;

export interface MultipartForm {
  /** Text fields; a repeated name keeps its last value. */
  fields: Record<string, string>;
  files: IncomingFile[];
}

/** Reads a multipart request (fields named anything; every file part is a file) into the files service's input. */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new BadRequestException(MULTIPART_MESSAGES.notMultipart);
  const fields: Record<string, string> = {};
  const files: IncomingFile[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        total += data.length;
        if (total > MAX_REQUEST_BYTES) throw new PayloadTooLargeException(MULTIPART_MESSAGES.requestTooLarge);
        // A file input left empty still sends a nameless, empty part.
        if (data.length === 0 && !part.filename) continue;
        files.push({ originalName: part.filename, data });
      } else {
        if (part.valueTruncated) throw new BadRequestException(MULTIPART_MESSAGES.fieldTooLarge);
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
  return { fields, files };
}

function multipartError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new PayloadTooLargeException(MULTIPART_MESSAGES.fileTooLarge);
    case 'FST_FILES_LIMIT':
      return new BadRequestException(MULTIPART_MESSAGES.tooManyFiles);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new BadRequestException(MULTIPART_MESSAGES.tooManyFields);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_PROTO_VIOLATION':
      return new BadRequestException(MULTIPART_MESSAGES.notMultipart);
    default:
      return error;
  }
}
