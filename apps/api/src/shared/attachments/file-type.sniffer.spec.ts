import { acceptedTypes, sniffFileKind } from './file-type.sniffer';

const file = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  );

describe('sniffFileKind', () => {
  it.each([
    [file('%PDF-1.7\n'), 'pdf', 'application/pdf'],
    [file([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image', 'image/png'],
    [file([0xff, 0xd8, 0xff, 0xe0]), 'image', 'image/jpeg'],
    [file('GIF89a'), 'image', 'image/gif'],
    [file('II*\0'), 'image', 'image/tiff'],
    [file('MM\0*'), 'image', 'image/tiff'],
    [file('RIFF\0\0\0\0WEBPVP8 '), 'image', 'image/webp'],
    [file('\0\0\0\x18ftypheic'), 'image', 'image/heic'],
    [file('\0\0\0\x18ftypmif1'), 'image', 'image/heif'],
    [file('\0\0\0\x18ftyphevc'), 'image', 'image/heic-sequence'],
    [file('PK\x03\x04'), 'archive', 'application/zip'],
    [file(' '.repeat(257), 'ustar'), 'archive', 'application/x-tar'],
    [file([0xef, 0xbb, 0xbf], '\n <Invoice/>'), 'xml', 'application/xml'],
  ])('tells %j by its bytes', (data, category, contentType) => {
    expect(sniffFileKind(data)).toMatchObject({ category, contentType });
  });

  it('refuses what it does not know, and look-alikes of what it knows', () => {
    for (const data of [file('hello'), file('GIF8xx'), file('XXXXXXXXWEBP'), file(''), file('PK')])
      expect(sniffFileKind(data)).toBeNull();
  });

  it('finds a PDF header after junk only within the window given', () => {
    const late = file(' '.repeat(1019), '%PDF-1.4');
    expect(sniffFileKind(late)).toBeNull();
    expect(sniffFileKind(late, { pdfWithin: 1024 })?.category).toBe('pdf');
    expect(sniffFileKind(file(' '.repeat(1020), '%PDF-'), { pdfWithin: 1024 })).toBeNull();
  });

  it('tries only the accepted kinds', () => {
    const accept = acceptedTypes('PDF', 'PNG');
    expect([...accept].sort()).toEqual(['application/pdf', 'image/png']);
    expect(sniffFileKind(file('GIF89a'), { accept })).toBeNull();
    expect(sniffFileKind(file('<xml/>'), { accept })).toBeNull();
    expect(sniffFileKind(file('%PDF-1.7'), { accept })?.contentType).toBe('application/pdf');
    const heic = acceptedTypes('HEIC');
    expect(sniffFileKind(file('\0\0\0\x18ftyphevc'), { accept: heic })).toBeNull();
  });
});
