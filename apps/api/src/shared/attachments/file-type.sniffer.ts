/** What a file is by its first bytes, the only evidence Faktura trusts (not a name or type). */
export interface FileKind {
  /** How the inbox sorts it. */
  category: 'pdf' | 'xml' | 'image' | 'archive';
  /** The format's name, as a message names it (`ZIP`, `HEIC`). */
  format: string;
  /** The type a stored file is served as. */
  contentType: string;
  /** The extension of a file sent without a name. */
  extension: string;
}

interface Signature {
  kind: FileKind;
  /** Each alternative: the bytes at their offset, all of which must be there. */
  anyOf: ReadonlyArray<ReadonlyArray<readonly [offset: number, magic: Buffer]>>;
}

const bytes = (...values: number[]) => Buffer.from(values);
const text = (value: string) => Buffer.from(value, 'latin1');
const kind = (
  category: FileKind['category'],
  format: string,
  contentType: string,
  extension: string,
): FileKind => ({ category, format, contentType, extension });

export const PDF_KIND = kind('pdf', 'PDF', 'application/pdf', 'pdf');
const XML_KIND = kind('xml', 'XML', 'application/xml', 'xml');
const HEIC = kind('image', 'HEIC', 'image/heic', 'heic');
const HEIC_SEQUENCE = kind('image', 'HEIC sequence', 'image/heic-sequence', 'heics');
const HEIF = kind('image', 'HEIF', 'image/heif', 'heif');
const archive = (format: string, contentType: string, extension: string) =>
  kind('archive', format, contentType, extension);

// HEIC/HEIF are ISO-BMFF files: a `ftyp` box at byte 4 whose major brand names the image kind.
const heif = (brand: string, of: FileKind): Signature => ({
  kind: of,
  anyOf: [
    [
      [4, text('ftyp')],
      [8, text(brand)],
    ],
  ],
});
const one = (of: FileKind, ...magics: Buffer[]): Signature => ({
  kind: of,
  anyOf: magics.map((magic) => [[0, magic]]),
});

/** Every format Faktura tells apart by fixed bytes, first match wins (PDF and XML below). */
const SIGNATURES: readonly Signature[] = [
  one(kind('image', 'JPEG', 'image/jpeg', 'jpg'), bytes(0xff, 0xd8, 0xff)),
  one(
    kind('image', 'PNG', 'image/png', 'png'),
    bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  ),
  one(kind('image', 'GIF', 'image/gif', 'gif'), text('GIF87a'), text('GIF89a')),
  // TIFF in either byte order: "II*\0" (little endian) or "MM\0*" (big endian).
  one(
    kind('image', 'TIFF', 'image/tiff', 'tiff'),
    bytes(0x49, 0x49, 0x2a, 0x00),
    bytes(0x4d, 0x4d, 0x00, 0x2a),
  ),
  // WebP is a RIFF container: "WEBP" at byte 8 counts only after "RIFF" at the start.
  {
    kind: kind('image', 'WebP', 'image/webp', 'webp'),
    anyOf: [
      [
        [0, text('RIFF')],
        [8, text('WEBP')],
      ],
    ],
  },
  ...['heic', 'heix', 'heim', 'heis'].map((brand) => heif(brand, HEIC)),
  ...['hevc', 'hevx'].map((brand) => heif(brand, HEIC_SEQUENCE)),
  ...['mif1', 'msf1'].map((brand) => heif(brand, HEIF)),
  one(
    archive('ZIP', 'application/zip', 'zip'),
    text('PK\x03\x04'),
    text('PK\x05\x06'),
    text('PK\x07\x08'),
  ),
  one(archive('gzip', 'application/gzip', 'gz'), bytes(0x1f, 0x8b)),
  one(archive('bzip2', 'application/x-bzip2', 'bz2'), text('BZh')),
  one(archive('xz', 'application/x-xz', 'xz'), bytes(0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00)),
  one(
    archive('7-Zip', 'application/x-7z-compressed', '7z'),
    bytes(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c),
  ),
  one(archive('RAR', 'application/vnd.rar', 'rar'), text('Rar!\x1a\x07')),
  { kind: archive('tar', 'application/x-tar', 'tar'), anyOf: [[[257, text('ustar')]]] },
];

// An XML document starts with "<" after an optional UTF-8 byte order mark and white space.
const XML_START = /^(?:\uFEFF)?\s*</;
const PDF_HEADER = '%PDF-';

/** How a caller reads files: where a PDF header may stand, which kinds it takes. */
export interface SniffOptions {
  /**
   * The first bytes within which the `%PDF-` header must lie (PDF readers accept some junk
   * before it); by default it must open the file.
   */
  pdfWithin?: number;
  /** The content types taken (`acceptedTypes`); no other kind is even tried. Default: all. */
  accept?: ReadonlySet<string>;
}

const at = (data: Buffer, offset: number, magic: Buffer) =>
  data.length >= offset + magic.length &&
  data.subarray(offset, offset + magic.length).equals(magic);

/** The kind of a file read from its bytes; null when it is none of the accepted kinds. */
export function sniffFileKind(data: Buffer, options: SniffOptions = {}): FileKind | null {
  const { accept, pdfWithin = PDF_HEADER.length } = options;
  const taken = (candidate: FileKind) => !accept || accept.has(candidate.contentType);
  if (taken(PDF_KIND) && data.subarray(0, pdfWithin).includes(PDF_HEADER, 0, 'latin1'))
    return PDF_KIND;
  const signature = SIGNATURES.find(
    ({ kind: candidate, anyOf }) =>
      taken(candidate) &&
      anyOf.some((all) => all.every(([offset, magic]) => at(data, offset, magic))),
  );
  if (signature) return signature.kind;
  return taken(XML_KIND) && XML_START.test(data.subarray(0, 64).toString('utf8')) ? XML_KIND : null;
}

/** The content types of the named formats (`PDF`, `PNG`, ...), as `accept` takes them. */
export function acceptedTypes(...formats: string[]): ReadonlySet<string> {
  const all = [PDF_KIND, XML_KIND, ...SIGNATURES.map((signature) => signature.kind)];
  const named = all.filter((candidate) => formats.includes(candidate.format));
  return new Set(named.map((candidate) => candidate.contentType));
}
