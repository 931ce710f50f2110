/** What a file is by its first bytes: the only evidence the inbox trusts (not its name or type). */
export type SniffedType =
  | { type: 'pdf' }
  | { type: 'xml' }
  | { type: 'image'; format: string }
  | { type: 'archive'; format: string }
  | { type: 'unknown' };

interface Signature {
  offset: number;
  magic: Buffer;
}

const bytes = (...values: number[]) => Buffer.from(values);
const text = (value: string) => Buffer.from(value, 'latin1');
const at = (offset: number, magic: Buffer): Signature => ({ offset, magic });

const IMAGES: [string, Signature[]][] = [
  ['JPEG', [at(0, bytes(0xff, 0xd8, 0xff))]],
  ['PNG', [at(0, bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))]],
  ['GIF', [at(0, text('GIF87a')), at(0, text('GIF89a'))]],
  ['TIFF', [at(0, bytes(0x49, 0x49, 0x2a, 0x00)), at(0, bytes(0x4d, 0x4d, 0x00, 0x2a))]],
];

const ARCHIVES: [string, Signature[]][] = [
  ['ZIP', [at(0, text('PK\x03\x04')), at(0, text('PK\x05\x06')), at(0, text('PK\x07\x08'))]],
  ['gzip', [at(0, bytes(0x1f, 0x8b))]],
  ['bzip2', [at(0, text('BZh'))]],
  ['xz', [at(0, bytes(0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00))]],
  ['7-Zip', [at(0, bytes(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c))]],
  ['RAR', [at(0, text('Rar!\x1a\x07'))]],
  ['tar', [at(257, text('ustar'))]],
];

// HEIC/HEIF are ISO-BMFF files: a `ftyp` box whose major brand names the image kind.
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);
// A PDF's header may follow some junk, within the first KiB (as readers accept it).
const PDF_WINDOW = 1024;
// An XML document starts with "<" after an optional byte order mark and white space.
const XML_START = /^(?:\uFEFF)?\s*</;

const matches = (data: Buffer, { offset, magic }: Signature) =>
  data.length >= offset + magic.length &&
  data.subarray(offset, offset + magic.length).equals(magic);
const formatOf = (data: Buffer, table: [string, Signature[]][]) =>
  table.find(([, signatures]) => signatures.some((signature) => matches(data, signature)))?.[0];

function imageFormat(data: Buffer): string | undefined {
  const riff = data.subarray(0, 4).toString('latin1') === 'RIFF';
  if (riff && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'WebP';
  if (data.subarray(4, 8).toString('latin1') === 'ftyp') {
    const brand = data.subarray(8, 12).toString('latin1');
    if (HEIF_BRANDS.has(brand)) return 'HEIC';
  }
  return formatOf(data, IMAGES);
}

/** Sorts a file by its content: PDF, XML, an image or an archive by format, else unknown. */
export function sniffFileType(data: Buffer): SniffedType {
  if (data.subarray(0, PDF_WINDOW).includes('%PDF-', 0, 'latin1')) return { type: 'pdf' };
  const image = imageFormat(data);
  if (image) return { type: 'image', format: image };
  const archive = formatOf(data, ARCHIVES);
  if (archive) return { type: 'archive', format: archive };
  if (XML_START.test(data.subarray(0, 64).toString('utf8'))) return { type: 'xml' };
  return { type: 'unknown' };
}
