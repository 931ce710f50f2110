import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isProcessAlive } from '@faktura/test-support';
import { SaxonProcess } from '../src/validation/saxon.process';
import { compileSchematron, loadStylesheet } from '../src/validation/schematron.compiler';
import { runSchematron, type SchematronFinding } from '../src/validation/schematron.runner';
import { validatorSettingsFromEnv } from '../src/validation/validation.settings';

// The Schematron compiler on tiny schemas: each is compiled to XSLT, loaded into one JVM and run
// on a tiny document.

const TIMEOUT_MS = 60_000;
const settings = validatorSettingsFromEnv();
let saxon: SaxonProcess;
let dir: string;
let count = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'faktura-schematron-test-'));
  saxon = await SaxonProcess.start({ ...settings, startTimeoutMs: TIMEOUT_MS });
});

afterAll(async () => {
  await saxon?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A schema in the Schematron namespace with the given body (and extra files beside it). */
function schema(body: string, attributes = 'queryBinding="xslt2"'): string {
  return `<schema xmlns="http://purl.oclc.org/dsdl/schematron" ${attributes}>${body}</schema>`;
}

async function compile(schematron: string, files: Record<string, string> = {}): Promise<string> {
  const name = `schema-${++count}`;
  for (const [file, content] of Object.entries(files)) writeFileSync(join(dir, file), content);
  const schematronFile = join(dir, `${name}.sch`);
  writeFileSync(schematronFile, schematron);
  const xslt = await compileSchematron(saxon, schematronFile, TIMEOUT_MS);
  writeFileSync(join(dir, `${name}.xsl`), xslt);
  await loadStylesheet(saxon, name, join(dir, `${name}.xsl`), TIMEOUT_MS);
  return name;
}

async function findings(name: string, xml: string): Promise<SchematronFinding[]> {
  const run = await runSchematron(saxon, [name], xml, TIMEOUT_MS);
  if (!run.accepted) throw new Error(run.message);
  return run.findings;
}

const summary = (found: SchematronFinding[]) =>
  found.map(({ kind, id, flag, location, text }) => ({ kind, id, flag, location, text }));

const ORDER =
  '<order><line n="1"><price>5</price></line><line n="2"><price>-1</price></line></order>';

it('fires only the first matching rule of a pattern for a node, and every pattern', async () => {
  const name = await compile(
    schema(`
      <title>Order {checks}</title>
      <pattern id="first-wins">
        <rule context="line[price &lt; 0]"><assert id="A" test="false()">negative line</assert></rule>
        <rule context="line"><assert id="B" test="false()">any line</assert></rule>
      </pattern>
      <pattern id="independent">
        <rule context="line"><report id="C" test="true()">seen</report></rule>
      </pattern>`),
  );
  const found = await findings(name, ORDER);
  expect(found.map((finding) => `${finding.id} ${finding.location}`)).toEqual([
    'B /order[1]/line[1]',
    'A /order[1]/line[2]',
    'C /order[1]/line[1]',
    'C /order[1]/line[2]',
  ]);
  expect(found.map((finding) => finding.kind)).toEqual(['assert', 'assert', 'report', 'report']);
});

it('keeps descending into the children (and attributes) of a node a rule matched', async () => {
  const name = await compile(
    schema(`
      <pattern>
        <rule context="order"><report id="O" test="true()">order</report></rule>
        <rule context="price"><report id="P" test=". &lt; 0">negative</report></rule>
        <rule context="line/@n"><report id="N" test=". = '2'">second</report></rule>
      </pattern>`),
  );
  expect(
    (await findings(name, ORDER)).map((finding) => `${finding.id} ${finding.location}`),
  ).toEqual(['O /order[1]', 'N /order[1]/line[2]/@n', 'P /order[1]/line[2]/price[1]']);
});

it('evaluates schema, pattern and rule variables (a rule variable before or after its assert)', async () => {
  const name = await compile(
    schema(`
      <let name="limit" value="3"/>
      <pattern>
        <let name="lines" value="count(/order/line)"/>
        <rule context="line[$lines = 2]">
          <let name="price" value="number(price)"/>
          <assert id="L" test="$doubled &lt;= $limit">line <value-of select="@n"/>: <value-of select="$doubled"/> of <value-of select="$lines"/> lines over <value-of select="$limit"/></assert>
          <let name="doubled" value="$price * 2"/>
        </rule>
      </pattern>`),
  );
  expect(summary(await findings(name, ORDER))).toEqual([
    {
      kind: 'assert',
      id: 'L',
      flag: 'fatal',
      location: '/order[1]/line[1]',
      text: 'line 1: 10 of 2 lines over 3',
    },
  ]);
});

it('fills in name and value-of, keeps the text around them and takes the flag of the rule', async () => {
  const name = await compile(
    schema(`
      <ns prefix="i" uri="urn:example:invoice"/>
      <pattern>
        <rule context="i:total" flag="warning">
          <assert id="T" test=". = sum(../i:item)"><name/> (<name path=".."/>) is <value-of select="."/>,
            the items <value-of select="../i:item"/></assert>
          <assert id="F" flag="information" test="false()">[F] always</assert>
        </rule>
      </pattern>`),
  );
  const xml =
    '<x:doc xmlns:x="urn:example:invoice"><x:item>1</x:item><x:item>2</x:item><x:total>4</x:total></x:doc>';
  expect(summary(await findings(name, xml))).toEqual([
    {
      kind: 'assert',
      id: 'T',
      flag: 'warning',
      location: '/x:doc[1]/x:total[1]',
      text: 'x:total (x:doc) is 4,\n            the items 1 2',
    },
    {
      kind: 'assert',
      id: 'F',
      flag: 'information',
      location: '/x:doc[1]/x:total[1]',
      text: '[F] always',
    },
  ]);
});

it('places a finding on its subject when the assert names one', async () => {
  const name = await compile(
    schema(`<pattern><rule context="line">
      <assert id="S" subject="price" test="price &gt;= 0">negative price</assert>
    </rule></pattern>`),
  );
  expect((await findings(name, ORDER)).map((finding) => finding.location)).toEqual([
    '/order[1]/line[2]/price[1]',
  ]);
});

it('refuses a schema with a broken XPath when it is loaded, with the reason', async () => {
  await expect(
    compile(
      schema('<pattern><rule context="line"><assert test="count(">x</assert></rule></pattern>'),
    ),
  ).rejects.toThrow(/^loading .*\.xsl: Expected an expression.*Line#: (?!1;)\d+/);
});

it('resolves include relative to the including file, with its variables and prefixes', async () => {
  const common = `<pattern xmlns="http://purl.oclc.org/dsdl/schematron" xmlns:m="urn:example:math" id="variables">
      <let name="max-lines" value="count(/order/m:line) + 1"/>
    </pattern>`;
  const name = await compile(
    schema(`
      <include href="common-${count + 1}.sch"/>
      <pattern><rule context="order"><assert id="M" test="count(line) &lt;= $max-lines">too many</assert></rule></pattern>`),
    { [`common-${count + 1}.sch`]: common },
  );
  expect((await findings(name, ORDER)).map((finding) => finding.id)).toEqual(['M']);
});

it('copies xsl:function and uses the schema namespace declarations', async () => {
  const name = await compile(
    schema(
      `<xsl:function name="u:twice" as="xs:decimal">
         <xsl:param name="value"/>
         <xsl:sequence select="xs:decimal($value) * 2"/>
       </xsl:function>
       <pattern><rule context="price"><assert id="U" test="u:twice(.) &lt; 5">twice <value-of select="u:twice(.)"/></assert></rule></pattern>`,
      'queryBinding="xslt2" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:u="utils"',
    ),
  );
  expect((await findings(name, ORDER)).map((finding) => finding.text)).toEqual(['twice 10']);
});

it('reports an assert that cannot be evaluated as fatal and still runs the others', async () => {
  const name = await compile(
    schema(
      `
      <pattern><rule context="line">
        <assert id="CAST" flag="warning" test="xs:decimal(@n) &gt; 0">cast</assert>
        <assert id="AFTER" test="false()">after</assert>
      </rule></pattern>`,
      'queryBinding="xslt2" xmlns:xs="http://www.w3.org/2001/XMLSchema"',
    ),
  );
  const found = await findings(name, '<order><line n="one"/></order>');
  expect(summary(found)).toEqual([
    {
      kind: 'assert',
      id: 'CAST',
      flag: 'fatal',
      location: '/order[1]/line[1]',
      text: expect.stringMatching(/^The rule could not be evaluated: .*one/),
    },
    { kind: 'assert', id: 'AFTER', flag: 'fatal', location: '/order[1]/line[1]', text: 'after' },
  ]);
});

it.each([
  [
    'an abstract pattern',
    schema('<pattern abstract="true" id="p"><rule context="a"/></pattern>'),
    /unsupported: pattern/,
  ],
  [
    'a rule without context',
    schema('<pattern><rule><assert test="true()">x</assert></rule></pattern>'),
    /a rule without context/,
  ],
  [
    'a foreign query binding',
    schema('<pattern/>', 'queryBinding="exslt"'),
    /unsupported queryBinding exslt/,
  ],
  ['a document that is no schema', '<schema/>', /not an ISO Schematron schema/],
])('refuses %s with a message', async (_what, schematron, message) => {
  await expect(compile(schematron)).rejects.toThrow(message);
});

it('gives up a request that takes too long and ends the JVM', async () => {
  const slow = await SaxonProcess.start({ ...settings, startTimeoutMs: TIMEOUT_MS });
  try {
    const file = join(dir, 'slow.sch');
    writeFileSync(
      file,
      schema(
        `<pattern><rule context="a"><assert test="sum(for $i in 1 to xs:integer(@n) return $i mod 3) &gt; 0">slow</assert></rule></pattern>`,
        'queryBinding="xslt2" xmlns:xs="http://www.w3.org/2001/XMLSchema"',
      ),
    );
    writeFileSync(join(dir, 'slow.xsl'), await compileSchematron(slow, file, TIMEOUT_MS));
    await loadStylesheet(slow, 'slow', join(dir, 'slow.xsl'), TIMEOUT_MS);
    await expect(runSchematron(slow, ['slow'], '<a n="2000000000"/>', 500)).rejects.toThrow(
      /did not answer validate within 500 ms/,
    );
    // Told only once the JVM is gone.
    expect(slow.alive).toBe(false);
    expect(isProcessAlive(slow.pid!)).toBe(false);
  } finally {
    await slow.kill();
  }
});
