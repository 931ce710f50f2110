import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  E_INVOICE_FORMATS,
  EInvoiceValidator,
  checkHybridPdf,
  eInvoiceFormatInfo,
  eInvoiceXml,
  generateEInvoice,
  mergeReports,
  type EInvoiceFormat,
  type EInvoiceSource,
  type ValidationReport,
} from '../src';
import { SaxonProcess } from '../src/validation/saxon.process';
import { compileSchematron } from '../src/validation/schematron.compiler';
import { RULE_SETS, validatorSettingsFromEnv } from '../src/validation/validation.settings';
import { MATRIX } from '../test/fixtures/generation/sources';

/**
 * `pnpm --filter @faktura/einvoice bench`: every invoice of the acceptance matrix in every format,
 * generated and validated as the worker does (the hybrid also as PDF/A-3), with the median time
 * of each over RUNS runs (after one warm-up) and the validation result. Numbers, not assertions:
 * the tests check the results; this shows what they cost on this machine (and fails when an
 * e-invoice of the matrix is not valid, so its numbers are never those of a failing check).
 */
const RUNS = Number(process.env.RUNS ?? 5);
const PDF = new Uint8Array(
  readFileSync(join(__dirname, '../test/fixtures/generation/invoice.pdf')),
);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number[] }> {
  let value = await work();
  const ms: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    value = await work();
    ms.push(performance.now() - start);
  }
  return { value, ms };
}

// Validation as the worker runs it, of an XML (and hybrid) generated beforehand.
async function checker(
  validator: EInvoiceValidator,
  source: EInvoiceSource,
  format: EInvoiceFormat,
) {
  const xml = await eInvoiceXml(source, format);
  const hybrid =
    format === 'factur-x'
      ? ((await generateEInvoice(source, format, PDF)).bytes as Uint8Array)
      : undefined;
  return async (): Promise<ValidationReport> => {
    const info = eInvoiceFormatInfo(format);
    const rules = await validator.validate(xml, info.syntax, {
      xrechnung: info.cius === 'xrechnung',
      peppol: info.cius === 'peppol',
    });
    return hybrid ? mergeReports(rules, await checkHybridPdf(hybrid, xml)) : rules;
  };
}

const print = (line: string) => process.stdout.write(`${line}\n`);

describe('e-invoice matrix: generation and validation times', () => {
  let validator: EInvoiceValidator;

  beforeAll(async () => {
    const coldStart = performance.now();
    validator = await EInvoiceValidator.start();
    print(`validator start: ${Math.round(performance.now() - coldStart)} ms (JVM, compiled rules)`);
  });

  afterAll(async () => {
    await validator?.close();
  });

  it(`runs every invoice in every format (median of ${RUNS})`, async () => {
    const header = ['invoice'.padEnd(34), 'format'.padEnd(14), 'result'.padEnd(11)];
    print([...header, 'fatal', 'warn', 'gen ms', 'check ms'].join('  '));
    const statuses: string[] = [];
    for (const { name, source } of MATRIX) {
      for (const format of E_INVOICE_FORMATS) {
        const generation = await timed(() => generateEInvoice(source, format, PDF));
        const validation = await timed(await checker(validator, source, format));
        const report = validation.value;
        const count = (flag: string) => report.findings.filter((f) => f.flag === flag).length;
        statuses.push(report.status);
        print(
          [
            name.slice(0, 34).padEnd(34),
            format.padEnd(14),
            report.status.padEnd(11),
            String(count('fatal')).padStart(5),
            String(count('warning')).padStart(4),
            median(generation.ms).toFixed(1).padStart(6),
            median(validation.ms).toFixed(1).padStart(8),
          ].join('  '),
        );
      }
    }
    expect(statuses.filter((status) => status !== 'valid')).toEqual([]);
  }, 600_000);

  it(`validates OpenPEPPOL's examples under EN 16931 and Peppol (median of ${RUNS})`, async () => {
    const examples = join(validatorSettingsFromEnv().rulesDir, 'peppol/examples');
    const header = ['example'.padEnd(34), 'result'.padEnd(11), 'fatal', 'warn'];
    print([...header, 'EN 16931 ms', '+ Peppol ms'].join('  '));
    const statuses: string[] = [];
    for (const file of readdirSync(examples).filter((name) => name.endsWith('.xml'))) {
      const xml = readFileSync(join(examples, file), 'utf8');
      const en16931 = await timed(() => validator.validate(xml, 'ubl'));
      const validation = await timed(() => validator.validate(xml, 'ubl', { peppol: true }));
      const report = validation.value;
      const count = (flag: string) => report.findings.filter((f) => f.flag === flag).length;
      statuses.push(report.status);
      print(
        [
          file.padEnd(34),
          report.status.padEnd(11),
          String(count('fatal')).padStart(5),
          String(count('warning')).padStart(4),
          median(en16931.ms).toFixed(1).padStart(11),
          median(validation.ms).toFixed(1).padStart(11),
        ].join('  '),
      );
    }
    expect(statuses.filter((status) => status !== 'valid')).toEqual([]);
  }, 600_000);

  it('compiles the Peppol rule files (first compile in a fresh JVM, then warm)', async () => {
    const settings = validatorSettingsFromEnv();
    const saxon = await SaxonProcess.start(settings);
    try {
      for (const name of ['peppol-ubl', 'peppol-cii', 'peppol-ubl', 'peppol-cii'] as const) {
        const start = performance.now();
        const xslt = await compileSchematron(
          saxon,
          join(settings.rulesDir, RULE_SETS[name].file),
          settings.startTimeoutMs,
        );
        print(
          `compile ${name}: ${Math.round(performance.now() - start)} ms (${xslt.length} chars)`,
        );
        expect(xslt).toContain('<xsl:stylesheet');
      }
    } finally {
      await saxon.kill();
    }
  }, 600_000);
});
