/**
 * Pictures and videos for the media tests, made here byte by byte so each
 * carries exactly what the server must remove: a JPEG with EXIF (orientation
 * and a GPS position), XMP, IPTC and a comment; a PNG "decompression bomb"; an
 * animated GIF; an MP4 with its location in `udta`, `meta` and XMP boxes.
 */
import zlib from 'node:zlib';
import sharp from 'sharp';

/** Text the fixtures hide in their metadata; none of it may come back from the server. */
export const SECRETS = {
  make: 'PhoneCo',
  gpsArea: 'Kitchen at 12 Elm Road',
  xmpLatitude: '53,47.8352N',
  iptcCity: 'Leeds',
  comment: 'Taken at 12 Elm Road',
  videoLocation: '+53.7960-001.5479/',
  videoTitle: 'Bath time at home',
} as const;

/** The marks of a metadata block in a file's bytes. */
export const METADATA_MARKS = [
  'Exif',
  'http://ns.adobe.com/xap',
  'Photoshop 3.0',
  '8BIM',
  // WebP's own metadata chunks.
  'EXIF',
  'XMP ',
  'ICCP',
  ...Object.values(SECRETS),
];

/** Which of `marks` are found in the bytes (latin1, so binary text matches as written). */
export const marksIn = (bytes: Buffer, marks: readonly string[] = METADATA_MARKS) =>
  marks.filter((mark) => bytes.includes(Buffer.from(mark, 'latin1')));

export const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

// --- JPEG metadata segments ---------------------------------------------------------------

const u16le = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u32le = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};
const u32be = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** A JPEG marker segment: FF, marker, length (counting itself), payload. */
function segment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

type IfdEntry = [tag: number, type: number, count: number, value: Buffer];

/** A TIFF IFD placed at `at`: its table, then the values too long to fit in an entry. */
function ifd(at: number, entries: IfdEntry[]): Buffer {
  let dataAt = at + 2 + entries.length * 12 + 4;
  const table: Buffer[] = [u16le(entries.length)];
  const data: Buffer[] = [];
  for (const [tag, type, count, value] of entries) {
    table.push(u16le(tag), u16le(type), u32le(count));
    if (value.length <= 4) {
      table.push(Buffer.concat([value, Buffer.alloc(4 - value.length)]));
    } else {
      table.push(u32le(dataAt));
      data.push(value);
      dataAt += value.length;
    }
  }
  table.push(u32le(0));
  return Buffer.concat([...table, ...data]);
}

const ASCII = 2;
const SHORT = 3;
const LONG = 4;
const RATIONAL = 5;
const UNDEFINED = 7;
const ascii = (text: string) => Buffer.from(`${text}\0`, 'latin1');
const rationals = (...pairs: [number, number][]) =>
  Buffer.concat(pairs.flatMap(([n, d]) => [u32le(n), u32le(d)]));

/** APP1 "Exif": IFD0 with Make and Orientation, and a GPS IFD with a position and an area name. */
function exifSegment(orientation: number): Buffer {
  const make = ascii(SECRETS.make);
  const ifd0Size = 2 + 3 * 12 + 4 + make.length;
  const gpsAt = 8 + ifd0Size;
  const ifd0 = ifd(8, [
    [0x010f, ASCII, make.length, make],
    [0x0112, SHORT, 1, u16le(orientation)],
    [0x8825, LONG, 1, u32le(gpsAt)],
  ]);
  const area = Buffer.from(`ASCII\0\0\0${SECRETS.gpsArea}`, 'latin1');
  const gps = ifd(gpsAt, [
    [0x0001, ASCII, 2, ascii('N')],
    [0x0002, RATIONAL, 3, rationals([53, 1], [47, 1], [5012, 100])],
    [0x0003, ASCII, 2, ascii('W')],
    [0x0004, RATIONAL, 3, rationals([1, 1], [32, 1], [4411, 100])],
    [0x001c, UNDEFINED, area.length, area],
  ]);
  const tiff = Buffer.concat([Buffer.from('II*\0', 'latin1'), u32le(8), ifd0, gps]);
  return segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
}

const xmpSegment = () =>
  segment(
    0xe1,
    Buffer.from(
      'http://ns.adobe.com/xap/1.0/\0' +
        '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">' +
        '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description ' +
        `xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="${SECRETS.xmpLatitude}"/>` +
        '</rdf:RDF></x:xmpmeta><?xpacket end="w"?>',
      'latin1',
    ),
  );

/** APP13 "Photoshop 3.0" with an 8BIM IPTC block naming a city (IPTC 2:90). */
function iptcSegment(): Buffer {
  const city = Buffer.from(SECRETS.iptcCity, 'latin1');
  const iptc = Buffer.concat([Buffer.from([0x1c, 2, 90, 0, city.length]), city]);
  return segment(
    0xed,
    Buffer.concat([
      Buffer.from('Photoshop 3.0\0', 'latin1'),
      Buffer.from('8BIM', 'latin1'),
      Buffer.from([0x04, 0x04, 0, 0]),
      u32be(iptc.length),
      iptc,
    ]),
  );
}

/**
 * A JPEG `width` x `height` as stored (before orientation) carrying EXIF with
 * the orientation and a GPS position, XMP, IPTC and a comment.
 */
export async function jpegWithLocation(width = 100, height = 50, orientation = 6): Promise<Buffer> {
  const plain = await sharp({
    create: { width, height, channels: 3, background: { r: 220, g: 120, b: 60 } },
  })
    .jpeg()
    .toBuffer();
  return Buffer.concat([
    plain.subarray(0, 2), // SOI
    exifSegment(orientation),
    xmpSegment(),
    iptcSegment(),
    segment(0xfe, Buffer.from(SECRETS.comment, 'latin1')),
    plain.subarray(2),
  ]);
}

// --- PNG -------------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32be(data.length), typed, u32be(crc32(typed))]);
}

/**
 * A valid PNG of `width` x `height` black pixels, 1 bit deep: 20,000 x 20,000
 * (400 megapixels, 50 MB of pixel rows) compresses to about 50 KB.
 */
export function pngBomb(width = 20_000, height = 20_000, options: { keepBytes?: number } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height); // filter byte 0, then zero bits
  const pixels = zlib.deflateSync(rows, { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    // `keepBytes`: only the start of the pixel data, as a file of a few KB that still claims its size.
    pngChunk('IDAT', options.keepBytes ? pixels.subarray(0, options.keepBytes) : pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A plain picture in one of sharp's output formats. */
export function picture(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png',
): Promise<Buffer> {
  const plain = sharp({ create: { width, height, channels: 3, background: { r: 90, g: 160, b: 90 } } });
  return plain.toFormat(format).toBuffer();
}

/** An animated GIF: `frames` frames of clearly different colours, 1/10 s each, looping. */
export async function animatedGif(width = 60, height = 40, frames = 3): Promise<Buffer> {
  const colours = Array.from({ length: frames }, (_, i) => ({
    r: (i * 97) % 256,
    g: 255 - ((i * 53) % 256),
    b: (i * 151) % 256,
  }));
  const pngs = await Promise.all(
    colours.map((background) =>
      sharp({ create: { width, height, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(pngs, { join: { animated: true } })
    .gif({ loop: 0, delay: colours.map(() => 100) })
    .toBuffer();
}

/**
 * A GIF of `frames` frames on a `width` x `height` screen, each frame one
 * pixel of image data: the file stays a few bytes per frame whatever the
 * screen, while a decoder draws every frame at the screen's full size.
 */
export function gifOnScreen(width: number, height: number, frames: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0x80; // a global colour table of 2 colours
  const colours = Buffer.from([0, 0, 0, 255, 255, 255]);
  const loop = Buffer.concat([
    Buffer.from([0x21, 0xff, 0x0b]),
    Buffer.from('NETSCAPE2.0', 'latin1'),
    Buffer.from([0x03, 0x01, 0x00, 0x00, 0x00]),
  ]);
  const frame = (i: number) =>
    Buffer.concat([
      // Graphic control: 1/10 s.
      Buffer.from([0x21, 0xf9, 0x04, 0x00, 10, 0, 0x00, 0x00]),
      // Image descriptor: 1 x 1 at (i mod width, 0), then LZW data for one pixel (colour i mod 2).
      Buffer.from([0x2c, ...u16le(i % width), 0, 0, 1, 0, 1, 0, 0x00]),
      Buffer.from(i % 2 ? [0x02, 0x02, 0x4c, 0x01, 0x00] : [0x02, 0x02, 0x44, 0x01, 0x00]),
    ]);
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    screen,
    colours,
    loop,
    ...Array.from({ length: frames }, (_, i) => frame(i)),
    Buffer.from([0x3b]),
  ]);
}

// --- MP4 -------------------------------------------------------------------------------------

/** An ISO base media box: size, type, contents. */
export function box(type: string, ...contents: Buffer[]): Buffer {
  const body = Buffer.concat(contents);
  return Buffer.concat([u32be(body.length + 8), Buffer.from(type, 'latin1'), body]);
}

export const XMP_UUID = Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex');
/** The media data: bytes that must come back untouched. */
export const MDAT_PAYLOAD = Buffer.from('frames of a baby in the bath, not really', 'latin1');

/**
 * An MP4 as a phone writes it (structure only, no real frames): the location in
 * `moov/udta/©xyz`, Apple's `moov/meta` keys, a title in the track's `udta`,
 * an XMP `uuid` box at the top level, and the media data last.
 */
export function mp4WithLocation(): Buffer {
  const location = Buffer.from(SECRETS.videoLocation, 'latin1');
  const xyz = Buffer.concat([Buffer.from([0, location.length, 0x15, 0xc7]), location]);
  const iso6709 = Buffer.from('com.apple.quicktime.location.ISO6709', 'latin1');
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1')),
    box(
      'moov',
      box('mvhd', Buffer.alloc(100)),
      box(
        'trak',
        box('tkhd', Buffer.alloc(84)),
        box('mdia', box('mdhd', Buffer.alloc(24)), box('hdlr', Buffer.alloc(25))),
        box('udta', box('\xa9nam', Buffer.from(SECRETS.videoTitle, 'latin1'))),
      ),
      box('udta', box('\xa9xyz', xyz)),
      box(
        'meta',
        Buffer.alloc(4),
        box('hdlr', Buffer.alloc(25)),
        box('keys', Buffer.alloc(8), box('mdta', iso6709)),
        box('ilst', box('data', location)),
      ),
    ),
    box(
      'uuid',
      XMP_UUID,
      Buffer.from(
        `<x:xmpmeta><exif:GPSLatitude>${SECRETS.xmpLatitude}</exif:GPSLatitude></x:xmpmeta>`,
        'latin1',
      ),
    ),
    box('mdat', MDAT_PAYLOAD),
  ]);
}

/** The box types of a run of boxes (no large sizes: the fixtures have none). */
export function boxTypes(bytes: Buffer, start = 0, end = bytes.length): string[] {
  const types: string[] = [];
  for (let at = start; at + 8 <= end;) {
    const size = bytes.readUInt32BE(at);
    types.push(bytes.toString('latin1', at + 4, at + 8));
    if (size < 8) break;
    at += size;
  }
  return types;
}
