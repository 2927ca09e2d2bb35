/**
 * GET /api/media/{id}: uploaded pictures and videos with their real type, and
 * GET /api/media/{id}/thumb: a picture's copy for lists (at most 400 px).
 * Addresses are random and never change, so a browser may keep them for a year; they are `private`:
 * uploads are often photos of children, and a shared cache (a proxy, a CDN) would keep serving one
 * after its post was deleted;
 * a picture stored before pictures were re-encoded is kept only briefly until
 * the server has drawn it again (docs/decisions/009-pictures-re-encoded-on-upload.md).
 * Videos need byte ranges on phones (Safari will not play them otherwise).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { notFound } from '../lib/http';

const RANGE = /^bytes=(\d*)-(\d*)$/;
const FOREVER = 'private, max-age=31536000, immutable';
/** A picture that is about to be drawn again without its metadata: asked for again next time. */
const UNTIL_REENCODED = 'private, no-cache';

export const mediaRoutes = new Hono<AppEnv>()
  .get('/media/:id/thumb', async (c) => {
    const thumb = await c.get('services').media.getThumb(c.req.param('id'));
    if (!thumb) throw notFound('Picture not found');
    return c.body(new Uint8Array(thumb.data), 200, {
      'Content-Type': thumb.mimeType,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': thumb.small ? FOREVER : UNTIL_REENCODED,
      'Content-Disposition': 'inline',
      'Content-Length': String(thumb.data.length),
    });
  })
  .get('/media/:id', async (c) => {
    const file = await c.get('services').media.get(c.req.param('id'));
    if (!file) throw notFound('Media not found');
    const headers: Record<string, string> = {
      'Content-Type': file.mimeType,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': file.legacy ? UNTIL_REENCODED : FOREVER,
      'Content-Disposition': 'inline',
      'Accept-Ranges': 'bytes',
    };
    const range = RANGE.exec(c.req.header('range') ?? '');
    if (range && (range[1] || range[2])) {
      const size = file.size;
      let start = range[1] ? Number(range[1]) : size - Number(range[2]);
      let end = range[1] && range[2] ? Number(range[2]) : size - 1;
      start = Math.max(0, start);
      end = Math.min(end, size - 1);
      if (start > end || start >= size) {
        // Like every refusal, JSON that says what is wrong (a player reads only the header).
        return c.json({ message: `The range asked for is outside the file (it has ${size} bytes)` }, 416, {
          'Content-Range': `bytes */${size}`,
          'Accept-Ranges': 'bytes',
        });
      }
      const part = file.data.subarray(start, end + 1);
      return c.body(new Uint8Array(part), 206, {
        ...headers,
        'Content-Range': `bytes ${start}-${end}/${size}`,
        'Content-Length': String(part.length),
      });
    }
    return c.body(new Uint8Array(file.data), 200, { ...headers, 'Content-Length': String(file.size) });
  });
