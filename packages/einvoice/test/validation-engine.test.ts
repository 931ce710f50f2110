import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { isProcessAlive } from '@faktura/test-support';
import { EInvoiceValidator, validatorSettingsFromEnv } from '../src/validation';
import { compiledRulesDir } from '../src/validation/schematron.compiler';
import { CII_SCHEMA_FILE, RULE_SETS } from '../src/validation/validation.settings';

// The validator's behaviour around the rules: configuration, unavailable tools, untrusted input,
// a crashed or hanging JVM and closing. Rules of its own (a folder written here) make a JVM hang
// on purpose; the official rules check the untrusted-input cases.

const UBL = readFileSync(join(__dirname, 'fixtures/validation/xrechnung-invoice.ubl.xml'), 'utf8');
const SCH = 'xmlns="http://purl.oclc.org/dsdl/schematron" queryBinding="xslt2"';
const XS = 'xmlns:xs="http://www.w3.org/2001/XMLSchema"';
/** A folder that does not exist, for tools that are missing. */
const MISSING = join(tmpdir(), 'faktura-missing-tools');

/** Stand-in rules in the official layout: a UBL rule that takes ages, a CII rule that always reports. */
const FAKE_RULES: Record<string, string> = {
  [RULE_SETS['en16931-ubl'].file]: `<schema ${SCH} ${XS}><pattern><rule context="a">
      <assert id="SLOW" test="sum(for $i in 1 to xs:integer(@n) return $i mod 3) &gt; 0">slow</assert>
    </rule></pattern></schema>`,
  [RULE_SETS['en16931-cii'].file]: `<schema ${SCH}><pattern><rule context="doc">
      <report id="FAKE-1" flag="warning" test="true()">always</report>
    </rule></pattern></schema>`,
  [RULE_SETS['xrechnung-ubl'].file]: `<schema ${SCH}/>`,
  [RULE_SETS['xrechnung-cii'].file]: `<schema ${SCH}/>`,
  [RULE_SETS['peppol-ubl'].file]: `<schema ${SCH}/>`,
  [RULE_SETS['peppol-cii'].file]: `<schema ${SCH}/>`,
  [CII_SCHEMA_FILE]: `<xs:schema ${XS}><xs:element name="doc"/></xs:schema>`,
};

let scratch: string;
let fakeRulesDir: string;
let cacheDir: string;
const validators: EInvoiceValidator[] = [];

async function started(settings: Parameters<typeof EInvoiceValidator.start>[0]) {
  const validator = await EInvoiceValidator.start({ cacheDir, ...settings });
  validators.push(validator);
  return validator;
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'faktura-validation-engine-'));
  fakeRulesDir = join(scratch, 'rules');
  cacheDir = join(scratch, 'cache');
  for (const [file, content] of Object.entries(FAKE_RULES)) {
    mkdirSync(dirname(join(fakeRulesDir, file)), { recursive: true });
    writeFileSync(join(fakeRulesDir, file), content);
  }
});

afterAll(async () => {
  await Promise.all(validators.map((validator) => validator.close()));
  rmSync(scratch, { recursive: true, force: true });
});

describe('configuration', () => {
  const root = resolve(__dirname, '../../..');

  it('reads the rules from ../shared/einvoice of the repository unless the environment says otherwise', () => {
    expect(validatorSettingsFromEnv({}).rulesDir).toBe(resolve(root, '../shared/einvoice'));
    expect(validatorSettingsFromEnv({ FAKTURA_EINVOICE_RULES_DIR: 'rules' }).rulesDir).toBe(
      join(root, 'rules'),
    );
    expect(
      validatorSettingsFromEnv({
        FAKTURA_EINVOICE_RULES_DIR: '/srv/rules',
        FAKTURA_EINVOICE_CACHE_DIR: '/srv/cache',
      }),
    ).toMatchObject({ rulesDir: '/srv/rules', cacheDir: '/srv/cache' });
  });

  it('caches the compiled rules by a hash of the rule files', async () => {
    await started({ rulesDir: fakeRulesDir });
    const compiled = compiledRulesDir(fakeRulesDir, cacheDir);
    expect(readdirSync(compiled).sort()).toEqual(
      Object.keys(RULE_SETS)
        .map((name) => `${name}.xsl`)
        .sort(),
    );
    const file = join(fakeRulesDir, RULE_SETS['xrechnung-ubl'].file);
    writeFileSync(file, `<schema ${SCH}><pattern/></schema>`);
    try {
      expect(compiledRulesDir(fakeRulesDir, cacheDir)).not.toBe(compiled);
    } finally {
      writeFileSync(file, FAKE_RULES[RULE_SETS['xrechnung-ubl'].file]);
    }
  });
});

describe('unavailable, never valid', () => {
  it('when the rules folder is missing (and no JVM is started)', async () => {
    const rulesDir = join(scratch, 'no-such-folder');
    const validator = await started({ rulesDir });
    const report = await validator.validate(UBL, 'ubl', { xrechnung: true });
    expect(report.status).toBe('unavailable');
    expect(report.findings).toEqual([
      {
        id: 'UNAVAILABLE',
        flag: 'fatal',
        location: '',
        text: expect.stringContaining(
          `the rules folder ${rulesDir} (FAKTURA_EINVOICE_RULES_DIR) lacks`,
        ),
        source: 'validator',
      },
    ]);
    expect(await validator.pid()).toBeUndefined();
  });

  it.each([
    ['Java', { java: join(MISSING, 'no-java') }, /no-java not found/],
    ['Saxon', { saxonJar: join(MISSING, 'no-saxon.jar') }, /Saxon-HE not found at .*no-saxon\.jar/],
    [
      'xmllint',
      { xmllint: join(MISSING, 'no-xmllint') },
      /Schema validation unavailable: xmllint could not run/,
    ],
  ])('when %s is missing', async (_tool, settings, reason) => {
    const validator = await started({ rulesDir: fakeRulesDir, ...settings });
    const report = await validator.validate('<doc/>', 'cii');
    expect(report.status).toBe('unavailable');
    expect(report.findings).toContainEqual(
      expect.objectContaining({ id: 'UNAVAILABLE', text: expect.stringMatching(reason) }),
    );
  });
});

describe('a hanging or crashed JVM', () => {
  it('is ended after the timeout, and the next call starts a new one', async () => {
    const validator = await started({ rulesDir: fakeRulesDir, timeoutMs: 1_000 });
    const hanging = await validator.pid();
    const report = await validator.validate('<a n="2000000000"/>', 'ubl');
    expect(report).toMatchObject({ status: 'unavailable' });
    expect(report.findings[0].text).toMatch(/did not answer validate within 1000 ms/);
    expect(isProcessAlive(hanging!)).toBe(false);

    expect(await validator.validate('<doc/>', 'cii')).toMatchObject({
      status: 'valid',
      findings: [
        { id: 'FAKE-1', flag: 'warning', location: '/doc[1]', text: 'always', source: 'EN16931' },
      ],
    });
    expect(await validator.pid()).not.toBe(hanging);
  });

  it('is restarted when it died, and close ends it for sure', async () => {
    const validator = await started({ rulesDir: fakeRulesDir });
    const first = (await validator.pid())!;
    process.kill(first, 'SIGKILL');
    expect(await validator.validate('<doc/>', 'cii')).toMatchObject({ status: 'valid' });
    const second = (await validator.pid())!;
    expect(second).not.toBe(first);
    expect(isProcessAlive(second)).toBe(true);

    await validator.close();
    expect(isProcessAlive(second)).toBe(false);
    expect(await validator.validate('<doc/>', 'cii')).toMatchObject({
      status: 'unavailable',
      findings: [expect.objectContaining({ text: expect.stringMatching(/closed/) })],
    });
  });
});

describe('untrusted XML', () => {
  let validator: EInvoiceValidator;
  const secret = join(tmpdir(), `faktura-secret-${process.pid}.txt`);

  beforeAll(async () => {
    writeFileSync(secret, 'TOP-SECRET-CONTENT');
    validator = await started({});
  });

  afterAll(() => rmSync(secret, { force: true }));

  const declared = (doctype: string, xml: string, reference: string) =>
    xml
      .replace('<Invoice ', `${doctype}\n<Invoice `)
      .replace('<cbc:ID>RE-2025-0001', `<cbc:ID>${reference}`);

  it.each([
    [
      'an external entity',
      '<!DOCTYPE Invoice [<!ENTITY secret SYSTEM "file://SECRET">]>',
      '&secret;',
    ],
    [
      'an entity expansion',
      '<!DOCTYPE Invoice [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>',
      '&b;',
    ],
    ['an external DTD', '<!DOCTYPE Invoice SYSTEM "http://127.0.0.1:9/invoice.dtd">', 'x'],
  ])('refuses a document with %s', async (_what, doctype, reference) => {
    const xml = declared(doctype.replace('SECRET', secret), UBL, reference);
    for (const syntax of ['ubl', 'cii'] as const) {
      const report = await validator.validate(xml, syntax, { xrechnung: true });
      expect(report).toMatchObject({
        status: 'invalid',
        findings: [
          {
            id: 'XML',
            flag: 'fatal',
            text: 'The document is not accepted: a DOCTYPE (DTD, entity declarations) is not allowed.',
            source: 'schema',
          },
        ],
      });
      expect(JSON.stringify(report)).not.toContain('TOP-SECRET');
    }
  });

  it('refuses XML that is not well-formed, naming the place', async () => {
    const report = await validator.validate('<Invoice>\n  <ID>1</Invoice>', 'ubl');
    expect(report.status).toBe('invalid');
    expect(report.findings).toEqual([
      expect.objectContaining({
        id: 'XML',
        location: 'line 2, column 10',
        text: 'The document is not accepted as XML: The element type "ID" must be terminated by the matching end-tag "</ID>".',
      }),
    ]);
  });

  it('refuses a document above the size limit without parsing it', async () => {
    const small = await started({
      rulesDir: join(scratch, 'no-such-folder'),
      maxDocumentBytes: 1_000,
    });
    expect(await small.validate(UBL, 'ubl')).toMatchObject({
      status: 'invalid',
      findings: [{ id: 'XML', text: 'The document is larger than 1000 bytes.' }],
    });
  });
});

it('leaves no JVM behind', async () => {
  const pids = await Promise.all(validators.map((validator) => validator.pid()));
  await Promise.all(validators.map((validator) => validator.close()));
  expect(pids.filter((pid) => pid !== undefined).length).toBeGreaterThan(0);
  for (const pid of pids) if (pid !== undefined) expect(isProcessAlive(pid)).toBe(false);
});
