import { crc32 } from 'node:zlib';

/** One file of a ZIP: its path inside and its bytes. */
export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

// Beyond these a ZIP needs the ZIP64 records, which this writer does not write.
const MAX_ENTRIES = 0xffff;
const MAX_OFFSET = 0xffffffff;
// Version 2.0, bit 11: names are UTF-8; method 0: stored (PDFs hardly compress).
const VERSION = 20;
const UTF8 = 0x0800;
// 1980-01-01 00:00 in MS-DOS time: the ZIP's bytes do not depend on the clock.
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

interface Written {
  name: Buffer;
  crc: number;
  size: number;
  offset: number;
}

function localHeader(entry: Written): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(UTF8, 6);
  header.writeUInt16LE(0, 8);
  header.writeUInt16LE(0, 10);
  header.writeUInt16LE(DOS_DATE, 12);
  header.writeUInt32LE(entry.crc, 14);
  header.writeUInt32LE(entry.size, 18);
  header.writeUInt32LE(entry.size, 22);
  header.writeUInt16LE(entry.name.length, 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, entry.name]);
}

function centralHeader(entry: Written): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  header.writeUInt16LE(UTF8, 8);
  header.writeUInt16LE(0, 10);
  header.writeUInt16LE(0, 12);
  header.writeUInt16LE(DOS_DATE, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.size, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  // Extra field, comment, disk number, internal and external attributes: none.
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/**
 * A ZIP of stored entries, written as the entries arrive: each file's header and bytes go out
 * before the next file is read, so memory holds one file plus the central directory (about
 * 50 bytes and the name per entry), whatever the number of files.
 */
export async function* zipStream(entries: AsyncIterable<ZipEntry>): AsyncGenerator<Buffer> {
  const written: Written[] = [];
  let offset = 0;
  for await (const { name, data } of entries) {
    const entry = { name: Buffer.from(name, 'utf8'), crc: crc32(data), size: data.length, offset };
    if (
      written.length === MAX_ENTRIES ||
      offset + 30 + entry.name.length + data.length > MAX_OFFSET
    )
      throw new Error('the ZIP would need ZIP64 (over 65535 files or 4 GiB)');
    const header = localHeader(entry);
    yield header;
    yield Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    offset += header.length + data.length;
    written.push(entry);
  }
  const directory = Buffer.concat(written.map(centralHeader));
  yield directory;
  yield endOfCentralDirectory(written.length, directory.length, offset);
}
