/**
 * Every uploaded picture is drawn again on the server with sharp (libvips), so
 * what is served is only pixels: turned the way its EXIF orientation says, with
 * every metadata block left behind (EXIF and its GPS position, XMP, IPTC,
 * comments, colour profiles), at most 2048 px on its long side, as WebP, plus a
 * copy of at most 400 px for lists. Animated GIFs and WebPs keep their frames.
 * Why and how: docs/decisions/009-pictures-re-encoded-on-upload.md.
 *
 * A picture is refused with a 400 before any pixel is decoded when its header
 * says it is too large (a "decompression bomb": a few KB that would decode to
 * gigabytes); sharp's own pixel limit stops any that lies about its size. The
 * work runs on libuv's thread pool, never on the event loop, and at most
 * `encodesAtOnce` pictures are drawn at a time, with a short queue behind them:
 * beyond it the answer is 503 with Retry-After, so uploads never crowd out
 * everyone else's requests.
 */
import sharp, { type Metadata } from 'sharp';
import { ApiError, badRequest } from '../lib/http';

export const PICTURE_LIMITS = {
  /** Every frame of an animation counted. A 48 MP phone photo is refused: phones share 12 MP by default. */
  megapixels: 40,
  /** Frames of an animated GIF or WebP. */
  frames: 300,
  /** Long side of the stored picture, and of its copy for lists. */
  longSide: 2048,
  thumbLongSide: 400,
  /** Drawing one picture that takes longer than this gives up (it is not a picture a parent took). */
  timeoutSeconds: 20,
  /** Pictures drawn at once, per server process, and how many may wait for a turn. */
  encodesAtOnce: 2,
  encodesWaiting: 6,
  retryAfterSeconds: 5,
} as const;

// Every upload is a new picture: libvips' cache of recent operations would only hold memory.
sharp.cache(false);
// One thread per picture: two pictures at once take at most two cores, the rest stay for requests.
sharp.concurrency(1);
// Only the four accepted formats can be read at all: libvips' other readers (SVG, TIFF, HEIF, ...)
// are blocked in this process, so a file that slipped past the checks meets no other parser.
sharp.block({ operation: ['VipsForeignLoad'] });
sharp.unblock({
  operation: [
    'VipsForeignLoadJpegBuffer',
    'VipsForeignLoadPngBuffer',
    'VipsForeignLoadWebpBuffer',
    'VipsForeignLoadNsgifBuffer',
  ],
});

export const PICTURE_MESSAGES = {
  tooLarge: `This picture is too large (at most ${PICTURE_LIMITS.megapixels} megapixels). Please choose a smaller picture.`,
  tooManyFrames: `This animation has too many frames (at most ${PICTURE_LIMITS.frames}). Please choose a shorter animation or a still picture.`,
  unreadable: "This file isn't a picture we can read. Please choose a JPEG, PNG, WebP or GIF picture.",
  tooSlow: 'This picture took too long to prepare. Please choose a smaller picture.',
  busy: 'The server is busy preparing other pictures. Please try again in a few seconds.',
} as const;

/** The format sharp must find in a file declared as this type (the declared type must not lie). */
const FORMAT_OF: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export interface EncodedPicture {
  /** The stored picture: WebP, at most 2048 px on its long side. */
  data: Buffer;
  /** Its copy for lists: WebP, at most 400 px on its long side. */
  thumb: Buffer;
  width: number;
  /** The height of one frame. */
  height: number;
  frames: number;
}

/**
 * Turns to a fixed number of pictures drawn at once. `run` waits for a turn
 * when all are taken, and refuses with 503 when the queue is full too (the
 * device's outbox sends again later). A finished task hands its turn straight
 * to the next in line.
 */
export class EncodeSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly atOnce: number = PICTURE_LIMITS.encodesAtOnce,
    readonly queue: number = PICTURE_LIMITS.encodesWaiting,
  ) {}

  /** Pictures being drawn, and waiting for a turn. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** `wait: true` never refuses (the stored pictures' one-time pass waits as long as it takes). */
  async run<T>(task: () => Promise<T>, options: { wait?: boolean } = {}): Promise<T> {
    if (this.running < this.atOnce) {
      this.running++;
    } else {
      if (!options.wait && this.waiting.length >= this.queue) {
        throw new ApiError(
          503,
          PICTURE_MESSAGES.busy,
          { retryAfter: PICTURE_LIMITS.retryAfterSeconds },
          { 'Retry-After': String(PICTURE_LIMITS.retryAfterSeconds) },
        );
      }
      // The turn is handed over with `running` unchanged.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

const formatName = (mimeType: string) => mimeType.split('/')[1]?.toUpperCase() ?? 'picture';

/**
 * Reads only the header (no pixel is decoded, whatever size it claims) and
 * refuses what must not be drawn: a file that is not the declared format, more
 * pixels or frames than the limits. Answers whether it is animated.
 */
export async function checkPictureHeader(bytes: Buffer, mimeType: string): Promise<{ animated: boolean }> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false, animated: true }).metadata();
  } catch {
    throw badRequest(PICTURE_MESSAGES.unreadable, 'mediaUrl');
  }
  if (meta.format !== FORMAT_OF[mimeType]) {
    throw badRequest(`The file is not a valid ${formatName(mimeType)} file`, 'mediaUrl');
  }
  if (!meta.width || !meta.height) throw badRequest(PICTURE_MESSAGES.unreadable, 'mediaUrl');
  const frames = meta.pages ?? 1;
  if (frames > PICTURE_LIMITS.frames) throw badRequest(PICTURE_MESSAGES.tooManyFrames, 'mediaUrl');
  // With `animated`, the height is every frame's, one under the other.
  if (meta.width * meta.height > PICTURE_LIMITS.megapixels * 1_000_000) {
    throw badRequest(PICTURE_MESSAGES.tooLarge, 'mediaUrl');
  }
  return { animated: frames > 1 };
}

/** sharp's refusals as the answers a person can act on. */
function describeFailure(err: unknown): ApiError {
  const message = err instanceof Error ? err.message : String(err);
  if (/pixel limit/i.test(message)) return badRequest(PICTURE_MESSAGES.tooLarge, 'mediaUrl');
  if (/timeout/i.test(message)) return badRequest(PICTURE_MESSAGES.tooSlow, 'mediaUrl');
  return badRequest(PICTURE_MESSAGES.unreadable, 'mediaUrl');
}

/** Draws the picture again: checked header, orientation applied, no metadata, WebP, two sizes. */
export async function encodePicture(bytes: Buffer, mimeType: string): Promise<EncodedPicture> {
  const { animated } = await checkPictureHeader(bytes, mimeType);
  const fit = (longSide: number) =>
    ({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true }) as const;
  try {
    // No withMetadata/keepExif/keepIccProfile: sharp writes none of the input's metadata.
    const full = await sharp(bytes, {
      limitInputPixels: PICTURE_LIMITS.megapixels * 1_000_000,
      sequentialRead: true,
      failOn: 'error',
      animated,
      autoOrient: true,
    })
      .timeout({ seconds: PICTURE_LIMITS.timeoutSeconds })
      .resize(fit(PICTURE_LIMITS.longSide))
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    // The list copy is drawn from the stored picture: already turned, small and without metadata.
    const thumb = await sharp(full.data, { animated, failOn: 'error' })
      .timeout({ seconds: PICTURE_LIMITS.timeoutSeconds })
      .resize(fit(PICTURE_LIMITS.thumbLongSide))
      .webp({ quality: 75 })
      .toBuffer();
    const frames = full.info.pages ?? 1;
    return {
      data: full.data,
      thumb,
      width: full.info.width,
      height: full.info.pageHeight ?? full.info.height,
      frames,
    };
  } catch (err) {
    throw describeFailure(err);
  }
}
