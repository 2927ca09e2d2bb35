import { describe, expect, it } from 'vitest';
import { MEDIA_LIMITS } from '../../shared/constants';
import { createTestApp } from '../test/harness';
import { createMediaService, decodeMedia } from './media';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom\0\0\0\0isomiso2')]);
const WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
  Buffer.from('webm'),
]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

describe('decodeMedia', () => {
  it.each([
    ['image/png', PNG, 'image'],
    ['image/jpeg', JPEG, 'image'],
    ['image/gif', GIF, 'image'],
    ['image/webp', WEBP, 'image'],
    ['video/mp4', MP4, 'video'],
    ['video/webm', WEBM, 'video'],
  ] as const)('accepts a real %s', (type, bytes, kind) => {
    const decoded = decodeMedia(dataUrl(type, bytes));
    expect(decoded.mimeType).toBe(type);
    expect(decoded.mediaType).toBe(kind);
    expect(decoded.bytes.equals(bytes)).toBe(true);
  });

  it('refuses a text body declared as PNG', () => {
    expect(() => decodeMedia(dataUrl('image/png', Buffer.from('hello, this is not a picture')))).toThrow(
      'The file is not a valid PNG file',
    );
  });

  it('refuses a PNG header declared as JPEG, and types that are not images or videos', () => {
    expect(() => decodeMedia(dataUrl('image/jpeg', PNG))).toThrow('not a valid JPEG');
    expect(() => decodeMedia(dataUrl('image/svg+xml', Buffer.from('<svg/>')))).toThrow(
      'Only JPEG, PNG, WebP or GIF images and MP4 or WebM videos can be shared',
    );
    expect(() => decodeMedia(dataUrl('text/html', Buffer.from('<b>')))).toThrow('Only JPEG');
    expect(() => decodeMedia('https://example.com/a.png')).toThrow('Media must be an image or a video file');
  });

  it('refuses a kind that differs from the declared media type', () => {
    expect(() => decodeMedia(dataUrl('video/mp4', MP4), 'image')).toThrow('The file is not an image');
  });

  it('refuses images over 5 MB with a 413, before decoding', () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MEDIA_LIMITS.imageBytes)]);
    try {
      decodeMedia(dataUrl('image/png', big));
      expect.unreachable();
    } catch (err) {
      expect((err as { status: number }).status).toBe(413);
      expect((err as Error).message).toBe('Images can be at most 5 MB');
    }
  });
});

describe('media service and GET /api/media/{id}', () => {
  it('stores the bytes and serves them with their type, nosniff and byte ranges', async () => {
    const t = await createTestApp();
    const user = await t.client().register('mediaparent');
    const media = createMediaService(t.store, () => t.clock.now);
    const stored = await media.storeDataUrl(user.id, dataUrl('video/mp4', MP4), 'video');
    expect(stored.url).toBe(`/api/media/${stored.id}`);

    const res = await t.app.request(`http://localhost${stored.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(MP4)).toBe(true);

    const part = await t.app.request(`http://localhost${stored.url}`, { headers: { range: 'bytes=4-7' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-7/${MP4.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('ftyp');

    const missing = await t.app.request('http://localhost/api/media/nope');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Media not found' });

    await media.deleteByUrl(stored.url);
    expect((await t.app.request(`http://localhost${stored.url}`)).status).toBe(404);
  });
});
