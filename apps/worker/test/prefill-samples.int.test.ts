import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readDraftPrefill, type DraftPrefill, type OwnIdentifiers } from '@faktura/domain';
import { readPdfText } from '../src/handlers/purchase-drafts-prefill/pdf-text.reader';

/**
 * The prefill on the sample set (test/fixtures/prefill-samples, made by make-samples.mjs): the
 * real text extraction and rules on every sample, compared with its truth.
 */
const SAMPLES = join(__dirname, 'fixtures', 'prefill-samples');
/** The share of truth fields read right (certain and correct) measured on the set. */
const MEASURED_SHARE = 70 / 86;

const FIELDS = [
  'invoice_number',
  'date',
  'gross_total',
  'net_total',
  'tax_rates',
  'currency',
  'supplier_vat_id',
  'supplier_iban',
] as const;
type Field = (typeof FIELDS)[number];

interface Truth {
  description: string;
  own: OwnIdentifiers;
  fields: Record<Field, string | string[] | null>;
}

/** The values a field was read with certainty as, in the truth's form. */
function certainValues(prefill: DraftPrefill, field: Field): string[] {
  if (field === 'supplier_vat_id')
    return prefill.vat_ids.filter((f) => f.certain).map((f) => f.value);
  if (field === 'supplier_iban') return prefill.ibans.filter((f) => f.certain).map((f) => f.value);
  if (field === 'tax_rates') {
    const rates = prefill.tax_rates;
    return rates?.certain
      ? [
          rates.value
            .map((rate) => rate.rate)
            .sort()
            .join(','),
        ]
      : [];
  }
  const read = prefill[field];
  return read?.certain ? [read.value] : [];
}

const truthValue = (value: string | string[] | null) =>
  Array.isArray(value) ? [...value].sort().join(',') : value;

async function readSample(name: string) {
  const truth = JSON.parse(await readFile(join(SAMPLES, `${name}.truth.json`), 'utf8')) as Truth;
  const text = await readPdfText(await readFile(join(SAMPLES, `${name}.pdf`)));
  const prefill = 'pages' in text ? readDraftPrefill(text.pages, truth.own) : null;
  return { truth, prefill, error: 'error' in text ? text.error : null };
}

describe('prefill on the sample set', () => {
  let samples: Array<{ name: string } & Awaited<ReturnType<typeof readSample>>>;

  beforeAll(async () => {
    const names = (await readdir(SAMPLES))
      .filter((file) => file.endsWith('.pdf'))
      .map((file) => file.replace(/\.pdf$/, ''));
    samples = await Promise.all(names.map(async (name) => ({ name, ...(await readSample(name)) })));
  });

  it('has at least ten samples, German and English, and one scan', () => {
    expect(samples.length).toBeGreaterThanOrEqual(10);
    expect(samples.filter((sample) => sample.prefill === null).map((s) => s.error)).toEqual([
      'the PDF has no text layer (a scan or an image)',
    ]);
  });

  it('marks no wrong value as certain, and reads at least the measured share right', () => {
    const wrong: string[] = [];
    const misses: string[] = [];
    let right = 0;
    let total = 0;
    for (const { name, truth, prefill } of samples) {
      for (const field of FIELDS) {
        const expected = truthValue(truth.fields[field]);
        const read = prefill ? certainValues(prefill, field) : [];
        for (const value of read) if (value !== expected) wrong.push(`${name} ${field}: ${value}`);
        if (expected === null) continue;
        total += 1;
        if (read.includes(expected)) right += 1;
        else misses.push(`${name} ${field}`);
      }
    }
    const share = right / total;
    console.log(
      `prefill samples: ${right} of ${total} truth fields read right (${(share * 100).toFixed(1)} %), ` +
        `${wrong.length} false certainties; missed: ${misses.join('; ')}`,
    );
    expect(wrong).toEqual([]);
    expect(share).toBeGreaterThanOrEqual(MEASURED_SHARE);
  });
});
