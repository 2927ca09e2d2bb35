/**
 * Pictures posted through the real API come back drawn again: WebP, turned the
 * way their EXIF said, no metadata (no GPS position), at most 2048 px, with a
 * copy of at most 400 px at /api/media/{id}/thumb. Hostile files get a clear
 * 400, quickly, store nothing and do not hold the server up.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { CommunityPost } from '../../shared/schemas/community';
import { PICTURE_LIMITS, PICTURE_MESSAGES } from '../services/picture-encoder';
import { createTestApp, type TestApp, type TestClient } from '../test/harness';
import {
  animatedGif,
  dataUrl,
  gifOnScreen,
  jpegWithLocation,
  marksIn,
  METADATA_MARKS,
  picture,
  pngBomb,
  SECRETS,
} from '../test/media-fixtures';

const count = async (t: TestApp, table: string) =>
  (await t.store.get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))!.n;

async function person(t: TestApp, username: string, options: { admin?: boolean } = {}) {
  await t.store.run("DELETE FROM rate_limits WHERE key LIKE 'register:%'");
  const c = t.client();
  const user = await c.register(username);
  if (options.admin) await t.store.run('UPDATE users SET is_admin = 1 WHERE id = ?', [user.id]);
  return c;
}

function postPicture(c: TestClient, type: string, bytes: Buffer, title = 'Lunch today') {
  return c.post<CommunityPost & { message?: string }>('/api/community/posts', {
    title,
    content: 'Mashed sweet potato with a little butter went down well.',
    contentType: 'experience',
    mediaType: 'image',
    mediaUrl: dataUrl(type, bytes),
  });
}

/** The bytes a browser gets for an address, with the answer's headers. */
async function fetchBytes(t: TestApp, url: string) {
  const res = await t.app.request(`http://localhost${url}`);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('pictures are re-encoded on upload', () => {
  it('serves a JPEG with GPS EXIF, XMP, IPTC and a comment back as WebP with none of them, turned upright', async () => {
    const t = await createTestApp();
    const c = await person(t, 'gpsparent');
    const jpeg = await jpegWithLocation(100, 50, 6);
    // The upload really carries what must go: libvips reads orientation 6, EXIF, XMP and IPTC in it.
    const before = await sharp(jpeg).metadata();
    expect(before).toMatchObject({ format: 'jpeg', width: 100, height: 50, orientation: 6 });
    expect(before.exif && before.xmp && before.iptc).toBeTruthy();
    expect(marksIn(jpeg)).toEqual(expect.arrayContaining(['Exif', 'http://ns.adobe.com/xap', '8BIM']));
    expect(marksIn(jpeg)).toEqual(expect.arrayContaining(Object.values(SECRETS).slice(0, 5)));

    const res = await postPicture(c, 'image/jpeg', jpeg);
    expect(res.status, res.text).toBe(201);
    expect(res.body.mediaUrl).toMatch(/^\/api\/media\/[\w-]+$/);

    const full = await fetchBytes(t, res.body.mediaUrl!);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/webp');
    expect(full.headers.get('x-content-type-options')).toBe('nosniff');
    expect(full.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(marksIn(full.bytes)).toEqual([]);
    const after = await sharp(full.bytes).metadata();
    expect(after).toMatchObject({ format: 'webp', width: 50, height: 100 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();

    const thumb = await fetchBytes(t, `${res.body.mediaUrl}/thumb`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect(thumb.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(marksIn(thumb.bytes)).toEqual([]);
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ format: 'webp', width: 50, height: 100 });

    // What is stored is what is served: the original bytes are kept nowhere.
    const row = await t.store.get<{ mime_type: string; size: number; data: Buffer; thumb_data: Buffer }>(
      'SELECT mime_type, size, data, thumb_data FROM media',
    );
    expect(row?.mime_type).toBe('image/webp');
    expect(row?.size).toBe(full.bytes.length);
    expect(Buffer.from(row!.data).equals(full.bytes)).toBe(true);
    expect(Buffer.from(row!.thumb_data).equals(thumb.bytes)).toBe(true);
  });

  it('keeps at most 2048 px on the long side and 400 px in the copy for lists, and never enlarges', async () => {
    const t = await createTestApp();
    const c = await person(t, 'bigpicture');
    const big = await postPicture(c, 'image/png', await picture(3000, 1500, 'png'), 'A wide one');
    expect(big.status, big.text).toBe(201);
    const full = await fetchBytes(t, big.body.mediaUrl!);
    expect(await sharp(full.bytes).metadata()).toMatchObject({ width: 2048, height: 1024 });
    const thumb = await fetchBytes(t, `${big.body.mediaUrl}/thumb`);
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ width: 400, height: 200 });

    await t.store.run("DELETE FROM rate_limits WHERE key LIKE 'community:%'");
    const small = await postPicture(c, 'image/webp', await picture(120, 300, 'webp'), 'A small one');
    expect(small.status, small.text).toBe(201);
    expect(await sharp((await fetchBytes(t, small.body.mediaUrl!)).bytes).metadata()).toMatchObject({
      width: 120,
      height: 300,
    });
    const smallThumb = (await fetchBytes(t, `${small.body.mediaUrl}/thumb`)).bytes;
    expect(await sharp(smallThumb).metadata()).toMatchObject({ width: 120, height: 300 });
  });

  it('keeps an animated GIF moving: an animated WebP with every frame, and its copy for lists too', async () => {
    const t = await createTestApp();
    const c = await person(t, 'gifparent');
    const gif = await animatedGif(60, 40, 3);
    expect((await sharp(gif).metadata()).pages).toBe(3);
    const res = await postPicture(c, 'image/gif', gif);
    expect(res.status, res.text).toBe(201);
    const full = await fetchBytes(t, res.body.mediaUrl!);
    expect(full.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(full.bytes, { animated: true }).metadata()).toMatchObject({
      format: 'webp',
      width: 60,
      pageHeight: 40,
      pages: 3,
      loop: 0,
      delay: [100, 100, 100],
    });
    const thumb = await fetchBytes(t, `${res.body.mediaUrl}/thumb`);
    expect(await sharp(thumb.bytes, { animated: true }).metadata()).toMatchObject({ pages: 3, width: 60 });
  });

  it('sends admin recipe pictures through the same path', async () => {
    const t = await createTestApp();
    const admin = await person(t, 'chief_editor', { admin: true });
    const res = await admin.post<{ url: string }>('/api/admin/media', {
      dataUrl: dataUrl('image/jpeg', await jpegWithLocation(80, 60, 8)),
    });
    expect(res.status, res.text).toBe(201);
    const full = await fetchBytes(t, res.body.url);
    expect(full.headers.get('content-type')).toBe('image/webp');
    expect(marksIn(full.bytes)).toEqual([]);
    expect(await sharp(full.bytes).metadata()).toMatchObject({ format: 'webp', width: 60, height: 80 });
    const audit = await t.store.get<{ summary: string }>(
      "SELECT summary FROM audit_log WHERE action = 'media.upload'",
    );
    expect(JSON.parse(audit!.summary)).toMatchObject({ url: res.body.url, type: 'image/webp' });
  });

  it('answers 404 for the copy of an unknown file or of a video', async () => {
    const t = await createTestApp();
    const missing = await t.app.request('http://localhost/api/media/nope/thumb');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Picture not found' });
  });
});

describe('hostile and broken pictures', () => {
  it('refuses a 20,000 x 20,000 PNG bomb (50 KB, or 3 KB cut short) with a 400, quickly, without decoding it', async () => {
    const t = await createTestApp();
    const c = await person(t, 'bomber');
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(64 * 1024);
    const bombMeta = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect(bombMeta).toMatchObject({ format: 'png', width: 20_000, height: 20_000 });

    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const res = await postPicture(c, 'image/png', bomb);
    const took = performance.now() - started;
    const grew = process.memoryUsage().rss - rssBefore;

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PICTURE_MESSAGES.tooLarge);
    expect(res.body.message).toMatch(/^This picture is too large \(at most 40 megapixels\)/);
    // Not decoded: the memory says so; the time bound only catches a hang, with room for a busy machine.
    expect(took).toBeLessThan(10_000);
    expect(grew).toBeLessThan(100 * 1024 * 1024);
    expect(await count(t, 'media')).toBe(0);
    expect(await count(t, 'community_posts')).toBe(0);

    // The same claim in 3 KB (the pixel data cut short) is refused the same way.
    const small = pngBomb(20_000, 20_000, { keepBytes: 2048 });
    expect(small.length).toBeLessThan(3 * 1024);
    const again = await postPicture(c, 'image/png', small);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(PICTURE_MESSAGES.tooLarge);
  });

  it('refuses GIF bombs: frames adding up past the pixel limit, too many frames; a huge screen is not drawn', async () => {
    const t = await createTestApp();
    const c = await person(t, 'gifbomber');
    const cases: [Buffer, string][] = [
      // 2000 x 1000 per frame, 25 frames: 50 megapixels in all, each frame small enough alone.
      [gifOnScreen(2000, 1000, 25), PICTURE_MESSAGES.tooLarge],
      [gifOnScreen(10, 10, PICTURE_LIMITS.frames + 1), PICTURE_MESSAGES.tooManyFrames],
    ];
    for (const [gif, message] of cases) {
      expect(gif.length).toBeLessThan(8 * 1024);
      const started = performance.now();
      const res = await postPicture(c, 'image/gif', gif);
      expect(res.status, res.text).toBe(400);
      expect(res.body.message).toBe(message);
      expect(performance.now() - started).toBeLessThan(10_000); // refused, not drawn (a bound with room)
      await t.store.run("DELETE FROM rate_limits WHERE key LIKE 'community:%'");
    }
    expect(await count(t, 'media')).toBe(0);
    // Frames of one pixel on a 20,000 x 20,000 screen (under a hundred bytes): the GIF reader
    // draws the frames' own size, not the screen's, so it is a tiny picture, not a bomb.
    const started = performance.now();
    const screen = await postPicture(c, 'image/gif', gifOnScreen(20_000, 20_000, 2));
    expect(screen.status, screen.text).toBe(201);
    expect(performance.now() - started).toBeLessThan(10_000); // the frames' size drawn, not the screen's
    const drawn = await sharp((await fetchBytes(t, screen.body.mediaUrl!)).bytes, {
      animated: true,
    }).metadata();
    expect(drawn.width! * drawn.height!).toBeLessThan(100);
    await t.store.run("DELETE FROM rate_limits WHERE key LIKE 'community:%'");
    // Within the limits the same kind of file is accepted: the limits, not the shape, refuse.
    const fine = await postPicture(c, 'image/gif', gifOnScreen(200, 100, 4));
    expect(fine.status, fine.text).toBe(201);
    const served = await sharp((await fetchBytes(t, fine.body.mediaUrl!)).bytes, {
      animated: true,
    }).metadata();
    expect(served).toMatchObject({ width: 200, pageHeight: 100 });
    // Still animated, as long as before: WebP folds a frame that changes nothing into the one before.
    expect(served.pages).toBeGreaterThan(1);
    expect(served.delay?.reduce((sum, ms) => sum + ms, 0)).toBe(400);
  });

  it('refuses files that are not readable pictures or not the type they say, and stores nothing', async () => {
    const t = await createTestApp();
    const c = await person(t, 'trickster');
    const png = await picture(20, 20, 'png');
    const jpeg = await picture(20, 20, 'jpeg');
    const cases: [string, Buffer, RegExp][] = [
      // The right first bytes, then nothing a decoder can read.
      [
        'image/png',
        Buffer.concat([png.subarray(0, 8), Buffer.from('<script>alert(1)</script>'.repeat(4))]),
        /isn't a picture we can read/,
      ],
      [
        'image/jpeg',
        Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(200, 0x41)]),
        /isn't a picture we can read/,
      ],
      // A real picture, declared as something else.
      ['image/jpeg', png, /not a valid JPEG/],
      ['image/gif', jpeg, /not a valid GIF/],
      // Cut off half-way.
      ['image/jpeg', jpeg.subarray(0, Math.floor(jpeg.length / 2)), /isn't a picture we can read/],
    ];
    for (const [type, bytes, message] of cases) {
      const res = await postPicture(c, type, bytes);
      expect(res.status, `${type}: ${res.text}`).toBe(400);
      expect(res.body.message).toMatch(message);
      await t.store.run("DELETE FROM rate_limits WHERE key LIKE 'community:%'");
    }
    expect(await count(t, 'media')).toBe(0);
    expect(await count(t, 'community_posts')).toBe(0);
  });

  it('draws at most two pictures at once, queues a few, then answers 503 with Retry-After and stores nothing', async () => {
    const t = await createTestApp();
    const c = await person(t, 'busyparent');
    const slots = t.services().media.slots;
    // Every turn taken and the queue full, by pictures that finish when the test says so.
    const releases: (() => void)[] = [];
    const held = Array.from({ length: PICTURE_LIMITS.encodesAtOnce + PICTURE_LIMITS.encodesWaiting }, () =>
      slots.run(() => new Promise<void>((resolve) => releases.push(resolve))),
    );
    expect(slots.load).toEqual({
      running: PICTURE_LIMITS.encodesAtOnce,
      waiting: PICTURE_LIMITS.encodesWaiting,
    });

    const jpeg = await jpegWithLocation();
    const refused = await postPicture(c, 'image/jpeg', jpeg);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(PICTURE_LIMITS.retryAfterSeconds));
    expect(refused.body.message).toBe(PICTURE_MESSAGES.busy);
    expect(await count(t, 'media')).toBe(0);
    // A bomb is still refused at once: the header is read before waiting for a turn.
    expect((await postPicture(c, 'image/png', pngBomb())).status).toBe(400);
    // Health does not wait for pictures.
    const started = performance.now();
    expect((await t.app.request('http://localhost/api/health')).status).toBe(200);
    // The uploads are held (nothing releases them yet), so an answer at all shows health does not
    // wait for them; the bound leaves room for a busy machine.
    expect(performance.now() - started).toBeLessThan(5000);

    // The turns come free in order (each finished one starts a queued one); the next upload goes through.
    let released = 0;
    while (released < held.length) {
      const release = releases[released];
      if (release) {
        release();
        released++;
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await Promise.all(held);
    expect(slots.load).toEqual({ running: 0, waiting: 0 });
    await t.store.run("DELETE FROM rate_limits WHERE key LIKE 'community:%'");
    const accepted = await postPicture(c, 'image/jpeg', jpeg);
    expect(accepted.status, accepted.text).toBe(201);
    expect(await count(t, 'media')).toBe(1);
  });

  it('keeps health fast while pictures are being drawn', async () => {
    const t = await createTestApp();
    const c = await person(t, 'healthparent');
    const photo = await picture(4000, 3000, 'png');
    const uploads = [0, 1].map((i) => postPicture(c, 'image/png', photo, `Photo ${i}`));
    // Let the uploads reach the encoder, then time health while they are drawn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const timings: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      expect((await t.app.request('http://localhost/api/health')).status).toBe(200);
      timings.push(performance.now() - started);
    }
    const busy = t.services().media.slots.load.running;
    const answers = await Promise.all(uploads);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    // Still drawing after the five answers: health did not wait for the encoder. The bound only
    // catches it queued behind the drawing, with room for a busy machine.
    expect(busy).toBeGreaterThan(0);
    expect(Math.max(...timings)).toBeLessThan(5000);
  });

  it('finds no metadata marks in what it serves for any accepted format', async () => {
    const t = await createTestApp();
    const c = await person(t, 'everyformat');
    const withMetadata = await sharp({
      create: { width: 30, height: 20, channels: 4, background: '#ff000080' },
    })
      .withExif({ IFD0: { Make: SECRETS.make } })
      .withXmp(
        `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description>${SECRETS.xmpLatitude}</rdf:Description></rdf:RDF></x:xmpmeta>`,
      )
      .webp()
      .toBuffer();
    expect(marksIn(withMetadata)).toEqual(expect.arrayContaining(['EXIF', 'XMP ', SECRETS.make]));
    const res = await postPicture(c, 'image/webp', withMetadata);
    expect(res.status, res.text).toBe(201);
    const full = await fetchBytes(t, res.body.mediaUrl!);
    expect(marksIn(full.bytes, METADATA_MARKS)).toEqual([]);
    // Transparency is kept.
    expect(await sharp(full.bytes).metadata()).toMatchObject({ hasAlpha: true, width: 30, height: 20 });
  });
});
