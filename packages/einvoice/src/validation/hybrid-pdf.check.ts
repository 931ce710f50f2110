import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { metadataMismatches } from './pdf-info-xmp.check';
import { readPdfMetadata, type PdfMetadata } from './pdf-metadata.reader';
import { reportOf, unavailableFinding } from './validation.report';
import type { ValidationFinding, ValidationReport } from './validation.types';

const TIMEOUT_MS = 30_000;
const FACTUR_X_NS = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

interface Run {
  code: number;
  output: string;
}

// Resolves for any exit code; only a tool that cannot run at all rejects (ENOENT, timeout).
function run(command: string, args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: TIMEOUT_MS, maxBuffer: 16 << 20 }, (error, out, err) => {
      const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
      if (code === null) reject(error as Error);
      else resolve({ code, output: `${out}${err}` });
    });
  });
}

const finding = (id: string, text: string): ValidationFinding => ({
  id,
  flag: 'fatal',
  location: '',
  text,
  source: 'PDF/A',
});

/**
 * The structure of a Factur-X hybrid as PDF/A-3 needs it, with Debian's qpdf and poppler:
 * `qpdf --check` clean, every font embedded, XMP `pdfaid:part` 3 with the Factur-X extension
 * schema, every Info entry equal to its XMP property, and `factur-x.xml` attached with exactly
 * the XML the rules checked. A tool that cannot run makes the report `unavailable`.
 */
export async function checkHybridPdf(pdf: Uint8Array, xml: string): Promise<ValidationReport> {
  const startedAt = Date.now();
  const folder = await mkdtemp(join(tmpdir(), 'faktura-hybrid-'));
  try {
    const path = join(folder, 'invoice.pdf');
    await writeFile(path, pdf);
    const findings = [
      ...(await qpdfFindings(path)),
      ...(await fontFindings(path)),
      ...(await metadataFindings(path)),
      ...(await infoXmpFindings(pdf)),
      ...(await attachmentFindings(path, join(folder, 'factur-x.xml'), xml)),
    ];
    return reportOf(findings, startedAt);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return reportOf([unavailableFinding(`The PDF checks could not run: ${reason}`)], startedAt);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function qpdfFindings(path: string): Promise<ValidationFinding[]> {
  const check = await run('qpdf', ['--check', path]);
  const clean = check.code === 0 && check.output.includes('No syntax or stream encoding errors');
  return clean ? [] : [finding('PDF-SYNTAX', `qpdf --check: ${firstLines(check.output)}`)];
}

async function fontFindings(path: string): Promise<ValidationFinding[]> {
  const fonts = await run('pdffonts', [path]);
  // Rows after the two header lines end with: emb sub uni object-number generation.
  const rows = fonts.output.trim().split('\n').slice(2);
  const missing = rows.filter((row) => !/\s+yes\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+$/.test(row));
  return missing.map((row) =>
    finding('PDFA-FONT', `A font is not embedded: ${row.trim().split(/\s+/)[0] ?? row}`),
  );
}

async function metadataFindings(path: string): Promise<ValidationFinding[]> {
  const xmp = (await run('pdfinfo', ['-meta', path])).output;
  const findings: ValidationFinding[] = [];
  if (!/pdfaid:part(?:>|\s*=\s*["'])3/.test(xmp)) {
    findings.push(finding('PDFA-PART', 'The XMP metadata does not declare PDF/A part 3.'));
  }
  if (!xmp.includes(FACTUR_X_NS) || !/ConformanceLevel(?:>|\s*=\s*["'])EN 16931/.test(xmp)) {
    findings.push(
      finding('FACTURX-XMP', 'The XMP metadata lacks the Factur-X extension schema (EN 16931).'),
    );
  }
  return findings;
}

// What veraPDF checks as ISO 19005-3 6.6.2.1 and 6.6.2.3.1. A PDF pdf-lib cannot read is a
// finding too (qpdf names the syntax error); pdf-lib's message may quote the file, so it is left out.
async function infoXmpFindings(pdf: Uint8Array): Promise<ValidationFinding[]> {
  let metadata: PdfMetadata;
  try {
    metadata = await readPdfMetadata(pdf);
  } catch {
    return [finding('PDFA-INFO-XMP', 'The Info dictionary or the XMP metadata cannot be read.')];
  }
  const filtered = metadata.xmpFiltered
    ? [finding('PDFA-XMP-FILTER', 'The XMP metadata stream is filtered (compressed).')]
    : [];
  const mismatches = metadataMismatches(metadata).map(({ entry, property, info, xmp }) =>
    finding(
      'PDFA-INFO-XMP',
      `Info ${entry} ${quoted(info)} differs from XMP ${property} ${quoted(xmp)}.`,
    ),
  );
  return [...filtered, ...mismatches];
}

const quoted = (value: string | undefined) =>
  value === undefined ? '(missing)' : JSON.stringify(value.slice(0, 120));

async function attachmentFindings(
  path: string,
  target: string,
  xml: string,
): Promise<ValidationFinding[]> {
  const listed = await run('pdfdetach', ['-list', path]);
  const index = /^(\d+): factur-x\.xml$/m.exec(listed.output)?.[1];
  if (!index) return [finding('FACTURX-FILE', 'factur-x.xml is not attached.')];
  await run('pdfdetach', ['-save', index, '-o', target, path]);
  const attached = await readFile(target, 'utf8').catch(() => null);
  return attached === xml
    ? []
    : [finding('FACTURX-FILE', 'The attached factur-x.xml is not the validated XML.')];
}

function firstLines(output: string): string {
  return output.trim().split('\n').slice(0, 3).join(' ').slice(0, 300);
}
