import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PeppolEnvelopeError, readPeppolEnvelope, validatorSettingsFromEnv } from '../src';

// OpenPEPPOL's own examples, read from the rules folder (never copied here).
const EXAMPLES = join(validatorSettingsFromEnv().rulesDir, 'peppol/examples');
const example = (name: string) => readFileSync(join(EXAMPLES, name), 'utf8');
const BILLING = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1';

describe('readPeppolEnvelope', () => {
  it('reads sender, receiver, document type and process of an invoice', () => {
    expect(readPeppolEnvelope(example('base-example.xml'))).toEqual({
      senderId: 'iso6523-actorid-upis::0088:9482348239847239874',
      receiverId: 'iso6523-actorid-upis::0002:FR23342',
      documentTypeId: `busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##${BILLING}`,
      processId: 'cenbii-procid-ubl::urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
      documentNumber: 'Snippet1',
    });
  });

  it('names the CreditNote document type for a credit note', () => {
    expect(readPeppolEnvelope(example('base-creditnote-correction.xml')).documentTypeId).toBe(
      `busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2::CreditNote##${BILLING}`,
    );
  });

  it.each([
    [
      'a missing seller endpoint',
      /<cbc:EndpointID schemeID="0088">[^<]*<\/cbc:EndpointID>/,
      '',
      'seller has no EndpointID',
    ],
    ['an endpoint without scheme', 'schemeID="0002"', '', 'buyer has no EndpointID'],
    ['no ProfileID', /<cbc:ProfileID>[^<]*<\/cbc:ProfileID>/, '', 'no ProfileID'],
    ['a DTD', '<?xml version="1.0" encoding="UTF-8"?>', '<?xml version="1.0"?><!DOCTYPE x>', 'DTD'],
  ])('refuses %s, saying what is missing', (_name, search, to, message) => {
    const xml = example('base-example.xml').replace(search, to);
    expect(() => readPeppolEnvelope(xml)).toThrow(PeppolEnvelopeError);
    expect(() => readPeppolEnvelope(xml)).toThrow(message);
  });

  it('refuses a CII document', () => {
    const cii =
      '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>';
    expect(() => readPeppolEnvelope(cii)).toThrow('no UBL Invoice or CreditNote');
  });
});
