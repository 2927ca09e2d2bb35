import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MEDIA_LIMITS } from '../../shared/constants';
import { createTestApp } from '../test/harness';
import {
  box,
  boxTypes,
  jpegWithLocation,
  marksIn,
  MDAT_PAYLOAD,
  mp4WithLocation,
  pngBomb,
  SECRETS,
} from '../test/media-fixtures';
import { createMediaService, decodeMedia } from './media';
import { EncodeSlots } from './picture-encoder';
import { stripMp4Metadata, VIDEO_MESSAGES } from './video-metadata';

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

/** A playable-shaped MP4: file type, a movie box, media data. */
const MP4_WITH_MOVIE = Buffer.concat([
  MP4,
  box('moov', box('mvhd', Buffer.alloc(100))),
  box('mdat', MDAT_PAYLOAD),
]);

describe('media service and GET /api/media/{id}', () => {
  it('stores a video and serves it with its type, nosniff and byte ranges', async () => {
    const t = await createTestApp();
    const user = await t.client().register('mediaparent');
    const media = createMediaService(t.store, () => t.clock.now);
    const stored = await media.storeDataUrl(user.id, dataUrl('video/mp4', MP4_WITH_MOVIE), 'video');
    expect(stored.url).toBe(`/api/media/${stored.id}`);

    const res = await t.app.request(`http://localhost${stored.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer()).equals(MP4_WITH_MOVIE)).toBe(true);

    const part = await t.app.request(`http://localhost${stored.url}`, { headers: { range: 'bytes=4-7' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-7/${MP4_WITH_MOVIE.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('ftyp');
    // A video has no small copy.
    expect((await t.app.request(`http://localhost${stored.url}/thumb`)).status).toBe(404);

    const missing = await t.app.request('http://localhost/api/media/nope');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Media not found' });

    await media.deleteByUrl(stored.url);
    expect((await t.app.request(`http://localhost${stored.url}`)).status).toBe(404);
  });

  it("blanks an MP4's location (udta, meta, XMP) in place, posted through the real API", async () => {
    const t = await createTestApp();
    const c = t.client();
    await c.register('videoparent');
    const mp4 = mp4WithLocation();
    expect(marksIn(mp4, [SECRETS.videoLocation, SECRETS.videoTitle, SECRETS.xmpLatitude])).toHaveLength(3);
    const post = await c.post<{ mediaUrl: string }>('/api/community/posts', {
      title: 'Bath time',
      content: 'Splashing before bed',
      contentType: 'experience',
      mediaType: 'video',
      mediaUrl: dataUrl('video/mp4', mp4),
    });
    expect(post.status, post.text).toBe(201);
    const res = await t.app.request(`http://localhost${post.body.mediaUrl}`);
    const served = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(served.length).toBe(mp4.length);
    expect(marksIn(served, [...Object.values(SECRETS), 'ISO6709', '\xa9xyz', 'xmpmeta'])).toEqual([]);
    // Same boxes in the same places, the metadata ones now free space; the media data untouched.
    expect(boxTypes(served)).toEqual(['ftyp', 'moov', 'free', 'mdat']);
    const moovStart = served.readUInt32BE(0); // right after ftyp
    const moovSize = served.readUInt32BE(moovStart);
    expect(boxTypes(served, moovStart + 8, moovStart + moovSize)).toEqual(['mvhd', 'trak', 'free', 'free']);
    expect(served.subarray(served.length - MDAT_PAYLOAD.length).equals(MDAT_PAYLOAD)).toBe(true);
    expect(served.subarray(0, moovStart).equals(mp4.subarray(0, moovStart))).toBe(true);
  });
});

describe('stripMp4Metadata', () => {
  it('leaves an MP4 without metadata as it was', () => {
    const { bytes, blanked } = stripMp4Metadata(MP4_WITH_MOVIE);
    expect(blanked).toBe(0);
    expect(bytes.equals(MP4_WITH_MOVIE)).toBe(true);
  });

  it('counts every metadata box it blanks, at every level, and never changes its input', () => {
    const mp4 = mp4WithLocation();
    const copy = Buffer.from(mp4);
    // moov/trak/udta, moov/udta, moov/meta, the XMP uuid.
    expect(stripMp4Metadata(mp4).blanked).toBe(4);
    expect(mp4.equals(copy)).toBe(true);
  });

  it("zeroes the movie's, tracks' and streams' recording times, 32- and 64-bit, and nothing after them", () => {
    const dated = (version: number, length: number, times: number) => {
      const body = Buffer.alloc(length, 0x11);
      body[0] = version;
      body.fill(0x7a, 4, 4 + times); // the creation and modification times
      return body;
    };
    const mp4 = Buffer.concat([
      MP4,
      box(
        'moov',
        box('mvhd', dated(0, 100, 8)),
        box('trak', box('tkhd', dated(1, 96, 16)), box('mdia', box('mdhd', dated(0, 24, 8)))),
      ),
    ]);
    const { bytes } = stripMp4Metadata(mp4);
    expect(bytes.length).toBe(mp4.length);
    expect(bytes.includes(0x7a)).toBe(false);
    // Only the times changed: the version, flags and what follows (time scale, duration) are kept.
    let changed = 0;
    for (let i = 0; i < mp4.length; i++) if (bytes[i] !== mp4[i]) changed++;
    expect(changed).toBe(8 + 16 + 8);
    // A dated box too short for its times is damaged.
    expect(() => stripMp4Metadata(Buffer.concat([MP4, box('moov', box('mvhd', dated(1, 12, 8)))]))).toThrow(
      VIDEO_MESSAGES.damaged,
    );
  });

  it('refuses a file whose boxes overrun, or that has no movie box, with a 400', () => {
    const truncated = MP4_WITH_MOVIE.subarray(0, MP4_WITH_MOVIE.length - 5);
    const noMovie = Buffer.concat([MP4, box('mdat', MDAT_PAYLOAD)]);
    const overrunning = Buffer.concat([MP4, box('moov', Buffer.from([0, 0, 1, 0]), Buffer.from('udta'))]);
    for (const bytes of [truncated, noMovie, overrunning]) {
      try {
        stripMp4Metadata(bytes);
        expect.unreachable();
      } catch (err) {
        expect((err as { status: number }).status).toBe(400);
        expect((err as Error).message).toBe(VIDEO_MESSAGES.damaged);
      }
    }
  });
});

describe('EncodeSlots', () => {
  it('runs at most `atOnce` tasks, queues `queue` more, refuses beyond with 503, and hands turns on in order', async () => {
    const slots = new EncodeSlots(2, 1);
    const order: string[] = [];
    const gates = new Map<string, () => void>();
    const task = (name: string) =>
      slots.run(async () => {
        order.push(`start ${name}`);
        await new Promise<void>((resolve) => gates.set(name, resolve));
        order.push(`end ${name}`);
        return name;
      });
    const a = task('a');
    const b = task('b');
    const c = task('c');
    await Promise.resolve();
    expect(slots.load).toEqual({ running: 2, waiting: 1 });
    await expect(slots.run(async () => 'd')).rejects.toMatchObject({ status: 503 });
    // A pass that must wait is never refused.
    const e = slots.run(async () => 'e', { wait: true });
    expect(slots.load).toEqual({ running: 2, waiting: 2 });

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['start a', 'start b']);
    gates.get('a')!();
    expect(await a).toBe('a');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['start a', 'start b', 'end a', 'start c']);
    gates.get('b')!();
    gates.get('c')!();
    expect(await Promise.all([b, c, e])).toEqual(['b', 'c', 'e']);
    expect(slots.load).toEqual({ running: 0, waiting: 0 });
    // A failing task gives its turn back too.
    await expect(slots.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(slots.load).toEqual({ running: 0, waiting: 0 });
  });
});

describe('pictures stored before uploads were re-encoded', () => {
  it('are served as they were, briefly cached, until the pass draws them again without metadata', async () => {
    const t = await createTestApp();
    const user = await t.client().register('oldparent');
    const jpeg = await jpegWithLocation(100, 50, 6);
    const insert = (id: string, mimeType: string, bytes: Buffer) =>
      t.store.run(
        'INSERT INTO media (id, user_id, mime_type, size, data, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        [id, user.id, mimeType, bytes.length, bytes, t.clock.now],
      );
    await insert('old-photo', 'image/jpeg', jpeg);
    await insert('old-bomb', 'image/png', pngBomb());
    await insert('old-video', 'video/mp4', MP4_WITH_MOVIE);

    const before = await t.app.request('http://localhost/api/media/old-photo');
    expect(before.headers.get('content-type')).toBe('image/jpeg');
    expect(before.headers.get('cache-control')).toBe('private, no-cache');
    expect(Buffer.from(await before.arrayBuffer()).equals(jpeg)).toBe(true);
    const thumbBefore = await t.app.request('http://localhost/api/media/old-photo/thumb');
    expect(thumbBefore.headers.get('cache-control')).toBe('private, no-cache');
    expect(Buffer.from(await thumbBefore.arrayBuffer()).equals(jpeg)).toBe(true);

    const warnings: string[] = [];
    const log = {
      debug() {},
      info() {},
      warn: (msg: string) => warnings.push(msg),
      error() {},
      isLevelEnabled: () => true,
    };
    const media = t.services().media;
    expect(await media.reencodeStoredPictures({ log })).toEqual({ reencoded: 1, failed: ['old-bomb'] });
    expect(warnings).toEqual([expect.stringContaining('old-bomb could not be re-encoded')]);

    const after = await t.app.request('http://localhost/api/media/old-photo');
    const bytes = Buffer.from(await after.arrayBuffer());
    expect(after.headers.get('content-type')).toBe('image/webp');
    expect(after.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(marksIn(bytes)).toEqual([]);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 50, height: 100 });
    const thumb = await t.app.request('http://localhost/api/media/old-photo/thumb');
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect(marksIn(Buffer.from(await thumb.arrayBuffer()))).toEqual([]);

    // The video is not a picture; the bomb is left as it was; a second pass finds nothing new to do.
    const video = await t.store.get<{ mime_type: string; thumb_data: Buffer | null }>(
      "SELECT mime_type, thumb_data FROM media WHERE id = 'old-video'",
    );
    expect(video).toEqual({ mime_type: 'video/mp4', thumb_data: null });
    expect(await media.reencodeStoredPictures()).toEqual({ reencoded: 0, failed: ['old-bomb'] });
    // A pass asked to stop stops before the next picture.
    expect(await media.reencodeStoredPictures({ stopped: () => true })).toEqual({ reencoded: 0, failed: [] });
  });
});
