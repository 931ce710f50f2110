import { checkSepaCreditTransfer } from './pain001.checker';
import type { SepaCheckOptions } from './pain001.checker';
import type { SepaCreditTransferInput } from './pain001.types';
import { writePain001 } from './pain001.writer';
import type { SepaRule } from './sepa-rules';

const INPUT: SepaCreditTransferInput = {
  messageId: 'PAIN001-3-20261208101500',
  createdAt: new Date('2026-12-08T10:15:00Z'),
  executionDate: '2026-12-10',
  debtor: { name: 'Faktura Demo GmbH', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
  transfers: [
    {
      endToEndId: 'E260001-3',
      amount: '100.10',
      currency: 'EUR',
      creditor: { name: 'Lieferant Eins', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
      remittance: 'RE-1',
    },
    {
      endToEndId: 'E260002-3',
      amount: '20.00',
      currency: 'EUR',
      creditor: { name: 'Lieferant Zwei', iban: 'AT611904300234573201' },
      remittance: 'RE-2',
    },
  ],
};
const XML = writePain001(INPUT);
const TODAY = { today: '2026-12-08' };

function rulesOf(xml: string, today: SepaCheckOptions = TODAY): SepaRule[] {
  return checkSepaCreditTransfer(xml, today).map((violation) => violation.rule);
}

describe('checkSepaCreditTransfer', () => {
  it('finds nothing wrong with a file Faktura wrote, nor with its input', () => {
    expect(checkSepaCreditTransfer(XML, TODAY)).toEqual([]);
    expect(checkSepaCreditTransfer(INPUT, TODAY)).toEqual([]);
  });

  it.each<[string, (xml: string) => string, SepaRule, string]>([
    [
      'characters outside the EPC set',
      (xml) => xml.replace('<Nm>Lieferant Eins</Nm>', '<Nm>Lieferant Äins</Nm>'),
      'character_set',
      'PmtInf[0].CdtTrfTxInf[0].Cdtr.Nm',
    ],
    [
      'a name over 70 characters',
      (xml) => xml.replace('<Nm>Lieferant Eins</Nm>', `<Nm>${'L'.repeat(71)}</Nm>`),
      'length',
      'PmtInf[0].CdtTrfTxInf[0].Cdtr.Nm',
    ],
    [
      'a remittance over 140 characters',
      (xml) => xml.replace('<Ustrd>RE-2</Ustrd>', `<Ustrd>${'R'.repeat(141)}</Ustrd>`),
      'length',
      'PmtInf[0].CdtTrfTxInf[1].RmtInf.Ustrd',
    ],
    [
      'a control sum that is not the sum of the amounts',
      (xml) => xml.replace('<CtrlSum>120.10</CtrlSum>', '<CtrlSum>120.00</CtrlSum>'),
      'control_sum',
      'GrpHdr.CtrlSum',
    ],
    [
      'a wrong number of transactions',
      (xml) => xml.replace(/<NbOfTxs>2<\/NbOfTxs>(?![\s\S]*<NbOfTxs>)/, '<NbOfTxs>3</NbOfTxs>'),
      'transaction_count',
      'PmtInf[0].NbOfTxs',
    ],
    [
      'an amount with three decimals',
      (xml) => xml.replace('>20.00<', '>20.005<'),
      'amount',
      'PmtInf[0].CdtTrfTxInf[1].Amt.InstdAmt',
    ],
    [
      'an amount of zero',
      (xml) => xml.replace('>20.00<', '>0.00<'),
      'amount',
      'PmtInf[0].CdtTrfTxInf[1].Amt.InstdAmt',
    ],
    [
      'an amount over 999999999.99',
      (xml) => xml.replace('>20.00<', '>1000000000.00<'),
      'amount',
      'PmtInf[0].CdtTrfTxInf[1].Amt.InstdAmt',
    ],
    [
      'another currency',
      (xml) => xml.replace('Ccy="EUR">20.00', 'Ccy="CHF">20.00'),
      'currency',
      'PmtInf[0].CdtTrfTxInf[1].Amt.InstdAmt',
    ],
    [
      'an IBAN with wrong check digits',
      (xml) => xml.replace('AT611904300234573201', 'AT621904300234573201'),
      'iban',
      'PmtInf[0].CdtTrfTxInf[1].CdtrAcct.Id.IBAN',
    ],
    [
      'an invalid BIC',
      (xml) => xml.replace('COBADEFFXXX', 'COBA1EFF'),
      'bic',
      'PmtInf[0].CdtTrfTxInf[0].CdtrAgt.FinInstnId',
    ],
    [
      'an end-to-end id with a space',
      (xml) => xml.replace('E260001-3', 'E260001 3'),
      'identifier',
      'PmtInf[0].CdtTrfTxInf[0].PmtId.EndToEndId',
    ],
    [
      'a repeated end-to-end id',
      (xml) => xml.replace('E260002-3', 'E260001-3'),
      'identifier',
      'CdtTrfTxInf.PmtId.EndToEndId[1]',
    ],
    [
      'another service level',
      (xml) => xml.replace('<Cd>SEPA</Cd>', '<Cd>URGP</Cd>'),
      'structure',
      'PmtInf[0].PmtTpInf',
    ],
    [
      'an impossible execution date',
      (xml) => xml.replace('2026-12-10', '2026-02-30'),
      'execution_date',
      'PmtInf[0].ReqdExctnDt',
    ],
  ])('catches %s', (_name, mutate, rule, path) => {
    const violations = checkSepaCreditTransfer(mutate(XML), TODAY);
    expect(violations).toContainEqual(expect.objectContaining({ rule, path }));
  });

  it('catches an execution date in the past, by default the file’s creation date', () => {
    expect(rulesOf(XML, { today: '2026-12-11' })).toEqual(['execution_date']);
    expect(rulesOf(XML.replace('2026-12-10', '2026-12-07'), {})).toEqual(['execution_date']);
  });

  it('checks the input as it would be written', () => {
    const violations = checkSepaCreditTransfer(
      {
        ...INPUT,
        messageId: 'way too long for a message id of a SEPA file',
        transfers: [{ ...INPUT.transfers[0], amount: 0, creditor: { name: '✓', iban: 'DE00' } }],
      },
      TODAY,
    );
    expect(violations.map((violation) => violation.rule).sort()).toEqual([
      'amount',
      'iban',
      'identifier',
      'identifier',
      'length',
    ]);
  });

  it('refuses a file with a DTD', () => {
    const withDtd = XML.replace('<Document', '<!DOCTYPE d [<!ENTITY e "x">]>\n<Document');
    expect(() => checkSepaCreditTransfer(withDtd, TODAY)).toThrow(/DTD/);
  });
});
