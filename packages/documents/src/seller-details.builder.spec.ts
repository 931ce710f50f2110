import {
  groupedIban,
  sellerView,
  taxExemptionNotice,
  type SellerAccount,
} from './seller-details.builder';
import { SELLER_FOOTER_LABELS } from './seller-footer.labels';
import { sellerFooterHtml } from './seller-footer.template';

const account: SellerAccount = {
  name: 'Muster',
  legalName: 'Muster GmbH',
  street: 'Hauptstr. 1',
  zip: '10115',
  city: 'Berlin',
  countryCode: 'DE',
  phone: '+49 30 1234567',
  email: 'info@muster.example',
  website: 'www.muster.example',
  vatIdentifier: 'DE123456789',
  taxNumber: null,
  commercialRegister: 'HRB 12345 B',
  registerCourt: 'Amtsgericht Charlottenburg',
  managingDirectors: ['Anna Muster', ' '],
  bankName: 'Berliner Sparkasse',
  iban: 'de89370400440532013000',
  bic: 'COBADEFFXXX',
  locale: 'de-DE',
};

describe('sellerView', () => {
  it('prints each set field once, in the account language', () => {
    expect(sellerView(account, 'de')).toEqual({
      footerLeft: [
        'Muster GmbH',
        'Hauptstr. 1',
        '10115 Berlin · Deutschland',
        'Tel. +49 30 1234567',
        'E-Mail info@muster.example',
        'www.muster.example',
      ],
      footerCenter: [
        'USt-IdNr. DE123456789',
        'Amtsgericht Charlottenburg · HRB 12345 B',
        'Geschäftsführung: Anna Muster',
      ],
      footerRight: ['Berliner Sparkasse', 'IBAN DE89 3704 0044 0532 0130 00', 'BIC COBADEFFXXX'],
    });
  });

  it('writes English for a customer who asks for it, and the Swiss VAT number’s name', () => {
    const swiss = { ...account, countryCode: 'CH', locale: 'fr-CH' };
    expect(sellerView(swiss, 'fr').footerCenter[0]).toBe('N° TVA DE123456789');
    expect(sellerView(swiss, 'en').footerLeft[2]).toBe('10115 Berlin · Switzerland');
    expect(sellerView(swiss, 'de').footerCenter[0]).toBe('MWST-Nr. DE123456789');
  });

  it('leaves out lines without a field and falls back to the name', () => {
    const bare = {
      ...account,
      legalName: null,
      street: null,
      zip: null,
      city: null,
      phone: null,
      email: null,
      website: null,
      vatIdentifier: null,
      commercialRegister: null,
      registerCourt: null,
      managingDirectors: [],
      bankName: null,
      iban: null,
      bic: null,
    };
    expect(sellerView(bare, 'de')).toEqual({
      footerLeft: ['Muster', 'Deutschland'],
      footerCenter: [],
      footerRight: [],
    });
  });
});

describe('taxExemptionNotice', () => {
  const notice = (vatKind: 'tax' | 'reverse_charge' | 'intra_eu', own: string | null) =>
    taxExemptionNotice({
      vatKind,
      vatCodeNotice: own,
      account,
      customerVatIdentifier: 'ATU12345678',
      language: 'de',
    });

  it('adds both VAT IDs to the VAT code’s notice, else to the standard one', () => {
    const ids = 'USt-IdNr. des Leistungsempfängers: ATU12345678 · Unsere USt-IdNr.: DE123456789';
    expect(notice('intra_eu', 'Steuerfrei nach § 4 Nr. 1b UStG.')).toBe(
      `Steuerfrei nach § 4 Nr. 1b UStG.\n${ids}`,
    );
    expect(notice('reverse_charge', ' ')).toBe(
      `${SELLER_FOOTER_LABELS.de.reverseChargeNotice}\n${ids}`,
    );
    expect(notice('tax', 'ignored')).toBeNull();
  });
});

describe('SELLER_FOOTER_LABELS', () => {
  it('has every text, none empty, in every document language', () => {
    const keys = Object.keys(SELLER_FOOTER_LABELS.de).sort();
    for (const labels of Object.values(SELLER_FOOTER_LABELS)) {
      expect(Object.keys(labels).sort()).toEqual(keys);
      for (const label of Object.values(labels)) expect(label.trim()).not.toBe('');
    }
    expect(Object.keys(SELLER_FOOTER_LABELS).sort()).toEqual(['de', 'en', 'fr', 'it']);
  });
});

describe('groupedIban', () => {
  it('groups by four as banks print it', () => {
    expect(groupedIban('CH93 0076 2011 6238 5295 7')).toBe('CH93 0076 2011 6238 5295 7');
    expect(groupedIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});

describe('sellerFooterHtml', () => {
  it('escapes what could end the CSS string or the style element', () => {
    const html = sellerFooterHtml({
      footerLeft: ['A "B" \\ </style><script>x</script>'],
      footerCenter: ['HRB 1'],
      footerRight: ['Ü · ß', 'IBAN'],
    });
    expect(html).not.toMatch(/<\/style>.*<\/style>/s);
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      'content: "A \\22 B\\22  \\5c  \\3c /style\\3e \\3c script\\3e x\\3c /script\\3e "',
    );
    // Lines are separated by an escaped line feed, which `white-space: pre-wrap` keeps.
    expect(html).toContain('@bottom-right { content: "Ü · ß\\a IBAN"; }');
    expect(html).toContain('@bottom-center { content: "HRB 1"; }');
  });

  it('prints nothing when no line is set', () => {
    expect(sellerFooterHtml({ footerLeft: [], footerCenter: [], footerRight: [] })).toBe('');
  });
});
