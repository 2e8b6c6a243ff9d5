import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { API_ROOT } from '../config/paths';
import { FileStorage, isSafeKey } from './file-storage';

/** One uploaded part as the caller received it (multipart field or test bytes). */
export interface IncomingFile {
  originalName: string;
  data: Buffer;
}

export interface UploadLimits {
  /** Folder (storage key prefix) the files go to: "board", "team", "profile", "league". */
  folder: string;
  /** Files per request, from the caller (a board's setting 0-5, default 2). */
  maxFiles: number;
  /** Bytes per file (default 10 MB). */
  maxFileBytes?: number;
  /** Only images (logos, profile photos); otherwise documents listed in DOCUMENT_TYPES too. */
  imagesOnly?: boolean;
}

export interface StoredFile {
  key: string;
  originalName: string;
  contentType: string;
  size: number;
  /** Images only: the thumbnail's key and the display size. */
  thumbnailKey: string | null;
  width: number | null;
  height: number | null;
}

export const DEFAULT_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const DISPLAY_SIZE = 1600;
export const THUMBNAIL_SIZE = 400;
/** Larger images (decompression bombs) are refused before decoding. */
const MAX_INPUT_PIXELS = 50_000_000;

type ImageFormat = 'jpeg' | 'png' | 'webp';
/** Raster images accepted, by detected MIME type, and the format they are re-encoded to (a GIF keeps its first frame as PNG). */
const IMAGE_TYPES: Record<string, ImageFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'png',
};
const IMAGE_EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
/** Attachments kept as sent (never inline). Text formats (SVG, HTML) have no magic bytes and are never accepted. */
const DOCUMENT_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/x-cfb': 'hwp',
};
/** Content-Type by the server-made name's extension; anything else is sent as bytes to save. */
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};
const INLINE_EXTENSIONS = new Set(['jpg', 'png', 'webp']);

export const DEFAULT_TEAM_LOGO = path.join(API_ROOT, 'assets/images/default-team-logo.png');
const TEAM_LOGO_FOLDER = 'team';
const TEAM_LOGO_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export const FILE_MESSAGES = {
  tooMany: (max: number) => (max === 0 ? '이 게시판에는 파일을 올릴 수 없습니다.' : `파일은 한 번에 ${max}개까지 올릴 수 있습니다.`),
  tooLarge: (name: string, maxBytes: number) => `'${name}' 파일이 너무 큽니다. 파일 하나는 ${formatBytes(maxBytes)}까지 올릴 수 있습니다.`,
  empty: (name: string) => `'${name}' 파일이 비어 있습니다.`,
  wrongType: (name: string) => `'${name}' 파일은 올릴 수 없는 형식입니다. 이미지(JPG, PNG, WEBP, GIF)나 PDF, 오피스 문서, 한글, ZIP 파일만 올릴 수 있습니다.`,
  notImage: (name: string) => `'${name}' 파일은 이미지가 아닙니다. JPG, PNG, WEBP, GIF 이미지만 올릴 수 있습니다.`,
  brokenImage: (name: string) => `'${name}' 이미지를 읽을 수 없습니다. 손상되었거나 너무 큰 이미지입니다.`,
  badLogoName: '로고 파일 이름이 올바르지 않습니다.',
  notFound: '파일을 찾을 수 없습니다.',
} as const;

/** What a download answers: the bytes and the headers that go with them. */
export interface FileDownload {
  stream: Readable;
  contentType: string;
  contentDisposition: string;
}

interface PreparedFile {
  stored: StoredFile;
  parts: { key: string; body: Buffer; contentType: string }[];
}

@Injectable()
export class FilesService {
  constructor(private readonly storage: FileStorage) {}

  /**
   * Checks every file first (count, size, type by content), re-encodes images to a display size and a
   * thumbnail, then stores them under server-made names. Either all files are stored or none.
   */
  async upload(files: IncomingFile[], limits: UploadLimits): Promise<StoredFile[]> {
    if (!isSafeKey(limits.folder)) throw new Error(`Unsafe upload folder: ${limits.folder}`);
    if (files.length > limits.maxFiles) throw new BadRequestException(FILE_MESSAGES.tooMany(limits.maxFiles));
    const maxBytes = limits.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
    for (const file of files) {
      if (file.data.length > maxBytes) throw new BadRequestException(FILE_MESSAGES.tooLarge(displayName(file), maxBytes));
      if (file.data.length === 0) throw new BadRequestException(FILE_MESSAGES.empty(displayName(file)));
    }

    const prepared: PreparedFile[] = [];
    for (const file of files) {
      prepared.push(await this.prepare(file, limits));
    }

    const written: string[] = [];
    try {
      for (const part of prepared.flatMap((file) => file.parts)) {
        await this.storage.put(part.key, part.body, part.contentType);
        written.push(part.key);
      }
    } catch (error) {
      await this.remove(written);
      throw error;
    }
    return prepared.map((file) => file.stored);
  }

  /** Deletes stored files and their thumbnails (a failed post leaves no orphans). */
  async remove(keys: Iterable<string>): Promise<void> {
    await Promise.all([...keys].filter(isSafeKey).map((key) => this.storage.delete(key)));
  }

  /** A stored file to send; images may be shown inline, everything else downloads under its original name. */
  async download(key: string, originalName: string, options: { inline?: boolean } = {}): Promise<FileDownload> {
    const stream = isSafeKey(key) ? await this.storage.get(key) : null;
    if (!stream) throw new NotFoundException(FILE_MESSAGES.notFound);
    const extension = extensionOf(key);
    const inline = options.inline === true && INLINE_EXTENSIONS.has(extension);
    return {
      stream,
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      contentDisposition: contentDisposition(originalName, inline),
    };
  }

  /** GET /api/team/logo/{logo}: the team's logo, or the product's default team image when there is none. */
  async teamLogo(logo: string): Promise<FileDownload> {
    if (!TEAM_LOGO_NAME.test(logo) || logo.includes('..')) throw new BadRequestException(FILE_MESSAGES.badLogoName);
    const extension = extensionOf(logo);
    // Only raster images are ever answered as a logo; anything else (an old SVG) gets the default image.
    const stream = INLINE_EXTENSIONS.has(extension) || extension === 'jpeg' || extension === 'gif'
      ? await this.storage.get(`${TEAM_LOGO_FOLDER}/${logo}`)
      : null;
    if (stream) {
      const contentType = extension === 'jpeg' ? 'image/jpeg' : extension === 'gif' ? 'image/gif' : CONTENT_TYPES[extension];
      return { stream, contentType, contentDisposition: contentDisposition(logo, true) };
    }
    return {
      stream: fs.createReadStream(DEFAULT_TEAM_LOGO),
      contentType: 'image/png',
      contentDisposition: contentDisposition('default-team-logo.png', true),
    };
  }

  private async prepare(file: IncomingFile, limits: UploadLimits): Promise<PreparedFile> {
    const name = displayName(file);
    const detected = await detectType(file.data);
    const imageFormat = detected ? IMAGE_TYPES[detected] : undefined;
    const id = randomUUID();
    if (imageFormat) {
      return this.prepareImage(file, name, imageFormat, `${limits.folder}/${id}`);
    }
    if (limits.imagesOnly) throw new BadRequestException(FILE_MESSAGES.notImage(name));
    const extension = detected ? DOCUMENT_TYPES[detected] : undefined;
    if (!extension) throw new BadRequestException(FILE_MESSAGES.wrongType(name));
    const key = `${limits.folder}/${id}.${extension}`;
    const contentType = CONTENT_TYPES[extension] ?? 'application/octet-stream';
    return {
      stored: { key, originalName: name, contentType, size: file.data.length, thumbnailKey: null, width: null, height: null },
      parts: [{ key, body: file.data, contentType }],
    };
  }

  private async prepareImage(file: IncomingFile, name: string, format: ImageFormat, base: string): Promise<PreparedFile> {
    const extension = IMAGE_EXTENSIONS[format];
    const contentType = CONTENT_TYPES[extension];
    try {
      const source = () => sharp(file.data, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
      const display = await source()
        .resize({ width: DISPLAY_SIZE, height: DISPLAY_SIZE, fit: 'inside', withoutEnlargement: true })
        .toFormat(format)
        .toBuffer({ resolveWithObject: true });
      const thumbnail = await source()
        .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true })
        .toFormat(format)
        .toBuffer();
      const key = `${base}.${extension}`;
      const thumbnailKey = `${base}_s.${extension}`;
      return {
        stored: {
          key,
          originalName: name,
          contentType,
          size: display.data.length,
          thumbnailKey,
          width: display.info.width,
          height: display.info.height,
        },
        parts: [
          { key, body: display.data, contentType },
          { key: thumbnailKey, body: thumbnail, contentType },
        ],
      };
    } catch {
      throw new BadRequestException(FILE_MESSAGES.brokenImage(name));
    }
  }
}

/** file-type is ESM only (its core entry: buffers are all it needs here); loaded once on first use. */
let fileTypeModule: Promise<typeof import('file-type/core')> | null = null;
async function detectType(data: Buffer): Promise<string | undefined> {
  fileTypeModule ??= import('file-type/core');
  const { fileTypeFromBuffer } = await fileTypeModule;
  return (await fileTypeFromBuffer(data))?.mime;
}

/** RFC 6266 with RFC 5987's filename* for non-ASCII (Korean) names, and a plain ASCII fallback. */
export function contentDisposition(originalName: string, inline = false): string {
  const name = cleanName(originalName) || 'file';
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function displayName(file: IncomingFile): string {
  return cleanName(file.originalName) || '이름 없는 파일';
}

/** The last path segment, without control characters, at most 200 characters. */
function cleanName(name: string): string {
  return (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\x00-\x1f\x7f]/g, '')
    .trim()
    .slice(0, 200);
}

function extensionOf(key: string): string {
  const dot = key.lastIndexOf('.');
  return dot < 0 ? '' : key.slice(dot + 1).toLowerCase();
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))}MB` : `${Math.floor(bytes / 1024)}KB`;
}
