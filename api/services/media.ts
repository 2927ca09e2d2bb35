/**
 * Uploaded media (community posts, admin recipe pictures). A data URL is
 * accepted only when its declared type is an image (JPEG, PNG, WebP, GIF) or a
 * video (MP4, WebM), its bytes really are that type, and it fits the size caps.
 * The bytes are kept in the database and served from `/api/media/{id}`.
 */
import { randomBytes } from 'node:crypto';
import { MEDIA_LIMITS } from '../../shared/constants';
import type { MediaType } from '../../shared/enums';
import type { DataStore, Queryable } from '../db/store';
import { ApiError, badRequest } from '../lib/http';

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

/** What decodeMedia answers: checked bytes, ready to store. */
export type DecodedMedia = ReturnType<typeof decodeMedia>;

export function createMediaService(store: DataStore, now: () => number) {
  /**
   * Stores bytes decodeMedia has checked. `q` is the store, or a transaction
   * that also writes what refers to the file (decode before opening it: a
   * video's base64 is slow work).
   */
  async function storeDecoded(
    userId: number,
    { mimeType, mediaType, bytes }: DecodedMedia,
    q: Queryable = store,
  ): Promise<StoredMedia> {
    const id = randomBytes(16).toString('base64url');
    await q.run(
      'INSERT INTO media (id, user_id, mime_type, size, data, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      [id, userId, mimeType, bytes.length, bytes, now()],
    );
    return { id, url: mediaUrl(id), mimeType, mediaType, size: bytes.length };
  }

  return {
    /** Checks a data URL and stores its bytes; throws a 400/413 ApiError and stores nothing when it is refused. */
    async storeDataUrl(userId: number, dataUrl: string, expected?: MediaType): Promise<StoredMedia> {
      return storeDecoded(userId, decodeMedia(dataUrl, expected));
    },

    storeDecoded,

    async get(id: string): Promise<MediaFile | null> {
      const row = await store.get<{ mime_type: string; size: number; data: Buffer; created_at: number }>(
        'SELECT mime_type, size, data, created_at FROM media WHERE id = ?',
        [id],
      );
      if (!row) return null;
      return { mimeType: row.mime_type, size: row.size, data: row.data, createdAt: row.created_at };
    },

    /**
     * Removes a stored file named by its `/api/media/{id}` address; other addresses are left alone.
     * `q` is the store, or the transaction that removes what referred to it.
     */
    async deleteByUrl(url: string | null | undefined, q: Queryable = store): Promise<void> {
      const id = url?.startsWith('/api/media/') ? url.slice('/api/media/'.length) : null;
      if (id) await q.run('DELETE FROM media WHERE id = ?', [id]);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
