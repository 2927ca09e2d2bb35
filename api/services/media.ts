/**
 * Uploaded media (community posts, admin recipe pictures). A data URL is
 * accepted only when its declared type is an image (JPEG, PNG, WebP, GIF) or a
 * video (MP4, WebM), its bytes really are that type, and it fits the size caps.
 * Pictures are then drawn again as WebP without any metadata, with a small copy
 * for lists (./picture-encoder.ts); an MP4's metadata boxes are blanked
 * (./video-metadata.ts). What is kept goes in the database and is served from
 * `/api/media/{id}` (and a picture's small copy from `/api/media/{id}/thumb`).
 */
import { randomBytes } from 'node:crypto';
import { MEDIA_LIMITS } from '../../shared/constants';
import type { MediaType } from '../../shared/enums';
import type { DataStore, Queryable } from '../db/store';
import { ApiError, badRequest } from '../lib/http';
import type { Logger } from '../lib/logger';
import { checkPictureHeader, EncodeSlots, encodePicture, type EncodedPicture } from './picture-encoder';
import { stripMp4Metadata } from './video-metadata';

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm'] as const;

export interface StoredMedia {
  id: string;
  url: string;
  mimeType: string;
  mediaType: MediaType;
  size: number;
}

export interface MediaFile {
  mimeType: string;
  size: number;
  data: Buffer;
  createdAt: number;
  /** A picture stored before pictures were re-encoded, not yet done: it may still change, so it is not cached for long. */
  legacy: boolean;
}

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** Does the file start the way a file of this type must? */
export function bytesMatchType(mimeType: string, bytes: Buffer): boolean {
  switch (mimeType) {
    case 'image/jpeg':
      return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'image/png':
      return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'image/gif':
      return ['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6));
    case 'image/webp':
      return ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP';
    case 'video/mp4':
      return bytes.length > 12 && ascii(bytes, 4, 8) === 'ftyp';
    case 'video/webm':
      // EBML header whose document type is "webm".
      return (
        bytes.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])) &&
        ascii(bytes, 0, 64).includes('webm')
      );
    default:
      return false;
  }
}

export function mediaTypeOf(mimeType: string): MediaType | null {
  if ((IMAGE_MIME_TYPES as readonly string[]).includes(mimeType)) return 'image';
  if ((VIDEO_MIME_TYPES as readonly string[]).includes(mimeType)) return 'video';
  return null;
}

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+)(?:;[a-z-]+=[^;,]*)*;base64,([A-Za-z0-9+/]*={0,2})$/i;
const MB = 1024 * 1024;

/**
 * Reads and checks a data URL. `expected` is the kind the form said it is
 * (a post's mediaType); a mismatch is refused.
 */
export function decodeMedia(
  dataUrl: string,
  expected?: MediaType,
): { mimeType: string; mediaType: MediaType; bytes: Buffer } {
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match) throw badRequest('Media must be an image or a video file', 'mediaUrl');
  const mimeType = (match[1] ?? '').toLowerCase();
  const mediaType = mediaTypeOf(mimeType);
  if (!mediaType) {
    throw badRequest('Only JPEG, PNG, WebP or GIF images and MP4 or WebM videos can be shared', 'mediaUrl');
  }
  if (expected && expected !== mediaType) {
    throw badRequest(`The file is not ${expected === 'image' ? 'an image' : 'a video'}`, 'mediaType');
  }
  const encoded = match[2] ?? '';
  // Check the size before decoding, so a huge body is refused cheaply.
  const decodedSize =
    Math.floor((encoded.length * 3) / 4) - (encoded.endsWith('==') ? 2 : encoded.endsWith('=') ? 1 : 0);
  const cap = mediaType === 'image' ? MEDIA_LIMITS.imageBytes : MEDIA_LIMITS.videoBytes;
  if (decodedSize > cap) {
    throw new ApiError(413, `${mediaType === 'image' ? 'Images' : 'Videos'} can be at most ${cap / MB} MB`, {
      field: 'mediaUrl',
    });
  }
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.length === 0) throw badRequest('The file is empty', 'mediaUrl');
  if (!bytesMatchType(mimeType, bytes)) {
    throw badRequest(`The file is not a valid ${mimeType.split('/')[1]?.toUpperCase()} file`, 'mediaUrl');
  }
  return { mimeType, mediaType, bytes };
}

export function mediaUrl(id: string): string {
  return `/api/media/${id}`;
}

/** What decodeMedia answers: checked bytes, as uploaded. */
export type DecodedMedia = ReturnType<typeof decodeMedia>;

/** What is stored: a picture drawn again (WebP and its small copy), or a video with its metadata blanked. */
export interface PreparedMedia {
  mimeType: string;
  mediaType: MediaType;
  bytes: Buffer;
  /** A picture's copy for lists; null for videos. */
  thumb: Buffer | null;
}

export interface MediaThumb {
  mimeType: string;
  data: Buffer;
  /** False when the picture was stored before pictures were re-encoded and has no small copy yet: the whole file is answered. */
  small: boolean;
}

const STORED_IMAGE_TYPES = IMAGE_MIME_TYPES.map((t) => `'${t}'`).join(', ');

export function createMediaService(store: DataStore, now: () => number) {
  const slots = new EncodeSlots();

  /**
   * Checks a data URL and makes what will be stored. Slow work (a picture is
   * drawn again), so it is done before any transaction opens. Throws a
   * 400/413 ApiError for a refused file, 503 when too many pictures wait.
   */
  async function prepare(dataUrl: string, expected?: MediaType): Promise<PreparedMedia> {
    const { mimeType, mediaType, bytes } = decodeMedia(dataUrl, expected);
    if (mediaType === 'image') {
      // The header is read (cheaply) before waiting for a turn: a bomb is refused even when busy.
      await checkPictureHeader(bytes, mimeType);
      const picture = await slots.run(() => encodePicture(bytes, mimeType));
      return { mimeType: 'image/webp', mediaType, bytes: picture.data, thumb: picture.thumb };
    }
    // An MP4's metadata boxes blanked; a WebM as uploaded (the decision record says why).
    const kept = mimeType === 'video/mp4' ? stripMp4Metadata(bytes).bytes : bytes;
    return { mimeType, mediaType, bytes: kept, thumb: null };
  }

  /**
   * Stores what `prepare` made. `q` is the store, or a transaction that also
   * writes what refers to the file.
   */
  async function storePrepared(
    userId: number,
    { mimeType, mediaType, bytes, thumb }: PreparedMedia,
    q: Queryable = store,
  ): Promise<StoredMedia> {
    const id = randomBytes(16).toString('base64url');
    await q.run(
      'INSERT INTO media (id, user_id, mime_type, size, data, thumb_data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [id, userId, mimeType, bytes.length, bytes, thumb, now()],
    );
    return { id, url: mediaUrl(id), mimeType, mediaType, size: bytes.length };
  }

  return {
    /** Turns for drawing pictures (tests fill them to see the 503). */
    slots,

    prepare,

    /** Checks a data URL, prepares and stores it; throws a 4xx/503 ApiError and stores nothing when it is refused. */
    async storeDataUrl(userId: number, dataUrl: string, expected?: MediaType): Promise<StoredMedia> {
      return storePrepared(userId, await prepare(dataUrl, expected));
    },

    storePrepared,

    async get(id: string): Promise<MediaFile | null> {
      const row = await store.get<{
        mime_type: string;
        size: number;
        data: Buffer;
        created_at: number;
        legacy: number;
      }>(
        `SELECT mime_type, size, data, created_at,
                CASE WHEN thumb_data IS NULL AND mime_type IN (${STORED_IMAGE_TYPES}) THEN 1 ELSE 0 END AS legacy
         FROM media WHERE id = ?`,
        [id],
      );
      if (!row) return null;
      return {
        mimeType: row.mime_type,
        size: row.size,
        data: row.data,
        createdAt: row.created_at,
        legacy: Number(row.legacy) === 1,
      };
    },

    /** A picture's copy for lists, without reading the whole picture; null for an unknown id or a video. */
    async getThumb(id: string): Promise<MediaThumb | null> {
      const row = await store.get<{ mime_type: string; thumb_data: Buffer | null; data: Buffer | null }>(
        'SELECT mime_type, thumb_data, CASE WHEN thumb_data IS NULL THEN data END AS data FROM media WHERE id = ?',
        [id],
      );
      if (!row || !row.mime_type.startsWith('image/')) return null;
      if (row.thumb_data) return { mimeType: 'image/webp', data: row.thumb_data, small: true };
      return row.data ? { mimeType: row.mime_type, data: row.data, small: false } : null;
    },

    /**
     * Removes a stored file named by its `/api/media/{id}` address; other addresses are left alone.
     * `q` is the store, or the transaction that removes what referred to it.
     */
    async deleteByUrl(url: string | null | undefined, q: Queryable = store): Promise<void> {
      const id = url?.startsWith('/api/media/') ? url.slice('/api/media/'.length) : null;
      if (id) await q.run('DELETE FROM media WHERE id = ?', [id]);
    },

    /**
     * Pictures stored before uploads were drawn again (no small copy) are drawn
     * again now, one at a time, waiting their turn like any upload, so they lose
     * their metadata (a GPS position) too; the address stays the same. The
     * server runs this once when it starts (api/index.ts). Several servers may
     * run it at once: a picture another one already did is left alone. One that
     * cannot be drawn (unreadable, too large) stays as it was and is reported.
     */
    async reencodeStoredPictures(
      options: { stopped?: () => boolean; log?: Logger } = {},
    ): Promise<{ reencoded: number; failed: string[] }> {
      const { stopped = () => false, log } = options;
      const ids = await store.all<{ id: string }>(
        `SELECT id FROM media WHERE thumb_data IS NULL AND mime_type IN (${STORED_IMAGE_TYPES}) ORDER BY created_at, id`,
      );
      const result = { reencoded: 0, failed: [] as string[] };
      for (const { id } of ids) {
        if (stopped()) break;
        const row = await store.get<{ mime_type: string; data: Buffer }>(
          'SELECT mime_type, data FROM media WHERE id = ? AND thumb_data IS NULL',
          [id],
        );
        if (!row) continue;
        let picture: EncodedPicture;
        try {
          picture = await slots.run(() => encodePicture(row.data, row.mime_type), { wait: true });
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          result.failed.push(id);
          log?.warn(`Stored picture ${id} could not be re-encoded and is served as it was: ${err.message}`);
          continue;
        }
        const { changes } = await store.run(
          "UPDATE media SET mime_type = 'image/webp', size = ?, data = ?, thumb_data = ? WHERE id = ? AND thumb_data IS NULL",
          [picture.data.length, picture.data, picture.thumb, id],
        );
        if (changes > 0) result.reencoded++;
      }
      if (result.reencoded > 0) {
        const pictures = result.reencoded === 1 ? 'picture' : 'pictures';
        log?.info(`Re-encoded ${result.reencoded} stored ${pictures} without their metadata`);
      }
      return result;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
