import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipStream, type ZipEntry } from './zip-stream.writer';

async function zipOf(entries: ZipEntry[]): Promise<Buffer> {
  async function* source() {
    yield* entries;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of zipStream(source())) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('zipStream', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'zip-spec-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a ZIP that unzip tests clean and extracts byte for byte', async () => {
    const entries: ZipEntry[] = [
      { name: 'EXTF_Buchungsstapel.csv', data: Buffer.from('"EXTF";700\r\n', 'latin1') },
      { name: 'Belege/R-2026-001.pdf', data: Buffer.from('%PDF-1.7 body ü', 'utf8') },
      { name: 'Belege/leer.xml', data: new Uint8Array(0) },
    ];
    const file = join(dir, 'export.zip');
    writeFileSync(file, await zipOf(entries));
    expect(execFileSync('unzip', ['-t', file]).toString()).toContain('No errors detected');
    execFileSync('unzip', ['-q', file, '-d', join(dir, 'out')]);
    for (const entry of entries) {
      expect(readFileSync(join(dir, 'out', entry.name))).toEqual(Buffer.from(entry.data));
    }
  });

  it('writes an empty ZIP without entries', async () => {
    const zip = await zipOf([]);
    expect(zip.length).toBe(22);
    expect(zip.readUInt32LE(0)).toBe(0x06054b50);
  });
});
