import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { IMAGE_WIDTHS, imageWidthFor } from '@dugout/contracts';
import sharp from 'sharp';
import { API_ROOT } from '../../config/paths';
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

/** League images (logo, side and top banner) are kept under league/<name>, served at /upload/league/<name>. */
export const LEAGUE_IMAGE_FOLDER = 'league';
/** The image a missing league image answers (the product's default, as for team logos). */
export const DEFAULT_LEAGUE_IMAGE = DEFAULT_TEAM_LOGO;
export type LeagueImageKind = 'logo' | 'side' | 'banner';
/** The largest box each kind is resized into (the bundled demo images are 240x240, 300x400 and 1200x240). */
export const LEAGUE_IMAGE_BOXES: Record<LeagueImageKind, { width: number; height: number }> = {
  logo: { width: 480, height: 480 },
  side: { width: 600, height: 800 },
  banner: { width: 2400, height: 480 },
};
/** The small logo beside a logo (<name>_s.png, the league menu's header). */
const LEAGUE_SMALL_LOGO_HEIGHT = 96;
const LEAGUE_PATH = /^[A-Za-z0-9]{1,40}$/;

/** The largest ?w= accepted; any accepted width is snapped to IMAGE_WIDTHS (contracts). */
export const MAX_IMAGE_WIDTH = 4000;
const IMAGE_WIDTH_PARAM = /^[1-9][0-9]{0,3}$/;
/** Variants of a stored image are kept at variants/<original key>/<width>.<ext>. */
const VARIANT_FOLDER = 'variants';
/** Stored images served with variants, by extension, and the format a variant is made in for a client without WebP (a GIF's is a PNG). */
const VARIANT_SOURCES: Record<string, { contentType: string; fallbackFormat: ImageFormat }> = {
  jpg: { contentType: 'image/jpeg', fallbackFormat: 'jpeg' },
  jpeg: { contentType: 'image/jpeg', fallbackFormat: 'jpeg' },
  png: { contentType: 'image/png', fallbackFormat: 'png' },
  webp: { contentType: 'image/webp', fallbackFormat: 'webp' },
  gif: { contentType: 'image/gif', fallbackFormat: 'png' },
};

export const FILE_MESSAGES = {
  tooMany: (max: number) => (max === 0 ? '이 게시판에는 파일을 올릴 수 없습니다.' : `파일은 한 번에 ${max}개까지 올릴 수 있습니다.`),
  tooLarge: (name: string, maxBytes: number) => `'${name}' 파일이 너무 큽니다. 파일 하나는 ${formatBytes(maxBytes)}까지 올릴 수 있습니다.`,
  empty: (name: string) => `'${name}' 파일이 비어 있습니다.`,
  wrongType: (name: string) => `'${name}' 파일은 올릴 수 없는 형식입니다. 이미지(JPG, PNG, WEBP, GIF)나 PDF, 오피스 문서, 한글, ZIP 파일만 올릴 수 있습니다.`,
  notImage: (name: string) => `'${name}' 파일은 이미지가 아닙니다. JPG, PNG, WEBP, GIF 이미지만 올릴 수 있습니다.`,
  brokenImage: (name: string) => `'${name}' 이미지를 읽을 수 없습니다. 손상되었거나 너무 큰 이미지입니다.`,
  badLogoName: '로고 파일 이름이 올바르지 않습니다.',
  badLeaguePath: '리그 주소가 올바르지 않습니다.',
  badImageWidth: `이미지 너비(w)는 1부터 ${MAX_IMAGE_WIDTH}까지의 정수로 적어 주세요.`,
  notFound: '파일을 찾을 수 없습니다.',
} as const;

/** What a download answers: the bytes and the headers that go with them. */
export interface FileDownload {
  stream: Readable;
  contentType: string;
  contentDisposition: string;
  /** 'Accept' when the answer's format depends on the request's Accept header (a resized image). */
  vary?: string;
}

/** An image route's original: the stored file, and the bundled image answered when it is missing. */
export interface ImageSource {
  /** The storage key, or null when there is no stored image to look for. */
  key: string | null;
  /** The bundled default image (a file path) and the name it is shown under. */
  fallback: { file: string; name: string };
}

/** What the client asked of an image route: ?w= as sent (a CSS width, snapped to IMAGE_WIDTHS) and its Accept header. */
export interface ImageRequest {
  width?: unknown;
  accept?: string;
}

interface PreparedFile {
  stored: StoredFile;
  parts: { key: string; body: Buffer; contentType: string }[];
}

@Injectable()
export class FilesService {
  private readonly logger = new Logger(FilesService.name);
  /** Variants of the bundled default images (a few dozen small files at most), made once per process. */
  private readonly defaultVariants = new Map<string, Buffer>();

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

  /** Deletes stored files and their thumbnails (a failed post leaves no orphans), and the resized variants of images. */
  async remove(keys: Iterable<string>): Promise<void> {
    const targets = [...keys].filter(isSafeKey).flatMap((key) => [key, ...variantKeysOf(key)]);
    await Promise.all(targets.map((key) => this.storage.delete(key)));
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
  async teamLogo(logo: string, request: ImageRequest = {}): Promise<FileDownload> {
    if (!TEAM_LOGO_NAME.test(logo) || logo.includes('..')) throw new BadRequestException(FILE_MESSAGES.badLogoName);
    // Only raster images are ever answered as a logo; anything else (an old SVG) gets the default image.
    return this.image(
      { key: `${TEAM_LOGO_FOLDER}/${logo}`, fallback: { file: DEFAULT_TEAM_LOGO, name: 'default-team-logo.png' } },
      request,
    );
  }

  /**
   * GET /upload/league/{name}: a league image from the storage (local disk or S3). A missing or
   * unreadable one, or a name that is not a stored PNG/JPG/WEBP, answers the default image: a
   * league page never shows a broken image.
   */
  async leagueImage(name: string, request: ImageRequest = {}): Promise<FileDownload> {
    const stored = TEAM_LOGO_NAME.test(name) && !name.includes('..') && INLINE_EXTENSIONS.has(extensionOf(name));
    return this.image(
      { key: stored ? `${LEAGUE_IMAGE_FOLDER}/${name}` : null, fallback: { file: DEFAULT_LEAGUE_IMAGE, name: 'default-league-image.png' } },
      request,
    );
  }

  /**
   * Answers an image route (team logo, league image, profile photo). Without ?w= the stored original
   * as it is; with ?w= a copy at most that wide (snapped to IMAGE_WIDTHS, never enlarged), as WebP
   * when the client accepts it, else in the original's format. A stored image's copy is made once
   * and kept in the storage under variants/<key>/; the default image's in memory. A stored image
   * that is missing, unreadable or not a raster image answers the fallback.
   */
  async image(source: ImageSource, request: ImageRequest): Promise<FileDownload> {
    const width = parseImageWidth(request.width);
    const webp = /image\/webp/i.test(request.accept ?? '');
    const original = source.key !== null && isSafeKey(source.key) ? VARIANT_SOURCES[extensionOf(source.key)] : undefined;
    if (source.key !== null && original) {
      const key = source.key;
      const name = key.slice(key.lastIndexOf('/') + 1);
      if (width === null) {
        const stream = await this.storage.get(key).catch(() => null);
        if (stream) return { stream, contentType: original.contentType, contentDisposition: contentDisposition(name, true) };
      } else {
        const format = webp ? 'webp' : original.fallbackFormat;
        const variant = await this.storedVariant(key, width, format);
        if (variant) return imageAnswer(variant, format, name);
      }
    }

    const { file, name } = source.fallback;
    if (width === null) {
      return { stream: fs.createReadStream(file), contentType: 'image/png', contentDisposition: contentDisposition(name, true) };
    }
    const format = webp ? 'webp' : 'png';
    const cacheKey = `${file}:${width}.${format}`;
    let variant = this.defaultVariants.get(cacheKey);
    if (!variant) {
      variant = await resizeImage(await fs.promises.readFile(file), width, format);
      this.defaultVariants.set(cacheKey, variant);
    }
    return imageAnswer(variant, format, name);
  }

  /**
   * Saves a league's logo, side or top banner (league admin): checked by content like any upload,
   * re-encoded with sharp as PNG into the kind's box, stored as league/<leaguePath>_<kind>_<id>.png
   * (a new name each time, so cached copies of the old image never show). A logo also gets its
   * small version <name>_s.png. Answers the file name to keep in league_main; the caller removes
   * the old one with removeLeagueImage.
   */
  async saveLeagueImage(leaguePath: string, kind: LeagueImageKind, file: IncomingFile): Promise<{ name: string }> {
    if (!LEAGUE_PATH.test(leaguePath)) throw new BadRequestException(FILE_MESSAGES.badLeaguePath);
    const name = displayName(file);
    if (file.data.length > DEFAULT_MAX_FILE_BYTES) throw new BadRequestException(FILE_MESSAGES.tooLarge(name, DEFAULT_MAX_FILE_BYTES));
    if (file.data.length === 0) throw new BadRequestException(FILE_MESSAGES.empty(name));
    const detected = await detectType(file.data);
    if (!detected || !IMAGE_TYPES[detected]) throw new BadRequestException(FILE_MESSAGES.notImage(name));
    const box = LEAGUE_IMAGE_BOXES[kind];
    const base = `${leaguePath}_${kind}_${randomUUID().slice(0, 8)}`;
    const parts: { key: string; body: Buffer }[] = [];
    try {
      const source = () => sharp(file.data, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
      parts.push({
        key: `${LEAGUE_IMAGE_FOLDER}/${base}.png`,
        body: await source().resize({ ...box, fit: 'inside', withoutEnlargement: true }).png().toBuffer(),
      });
      if (kind === 'logo') {
        parts.push({
          key: `${LEAGUE_IMAGE_FOLDER}/${base}_s.png`,
          body: await source().resize({ height: LEAGUE_SMALL_LOGO_HEIGHT, withoutEnlargement: true }).png().toBuffer(),
        });
      }
    } catch {
      throw new BadRequestException(FILE_MESSAGES.brokenImage(name));
    }
    const written: string[] = [];
    try {
      for (const part of parts) {
        await this.storage.put(part.key, part.body, 'image/png');
        written.push(part.key);
      }
    } catch (error) {
      await this.remove(written);
      throw error;
    }
    return { name: `${base}.png` };
  }

  /** Removes a league image saved before (and a logo's small version); a name that is not one is ignored. */
  async removeLeagueImage(name: string): Promise<void> {
    if (!TEAM_LOGO_NAME.test(name) || name.includes('..')) return;
    await this.remove([`${LEAGUE_IMAGE_FOLDER}/${name}`, `${LEAGUE_IMAGE_FOLDER}/${name.replace(/\.png$/, '_s.png')}`]);
  }

  /**
   * The stored image's variant: read back when it was made before, else made from the original and
   * kept. Null when the original is missing, unreadable or not an image.
   */
  private async storedVariant(key: string, width: number, format: ImageFormat): Promise<Buffer | null> {
    const variantKey = variantKeyOf(key, width, format);
    const kept = await this.storage.get(variantKey).catch(() => null);
    if (kept) return bytesOf(kept);
    const stream = await this.storage.get(key).catch(() => null);
    if (!stream) return null;
    let variant: Buffer;
    try {
      variant = await resizeImage(await bytesOf(stream), width, format);
    } catch (error) {
      this.logger.warn(`이미지 ${key}의 ${width}px 사본을 만들지 못했습니다: ${String(error)}`);
      return null;
    }
    // A storage that cannot keep the copy only makes it again next time.
    await this.storage.put(variantKey, variant, CONTENT_TYPES[IMAGE_EXTENSIONS[format]]).catch((error: unknown) => {
      this.logger.warn(`이미지 사본 ${variantKey}을 저장하지 못했습니다: ${String(error)}`);
    });
    return variant;
  }

  /** Puts an image shipped with the product (the demo leagues' images) into the storage as it is, unless it is there already. */
  async installLeagueImage(name: string, data: Buffer): Promise<boolean> {
    const key = `${LEAGUE_IMAGE_FOLDER}/${name}`;
    if (!isSafeKey(key) || (await this.storage.exists(key))) return false;
    await this.storage.put(key, data, CONTENT_TYPES[extensionOf(name)] ?? 'application/octet-stream');
    return true;
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

/** ?w= as sent: absent is null (the original); otherwise a whole number 1-MAX_IMAGE_WIDTH, snapped to IMAGE_WIDTHS. */
function parseImageWidth(raw: unknown): number | null {
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !IMAGE_WIDTH_PARAM.test(raw) || Number(raw) > MAX_IMAGE_WIDTH) {
    throw new BadRequestException(FILE_MESSAGES.badImageWidth);
  }
  return imageWidthFor(Number(raw));
}

function variantKeyOf(key: string, width: number, format: ImageFormat): string {
  return `${VARIANT_FOLDER}/${key}/${width}.${IMAGE_EXTENSIONS[format]}`;
}

/** Every variant an image key may have (each width, WebP and the original's fallback format); none for other files. */
function variantKeysOf(key: string): string[] {
  const source = VARIANT_SOURCES[extensionOf(key)];
  if (!source || key.startsWith(`${VARIANT_FOLDER}/`)) return [];
  const formats = new Set<ImageFormat>(['webp', source.fallbackFormat]);
  return IMAGE_WIDTHS.flatMap((width) => [...formats].map((format) => variantKeyOf(key, width, format)));
}

async function resizeImage(data: Buffer, width: number, format: ImageFormat): Promise<Buffer> {
  return sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .rotate()
    .resize({ width, fit: 'inside', withoutEnlargement: true })
    .toFormat(format)
    .toBuffer();
}

function imageAnswer(data: Buffer, format: ImageFormat, name: string): FileDownload {
  const extension = IMAGE_EXTENSIONS[format];
  const dot = name.lastIndexOf('.');
  return {
    stream: Readable.from([data]),
    contentType: CONTENT_TYPES[extension],
    contentDisposition: contentDisposition(`${dot < 0 ? name : name.slice(0, dot)}.${extension}`, true),
    vary: 'Accept',
  };
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
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
