import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Millimetres per PDF point. */
export const MM_PER_PT = 25.4 / 72;

/** A word on a PDF page and its box, in mm from the page's top left corner. */
export interface PdfWord {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** One image of a PDF as `pdfimages -list` reports it. */
export interface PdfImage {
  page: number;
  width: number;
  height: number;
}

// poppler's tools read files, so the PDF goes to a private temporary directory for one call.
async function withPdfFile<T>(data: Uint8Array, work: (path: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'faktura-pdf-'));
  try {
    const path = join(dir, 'document.pdf');
    await writeFile(path, data);
    return await work(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};
const WORD =
  /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;

/** The words of every page (in pdftotext's reading order) with their boxes in mm. */
export async function pdfWordBoxes(data: Uint8Array): Promise<PdfWord[][]> {
  const { stdout } = await withPdfFile(data, (path) =>
    run('pdftotext', ['-bbox-layout', path, '-'], { maxBuffer: 64 * 1024 * 1024 }),
  );
  return stdout
    .split('<page ')
    .slice(1)
    .map((page) =>
      [...page.matchAll(WORD)].map((match) => ({
        text: match[5]!.replace(/&\w+;/g, (entity) => ENTITIES[entity] ?? entity),
        left: Number(match[1]) * MM_PER_PT,
        top: Number(match[2]) * MM_PER_PT,
        right: Number(match[3]) * MM_PER_PT,
        bottom: Number(match[4]) * MM_PER_PT,
      })),
    );
}

/** The images of a PDF, from poppler's `pdfimages -list`. */
export async function pdfImages(data: Uint8Array): Promise<PdfImage[]> {
  const { stdout } = await withPdfFile(data, (path) => run('pdfimages', ['-list', path]));
  // Two header lines, then: page num type width height ...
  return stdout
    .trim()
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .map(([page, , , width, height]) => ({
      page: Number(page),
      width: Number(width),
      height: Number(height),
    }));
}

/**
 * The words of the first place where `phrase` (split at white space) stands as consecutive
 * words on the page; throws when it does not.
 */
export function findPhrase(page: readonly PdfWord[], phrase: string): PdfWord[] {
  const tokens = phrase.split(/\s+/).filter(Boolean);
  for (let start = 0; start + tokens.length <= page.length; start++) {
    const words = page.slice(start, start + tokens.length);
    if (words.every((word, index) => word.text === tokens[index])) return words;
  }
  throw new Error(`"${phrase}" is not on the page: ${page.map((word) => word.text).join(' ')}`);
}

/** The words on the same line as `word` (their vertical centres within 1 mm), left to right. */
export function lineOf(page: readonly PdfWord[], word: PdfWord): PdfWord[] {
  const middle = (item: PdfWord) => (item.top + item.bottom) / 2;
  return page
    .filter((item) => Math.abs(middle(item) - middle(word)) < 1)
    .sort((a, b) => a.left - b.left);
}
