import { calculateDocumentTotals } from './document-totals.calculator.js';
import {
  INVOICE_PLACEHOLDERS,
  OFFER_PLACEHOLDERS,
  escapeHtmlText,
  moneyPlaceholderValues,
  substitutePlaceholders,
  substitutePlainPlaceholders,
} from './placeholder.substitution.js';

describe('substitutePlaceholders', () => {
  it('replaces known placeholders and leaves unknown ones', () => {
    expect(
      substitutePlaceholders('Dear {salutation}, total {gross_total} {currency}', {
        salutation: 'Ms Doe',
        gross_total: '1944.00',
      }),
    ).toBe('Dear Ms Doe, total 1944.00 {currency}');
  });

  it('escapes HTML in values and turns line breaks into <br>', () => {
    expect(
      substitutePlaceholders('<p>{recipient}</p>', {
        recipient: 'A & B <GmbH>\r\nMain St. "1"\nBern',
      }),
    ).toBe('<p>A &amp; B &lt;GmbH&gt;<br>Main St. &quot;1&quot;<br>Bern</p>');
  });

  it('inserts trusted HTML values untouched', () => {
    expect(
      substitutePlaceholders('{signature_image}', {
        signature_image: { html: '<img src="s.png">' },
      }),
    ).toBe('<img src="s.png">');
  });

  it('restricts substitution to an allowed list when given', () => {
    const values = { invoice_due_days: '30', cash_discount: '2' };
    expect(
      substitutePlaceholders('{invoice_due_days}/{cash_discount}', values, OFFER_PLACEHOLDERS),
    ).toBe('30/{cash_discount}');
    expect(
      substitutePlaceholders('{invoice_due_days}/{cash_discount}', values, INVOICE_PLACEHOLDERS),
    ).toBe('{invoice_due_days}/2');
  });

  it('does not substitute inside inserted values', () => {
    expect(
      substitutePlaceholders('{title}', { title: '{identifier}', identifier: 'A260001' }),
    ).toBe('{identifier}');
  });

  it('ignores inherited object properties and undefined values', () => {
    expect(substitutePlaceholders('{constructor}{toString}{me}', { me: undefined })).toBe(
      '{constructor}{toString}{me}',
    );
  });

  it('replaces every occurrence', () => {
    expect(substitutePlaceholders('{me} and {me}', { me: 'Jo' })).toBe('Jo and Jo');
  });
});

describe('substitutePlainPlaceholders', () => {
  it('inserts values verbatim and leaves out HTML values', () => {
    expect(
      substitutePlainPlaceholders('Offer {identifier} for {recipient}{signatur_image}', {
        identifier: 'A260001',
        recipient: 'Muster & Co <AG>\nBern',
        signatur_image: { html: '<img src="x">' },
      }),
    ).toBe('Offer A260001 for Muster & Co <AG>\nBern');
  });

  it('keeps unknown, disallowed and nested placeholders as written', () => {
    const values = { title: '{identifier}', identifier: 'A260001', cash_discount: '2' };
    expect(
      substitutePlainPlaceholders('{title} {cash_discount} {nope}', values, OFFER_PLACEHOLDERS),
    ).toBe('{identifier} {cash_discount} {nope}');
  });
});

describe('placeholder lists', () => {
  it('follow the interface, including its two spellings of the signature image', () => {
    expect(OFFER_PLACEHOLDERS).toHaveLength(25);
    expect(INVOICE_PLACEHOLDERS).toHaveLength(27);
    expect(OFFER_PLACEHOLDERS).toContain('signatur_image');
    expect(OFFER_PLACEHOLDERS).toContain('customer_approval_link');
    expect(INVOICE_PLACEHOLDERS).toContain('signature_image');
    expect(INVOICE_PLACEHOLDERS).toContain('gross_total_with_cash_discount');
    expect(INVOICE_PLACEHOLDERS).not.toContain('net_total_plus_options');
  });
});

describe('escapeHtmlText', () => {
  it('escapes & < > " \' and line breaks', () => {
    expect(escapeHtmlText(`a&b<c>"d"'e'\nf`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&#39;e&#39;<br>f');
  });
});

describe('moneyPlaceholderValues', () => {
  it('formats every money variable with the minor-unit digits', () => {
    const totals = calculateDocumentTotals({
      currency: 'EUR',
      tax: 21.5,
      discount: 20,
      cash_discount: 2,
      items: [
        { type: 'item', net_total: 2000 },
        { type: 'item', net_total: 100, optional: true },
      ],
    });
    expect(moneyPlaceholderValues(totals, 'EUR')).toEqual({
      net_total: '1600.00',
      net_total_plus_options: '1680.00',
      tax: '344.00',
      gross_total: '1944.00',
      cash_discount_total: '38.88',
      gross_total_with_cash_discount: '1905.12',
    });
  });

  it('uses no decimals for JPY', () => {
    const totals = calculateDocumentTotals({
      currency: 'JPY',
      tax: 10,
      items: [{ type: 'item', net_total: 1000 }],
    });
    expect(moneyPlaceholderValues(totals, 'JPY').gross_total).toBe('1100');
  });
});
