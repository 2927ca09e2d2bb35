/**
 * An uploaded MP4's metadata boxes, blanked in place. Phones write where a
 * video was taken in `moov/udta` (`©xyz`) and `moov/meta` (Apple's
 * `com.apple.quicktime.location.ISO6709`), XMP in a `uuid` box; none of it is
 * needed to play the video. Each such box keeps its size and becomes a `free`
 * box (space players skip) full of zeros, so no other byte moves and the sample
 * offsets the file holds stay right: nothing is decoded or encoded again. The
 * movie's, each track's and each stream's creation and modification times (when
 * it was recorded, to the second) become 0, "unknown", in place.
 *
 * No library the product ships rewrites video containers (that would take
 * ffmpeg); this walks only the box headers. WebM files are stored as uploaded:
 * docs/decisions/009-pictures-re-encoded-on-upload.md says why.
 */
import { badRequest } from '../lib/http';

/** Boxes whose children are walked: the movie, its tracks and fragments. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'moof', 'traf']);
/** Boxes blanked wherever they are found. */
const METADATA = new Set(['udta', 'meta']);
/** Full boxes whose version is followed by a creation and a modification time (ISO/IEC 14496-12). */
const DATED = new Set(['mvhd', 'tkhd', 'mdhd']);
/** The `uuid` box type XMP is stored under (ISO/IEC 14496-12 user type). */
const XMP_UUID = Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex');

export const VIDEO_MESSAGES = {
  damaged:
    'This video file is incomplete or damaged. Please export it again from your phone or camera and try again.',
} as const;

const damaged = () => badRequest(VIDEO_MESSAGES.damaged, 'mediaUrl');

/**
 * Blanks every metadata box of an MP4 in a copy of its bytes and answers the
 * copy with how many boxes were blanked. A file whose boxes do not fit inside
 * each other, or that has no movie box, is refused with a 400: it would not play.
 */
export function stripMp4Metadata(input: Buffer): { bytes: Buffer; blanked: number } {
  const bytes = Buffer.from(input);
  let blanked = 0;
  let sawMovie = false;

  function walk(start: number, end: number, topLevel: boolean): void {
    let at = start;
    while (at < end) {
      if (end - at < 8) {
        // A few stray bytes after the last box are tolerated at the top level only.
        if (topLevel) return;
        throw damaged();
      }
      let size = bytes.readUInt32BE(at);
      const type = bytes.toString('latin1', at + 4, at + 8);
      let header = 8;
      if (size === 1) {
        if (end - at < 16) throw damaged();
        const large = bytes.readBigUInt64BE(at + 8);
        if (large > BigInt(end - at)) throw damaged();
        size = Number(large);
        header = 16;
      } else if (size === 0) {
        // "To the end of the file": only the last top-level box may say so.
        if (!topLevel) throw damaged();
        size = end - at;
      }
      if (size < header || size > end - at) throw damaged();
      const isXmp =
        type === 'uuid' &&
        size >= header + 16 &&
        bytes.subarray(at + header, at + header + 16).equals(XMP_UUID);
      if (METADATA.has(type) || isXmp) {
        bytes.write('free', at + 4, 'latin1');
        bytes.fill(0, at + header, at + size);
        blanked++;
      } else if (DATED.has(type)) {
        // Version 1 holds 64-bit times, version 0 32-bit ones, after the version and 3 flag bytes.
        const times = size >= header + 4 && bytes[at + header] === 1 ? 16 : 8;
        if (size < header + 4 + times) throw damaged();
        bytes.fill(0, at + header + 4, at + header + 4 + times);
      } else if (CONTAINERS.has(type)) {
        if (type === 'moov') sawMovie = true;
        walk(at + header, at + size, false);
      }
      at += size;
    }
  }

  walk(0, bytes.length, true);
  if (!sawMovie) throw damaged();
  return { bytes, blanked };
}
