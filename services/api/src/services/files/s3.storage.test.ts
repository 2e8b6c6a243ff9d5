import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { FilesService } from './files.service';
import { S3Storage, type S3Sender } from './s3.storage';

/** Stands in for S3Client: records the commands it is sent and answers from a map (no S3 server runs here). */
class FakeS3 {
  readonly sent: { name: string; input: Record<string, unknown> }[] = [];
  readonly objects = new Map<string, Buffer>();

  readonly send = (async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
    this.sent.push({ name: command.constructor.name, input: command.input });
    const key = String(command.input['Key']);
    if (command instanceof PutObjectCommand) {
      this.objects.set(key, command.input.Body as Buffer);
      return {};
    }
    if (command instanceof DeleteObjectCommand) {
      this.objects.delete(key);
      return {};
    }
    const object = this.objects.get(key);
    if (command instanceof HeadObjectCommand) {
      if (!object) throw new NotFound({ message: 'NotFound', $metadata: { httpStatusCode: 404 } });
      return {};
    }
    if (command instanceof GetObjectCommand) {
      if (!object) throw new NoSuchKey({ message: 'NoSuchKey', $metadata: { httpStatusCode: 404 } });
      return { Body: Readable.from([object]) };
    }
    throw new Error(`unexpected command ${command.constructor.name}`);
  }) as unknown as S3Sender['send'];
}

describe('the S3 storage backend', () => {
  it('sends the SDK commands for put, exists, get and delete under the configured bucket and prefix', async () => {
    const s3 = new FakeS3();
    const storage = new S3Storage(s3, 'dugout-files', 'prod');
    await storage.put('board/a.png', Buffer.from('png'), 'image/png');
    expect(await storage.exists('board/a.png')).toBe(true);
    const stream = await storage.get('board/a.png');
    const chunks: Buffer[] = [];
    for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('png');
    await storage.delete('board/a.png');

    expect(s3.sent).toEqual([
      { name: 'PutObjectCommand', input: { Bucket: 'dugout-files', Key: 'prod/board/a.png', Body: Buffer.from('png'), ContentType: 'image/png' } },
      { name: 'HeadObjectCommand', input: { Bucket: 'dugout-files', Key: 'prod/board/a.png' } },
      { name: 'GetObjectCommand', input: { Bucket: 'dugout-files', Key: 'prod/board/a.png' } },
      { name: 'DeleteObjectCommand', input: { Bucket: 'dugout-files', Key: 'prod/board/a.png' } },
    ]);
  });

  it('answers a missing object as absent instead of failing', async () => {
    const storage = new S3Storage(new FakeS3(), 'dugout-files');
    expect(await storage.exists('team/none.png')).toBe(false);
    expect(await storage.get('team/none.png')).toBeNull();
  });

  it('never sends a key that leaves its folder', async () => {
    const s3 = new FakeS3();
    const storage = new S3Storage(s3, 'dugout-files');
    await expect(storage.get('../other/a.png')).rejects.toThrow('Unsafe storage key');
    expect(s3.sent).toEqual([]);
  });

  it('is built from the configuration with the real SDK client', () => {
    const storage = S3Storage.fromConfig({
      kind: 's3',
      bucket: 'b',
      region: 'ap-northeast-2',
      endpoint: 'http://127.0.0.1:9000',
      prefix: '',
      forcePathStyle: true,
    });
    expect(storage).toBeInstanceOf(S3Storage);
  });
});

describe('league images on the S3 backend', () => {
  it('installs the bundled images, saves and serves league images from the bucket', async () => {
    const s3 = new FakeS3();
    const files = new FilesService(new S3Storage(s3, 'dugout-files', 'prod'));
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } }).png().toBuffer();
    expect(await files.installLeagueImage('gangdong_logo.png', png)).toBe(true);
    expect(await files.installLeagueImage('gangdong_logo.png', png)).toBe(false);
    const { name } = await files.saveLeagueImage('gangdong', 'banner', { originalName: 'top.png', data: png });
    expect([...s3.objects.keys()].sort()).toEqual(['prod/league/gangdong_logo.png', `prod/league/${name}`].sort());

    const served = await files.leagueImage('gangdong_logo.png');
    const chunks: Buffer[] = [];
    for await (const chunk of served.stream) chunks.push(chunk as Buffer);
    expect([served.contentType, Buffer.concat(chunks).equals(png)]).toEqual(['image/png', true]);
    expect(s3.sent.filter((command) => command.name === 'GetObjectCommand').map((command) => command.input['Key'])).toEqual(['prod/league/gangdong_logo.png']);
  });
});
