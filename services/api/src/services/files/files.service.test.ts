import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { BadRequestException, NotFoundException } from '@nestjs/common';
import sharp from 'sharp';
import { contentDisposition, DEFAULT_LEAGUE_IMAGE, DEFAULT_TEAM_LOGO, DISPLAY_SIZE, FilesService, THUMBNAIL_SIZE } from './files.service';
import { LocalDiskStorage } from './local-disk.storage';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

function image(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } })
    .toFormat(format)
    .toBuffer();
}

async function rejection(promise: Promise<unknown>): Promise<BadRequestException> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(BadRequestException);
  return error as BadRequestException;
}

describe('the file service', () => {
  let root: string;
  let files: FilesService;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-files-'));
    files = new FilesService(new LocalDiskStorage(root));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const storedFiles = (): string[] => (fs.existsSync(path.join(root, 'board')) ? fs.readdirSync(path.join(root, 'board')) : []);

  it('stores a large photo resized to the display size with a thumbnail, under a name the server makes', async () => {
    const [stored] = await files.upload([{ originalName: '../../우리팀 사진.jpg', data: await image(3000, 2000, 'jpeg') }], {
      folder: 'board',
      maxFiles: 2,
    });
    expect(stored.key).toMatch(/^board\/[0-9a-f-]{36}\.jpg$/);
    expect(stored.thumbnailKey).toBe(stored.key.replace('.jpg', '_s.jpg'));
    expect(stored.originalName).toBe('우리팀 사진.jpg');
    expect([stored.width, stored.height]).toEqual([DISPLAY_SIZE, 1067]);
    const display = await sharp(fs.readFileSync(path.join(root, stored.key))).metadata();
    const thumbnail = await sharp(fs.readFileSync(path.join(root, stored.thumbnailKey ?? ''))).metadata();
    expect([display.format, display.width]).toEqual(['jpeg', DISPLAY_SIZE]);
    expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(['jpeg', THUMBNAIL_SIZE, 267]);
  });

  it('re-encodes PNG, WEBP and GIF images (a GIF becomes a PNG) and never enlarges a small one', async () => {
    const stored = await files.upload(
      [
        { originalName: 'a.png', data: await image(120, 80, 'png') },
        { originalName: 'b.webp', data: await image(500, 500, 'webp') },
        { originalName: 'c.gif', data: await image(50, 50, 'gif') },
      ],
      { folder: 'board', maxFiles: 5 },
    );
    expect(stored.map((file) => [file.contentType, file.width])).toEqual([
      ['image/png', 120],
      ['image/webp', 500],
      ['image/png', 50],
    ]);
    expect(storedFiles()).toHaveLength(6);
  });

  it('judges the type by the content, not the name: a PNG named .pdf is an image, a script named .jpg is refused', async () => {
    const [stored] = await files.upload([{ originalName: 'report.pdf', data: await image(10, 10, 'png') }], { folder: 'board', maxFiles: 1 });
    expect(stored.contentType).toBe('image/png');
    const error = await rejection(files.upload([{ originalName: 'photo.jpg', data: Buffer.from('<script>alert(1)</script>') }], { folder: 'board', maxFiles: 1 }));
    expect(error.message).toBe("'photo.jpg' 파일은 올릴 수 없는 형식입니다. 이미지(JPG, PNG, WEBP, GIF)나 PDF, 오피스 문서, 한글, ZIP 파일만 올릴 수 있습니다.");
  });

  it('never accepts SVG or HTML, even when they claim to be images', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    await rejection(files.upload([{ originalName: 'logo.svg', data: svg }], { folder: 'team', maxFiles: 1, imagesOnly: true }));
    await rejection(files.upload([{ originalName: 'logo.png', data: svg }], { folder: 'board', maxFiles: 1 }));
    await rejection(files.upload([{ originalName: 'page.html', data: html }], { folder: 'board', maxFiles: 1 }));
    expect(storedFiles()).toEqual([]);
  });

  it('keeps a PDF as sent, but not where only images are allowed', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const [stored] = await files.upload([{ originalName: '경기 규정.pdf', data: pdf }], { folder: 'board', maxFiles: 1 });
    expect(stored).toMatchObject({ contentType: 'application/pdf', thumbnailKey: null, size: pdf.length });
    expect(fs.readFileSync(path.join(root, stored.key))).toEqual(pdf);
    const error = await rejection(files.upload([{ originalName: '로고.pdf', data: pdf }], { folder: 'team', maxFiles: 1, imagesOnly: true }));
    expect(error.message).toBe("'로고.pdf' 파일은 이미지가 아닙니다. JPG, PNG, WEBP, GIF 이미지만 올릴 수 있습니다.");
  });

  it('refuses too many files and oversized files in Korean, and stores none of the request', async () => {
    const png = await image(10, 10, 'png');
    const tooMany = await rejection(
      files.upload(
        [1, 2, 3].map((n) => ({ originalName: `${n}.png`, data: png })),
        { folder: 'board', maxFiles: 2 },
      ),
    );
    expect(tooMany.message).toBe('파일은 한 번에 2개까지 올릴 수 있습니다.');
    const none = await rejection(files.upload([{ originalName: 'a.png', data: png }], { folder: 'board', maxFiles: 0 }));
    expect(none.message).toBe('이 게시판에는 파일을 올릴 수 없습니다.');
    const tooLarge = await rejection(
      files.upload(
        [
          { originalName: 'small.png', data: png },
          { originalName: '큰 사진.png', data: Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]) },
        ],
        { folder: 'board', maxFiles: 2, maxFileBytes: 1024 * 1024 },
      ),
    );
    expect(tooLarge.message).toBe("'큰 사진.png' 파일이 너무 큽니다. 파일 하나는 1MB까지 올릴 수 있습니다.");
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a broken image with a Korean message and leaves nothing behind', async () => {
    const png = await image(100, 100, 'png');
    const error = await rejection(
      files.upload(
        [
          { originalName: 'good.png', data: png },
          { originalName: 'broken.png', data: png.subarray(0, 60) },
        ],
        { folder: 'board', maxFiles: 2 },
      ),
    );
    expect(error.message).toBe("'broken.png' 이미지를 읽을 수 없습니다. 손상되었거나 너무 큰 이미지입니다.");
    expect(storedFiles()).toEqual([]);
  });

  it('removes a stored file and its thumbnail', async () => {
    const [stored] = await files.upload([{ originalName: 'a.png', data: await image(10, 10, 'png') }], { folder: 'board', maxFiles: 1 });
    await files.remove([stored.key, stored.thumbnailKey ?? '', '../outside']);
    expect(storedFiles()).toEqual([]);
  });

  it('downloads under the original Korean name (RFC 5987) with a safe type; only images may be inline', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const [document] = await files.upload([{ originalName: '2026 시즌 "일정".pdf', data: pdf }], { folder: 'board', maxFiles: 1 });
    const download = await files.download(document.key, document.originalName, { inline: true });
    expect(download.contentType).toBe('application/pdf');
    expect(download.contentDisposition).toBe(
      `attachment; filename="2026 __ ____.pdf"; filename*=UTF-8''2026%20%EC%8B%9C%EC%A6%8C%20%22%EC%9D%BC%EC%A0%95%22.pdf`,
    );
    expect(await bytesOf(download.stream)).toEqual(pdf);

    const [photo] = await files.upload([{ originalName: '사진.png', data: await image(10, 10, 'png') }], { folder: 'board', maxFiles: 1 });
    const shown = await files.download(photo.key, photo.originalName, { inline: true });
    expect([shown.contentType, shown.contentDisposition.startsWith('inline;')]).toEqual(['image/png', true]);
    shown.stream.destroy();

    await expect(files.download('board/missing.png', 'x.png')).rejects.toBeInstanceOf(NotFoundException);
    await expect(files.download('../../etc/passwd', 'passwd')).rejects.toBeInstanceOf(NotFoundException);
  });

  it('quotes names in Content-Disposition without letting them break the header', () => {
    expect(contentDisposition('a\r\nSet-Cookie: x=1.txt')).toBe(`attachment; filename="aSet-Cookie: x=1.txt"; filename*=UTF-8''aSet-Cookie%3A%20x%3D1.txt`);
    expect(contentDisposition("it's (1).png", true)).toBe(`inline; filename="it's (1).png"; filename*=UTF-8''it%27s%20%281%29.png`);
  });

  describe('team logos', () => {
    it('answers the stored logo', async () => {
      const png = await image(64, 64, 'png');
      fs.mkdirSync(path.join(root, 'team'));
      fs.writeFileSync(path.join(root, 'team', 'tigers.png'), png);
      const logo = await files.teamLogo('tigers.png');
      expect(logo.contentType).toBe('image/png');
      expect(await bytesOf(logo.stream)).toEqual(png);
    });

    it('answers the default team image for a missing logo or one that is not a raster image', async () => {
      fs.mkdirSync(path.join(root, 'team'));
      fs.writeFileSync(path.join(root, 'team', 'old.svg'), '<svg onload="alert(1)"/>');
      for (const name of ['missing.png', 'old.svg']) {
        const logo = await files.teamLogo(name);
        expect(logo.contentType).toBe('image/png');
        expect(await bytesOf(logo.stream)).toEqual(fs.readFileSync(DEFAULT_TEAM_LOGO));
      }
    });

    it('refuses names that try to leave the logo folder', async () => {
      fs.writeFileSync(path.join(root, 'secret.png'), 'secret');
      for (const name of ['../secret.png', '..', '..%2Fsecret.png', 'a/../../secret.png', '/etc/passwd', 'a\\..\\secret.png', '.hidden.png']) {
        const error = await rejection(files.teamLogo(name));
        expect(error.message).toBe('로고 파일 이름이 올바르지 않습니다.');
      }
    });
  });

  describe('league images', () => {
    const leagueFiles = (): string[] => fs.readdirSync(path.join(root, 'league')).sort();

    it('saves a logo re-encoded as PNG within its box, with its small version, under a new name each time', async () => {
      const jpeg = await image(2000, 1000, 'jpeg');
      const { name } = await files.saveLeagueImage('gangdong', 'logo', { originalName: '로고.jpg', data: jpeg });
      expect(name).toMatch(/^gangdong_logo_[0-9a-f]{8}\.png$/);
      expect(leagueFiles()).toEqual([name, name.replace('.png', '_s.png')]);
      const logo = await sharp(fs.readFileSync(path.join(root, 'league', name))).metadata();
      const small = await sharp(fs.readFileSync(path.join(root, 'league', name.replace('.png', '_s.png')))).metadata();
      expect([logo.format, logo.width, logo.height]).toEqual(['png', 480, 240]);
      expect([small.format, small.height]).toEqual(['png', 96]);
      const served = await files.leagueImage(name);
      expect(served.contentType).toBe('image/png');
      expect((await sharp(await bytesOf(served.stream)).metadata()).width).toBe(480);

      const again = await files.saveLeagueImage('gangdong', 'logo', { originalName: 'logo.png', data: await image(100, 100, 'png') });
      expect(again.name).not.toBe(name);
      await files.removeLeagueImage(name);
      expect(leagueFiles()).toEqual([again.name, again.name.replace('.png', '_s.png')]);
    });

    it('keeps a side image and a banner within their boxes and never enlarges them', async () => {
      const side = await files.saveLeagueImage('gangseo', 'side', { originalName: 'side.webp', data: await image(900, 1600, 'webp') });
      const banner = await files.saveLeagueImage('gangseo', 'banner', { originalName: 'top.gif', data: await image(1200, 240, 'gif') });
      const sideSize = await sharp(fs.readFileSync(path.join(root, 'league', side.name))).metadata();
      const bannerSize = await sharp(fs.readFileSync(path.join(root, 'league', banner.name))).metadata();
      expect([sideSize.format, sideSize.width, sideSize.height]).toEqual(['png', 450, 800]);
      expect([bannerSize.format, bannerSize.width, bannerSize.height]).toEqual(['png', 1200, 240]);
      expect(leagueFiles()).toHaveLength(2);
    });

    it('refuses what is not an image, a broken image and a bad league path, storing nothing', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
      expect((await rejection(files.saveLeagueImage('gangdong', 'logo', { originalName: 'logo.png', data: svg }))).message).toBe(
        "'logo.png' 파일은 이미지가 아닙니다. JPG, PNG, WEBP, GIF 이미지만 올릴 수 있습니다.",
      );
      const broken = (await image(50, 50, 'png')).subarray(0, 60);
      expect((await rejection(files.saveLeagueImage('gangdong', 'banner', { originalName: 'b.png', data: broken }))).message).toContain('읽을 수 없습니다');
      expect((await rejection(files.saveLeagueImage('../x', 'side', { originalName: 's.png', data: await image(10, 10, 'png') }))).message).toBe(
        '리그 주소가 올바르지 않습니다.',
      );
      expect(fs.existsSync(path.join(root, 'league'))).toBe(false);
    });

    it('answers the default image for a missing, unsafe or non-raster league image', async () => {
      fs.mkdirSync(path.join(root, 'league'));
      fs.writeFileSync(path.join(root, 'league', 'old.svg'), '<svg onload="alert(1)"/>');
      fs.writeFileSync(path.join(root, 'secret.png'), 'secret');
      for (const name of ['missing.png', 'old.svg', '../secret.png', '..', '.hidden.png']) {
        const answer = await files.leagueImage(name);
        expect([name, answer.contentType]).toEqual([name, 'image/png']);
        expect(await bytesOf(answer.stream)).toEqual(fs.readFileSync(DEFAULT_LEAGUE_IMAGE));
      }
    });

    it('installs a bundled image as it is, only once', async () => {
      const png = await image(30, 30, 'png');
      await expect(files.installLeagueImage('demo_logo.png', png)).resolves.toBe(true);
      await expect(files.installLeagueImage('demo_logo.png', Buffer.from('other'))).resolves.toBe(false);
      expect(fs.readFileSync(path.join(root, 'league', 'demo_logo.png'))).toEqual(png);
    });
  });

  describe('resized variants (?w=)', () => {
    const WEBP = 'image/avif,image/webp,*/*';
    const logoFile = (name: string) => path.join(root, 'team', name);
    const variantFile = (key: string, width: number, ext: string) => path.join(root, 'variants', key, `${width}.${ext}`);

    it('answers a WebP snapped up to the allowed width, keeps it in the storage and reads it back the next time', async () => {
      fs.mkdirSync(path.join(root, 'team'));
      fs.writeFileSync(logoFile('tigers.png'), await image(800, 400, 'png'));
      const logo = await files.teamLogo('tigers.png', { width: '150', accept: WEBP });
      expect([logo.contentType, logo.vary]).toEqual(['image/webp', 'Accept']);
      expect(logo.contentDisposition).toContain('filename="tigers.webp"');
      const size = await sharp(await bytesOf(logo.stream)).metadata();
      expect([size.format, size.width, size.height]).toEqual(['webp', 192, 96]);

      const kept = variantFile('team/tigers.png', 192, 'webp');
      expect(fs.existsSync(kept)).toBe(true);
      // A second request is answered from the kept copy, not made again from the original.
      fs.rmSync(logoFile('tigers.png'));
      const again = await files.teamLogo('tigers.png', { width: '192', accept: WEBP });
      expect(await bytesOf(again.stream)).toEqual(fs.readFileSync(kept));
    });

    it("answers the original's format to a client without WebP, and never enlarges", async () => {
      fs.mkdirSync(path.join(root, 'team'));
      fs.writeFileSync(logoFile('small.jpg'), await image(100, 100, 'jpeg'));
      const logo = await files.teamLogo('small.jpg', { width: '640', accept: 'image/png,image/*' });
      expect(logo.contentType).toBe('image/jpeg');
      const size = await sharp(await bytesOf(logo.stream)).metadata();
      expect([size.format, size.width]).toEqual(['jpeg', 100]);
      expect(fs.existsSync(variantFile('team/small.jpg', 640, 'jpg'))).toBe(true);
    });

    it('refuses a width that is not a whole number from 1 to 4000 in Korean, writing nothing', async () => {
      fs.mkdirSync(path.join(root, 'team'));
      fs.writeFileSync(logoFile('tigers.png'), await image(64, 64, 'png'));
      for (const width of ['0', '-5', '12.5', 'abc', '', '4001', '99999', ['96', '192']]) {
        const error = await rejection(files.teamLogo('tigers.png', { width, accept: WEBP }));
        expect(error.message).toBe('이미지 너비(w)는 1부터 4000까지의 정수로 적어 주세요.');
      }
      expect(fs.existsSync(path.join(root, 'variants'))).toBe(false);
    });

    it('answers a resized default image for a missing one, made once and kept in memory only', async () => {
      const reads = jest.spyOn(fs.promises, 'readFile');
      const first = await files.leagueImage('nobody_banner.png', { width: '96', accept: WEBP });
      const bytes = await bytesOf(first.stream);
      expect((await sharp(bytes).metadata()).width).toBe(96);
      const second = await files.leagueImage('nobody_banner.png', { width: '50', accept: WEBP });
      expect(await bytesOf(second.stream)).toEqual(bytes);
      expect(reads).toHaveBeenCalledTimes(1);
      reads.mockRestore();
      const png = await files.leagueImage('old.svg', { width: '96' });
      expect(png.contentType).toBe('image/png');
      expect((await sharp(await bytesOf(png.stream)).metadata()).format).toBe('png');
      expect(fs.existsSync(path.join(root, 'variants'))).toBe(false);
    });

    it('removes the variants with the image', async () => {
      const { name } = await files.saveLeagueImage('gangdong', 'logo', { originalName: 'logo.png', data: await image(600, 600, 'png') });
      const small = name.replace('.png', '_s.png');
      await bytesOf((await files.leagueImage(name, { width: '384', accept: WEBP })).stream);
      await bytesOf((await files.leagueImage(name, { width: '96' })).stream);
      await bytesOf((await files.leagueImage(small, { width: '48', accept: WEBP })).stream);
      expect(fs.readdirSync(path.join(root, 'variants', 'league')).sort()).toEqual([name, small].sort());
      await files.removeLeagueImage(name);
      expect(fs.readdirSync(path.join(root, 'variants', 'league')).flatMap((folder) => fs.readdirSync(path.join(root, 'variants', 'league', folder)))).toEqual([]);
      expect(fs.existsSync(path.join(root, 'league', name))).toBe(false);
    });
  });
});
