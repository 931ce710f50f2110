import { DOCUMENT_STYLE, letterHeadHtml, type LetterheadView } from './document-layout.template';
import { DOCUMENT_LABELS } from './document-labels';
import { letterLayoutFor } from './letter-geometry';
import { letterheadOf, logoDataUrl } from './letterhead.builder';
import { positionsHtml } from './positions-table.template';
import type { DocumentRow } from './document-rows.view';

const view = (overrides: Partial<LetterheadView> = {}): LetterheadView => ({
  sender: 'Seller AG · Hauptstr. 1 · 10115 Berlin',
  recipientAddress: 'Acme AG\nGrosse Marktgasse 28\n9400 Rorschach',
  letterLayout: 'din-5008-b',
  logo: null,
  wordmark: null,
  ...overrides,
});
const meta = [['Invoice', 'R260001']] as const;
const squeeze = (css: string) => css.replace(/\s+/g, ' ');

describe('letterHeadHtml', () => {
  it('puts fold marks at 105 and 210 mm and the punch mark at 148.5 mm from the page top', () => {
    const html = letterHeadHtml(view(), meta);
    expect(html).toContain('<i class="fold-mark" style="top: 105mm"></i>');
    expect(html).toContain('<i class="fold-mark" style="top: 210mm"></i>');
    expect(html).toContain('<i class="punch-mark" style="top: 148.5mm"></i>');
    // The marks are measured from the page's corner: the frame undoes the first page's top
    // margin and the body's left padding, and the marks sit at the left edge.
    const style = squeeze(DOCUMENT_STYLE);
    expect(style).toContain('@page :first { margin-top: 20mm; }');
    expect(style).toContain('body { padding: 0 20mm 0 25mm; }');
    expect(style).toContain('.letter-frame { position: absolute; top: -20mm; left: -25mm;');
    expect(style).toContain('.page-marks { display: block; left: 0; top: 0; }');
    expect(style).toContain('.page-marks i { position: absolute; left: 4mm; width: 5mm;');
  });

  it('places the DIN 5008 form B address field, info block and logo', () => {
    const html = letterHeadHtml(view(), meta);
    expect(html).toContain('<div class="letterhead din-5008-b">');
    expect(html).toContain('<div class="sender">Seller AG · Hauptstr. 1 · 10115 Berlin</div>');
    expect(html).toContain(
      '<div class="recipient">Acme AG<br>Grosse Marktgasse 28<br>9400 Rorschach</div>',
    );
    const style = squeeze(DOCUMENT_STYLE);
    expect(style).toContain(
      '.letterhead.din-5008-b .address-field { left: 20mm; top: 45mm; width: 85mm; height: 45mm; }',
    );
    expect(style).toContain(
      '.letterhead.din-5008-b .meta { left: 125mm; top: 45mm; width: 65mm; }',
    );
    expect(style).toContain('.letterhead.din-5008-b .logo { left: 145mm; top: 20mm;');
  });

  it('places the Swiss address field on the right and the info block on the left', () => {
    expect(letterHeadHtml(view({ letterLayout: 'ch-right' }), meta)).toContain(
      '<div class="letterhead ch-right">',
    );
    const style = squeeze(DOCUMENT_STYLE);
    expect(style).toContain(
      '.letterhead.ch-right .address-field { left: 118mm; top: 60mm; width: 72mm; height: 45mm; }',
    );
    expect(style).toContain('.letterhead.ch-right .meta { left: 25mm; top: 60mm; width: 80mm; }');
    expect(style).toContain('.letterhead.ch-right .logo { left: 25mm; top: 20mm;');
  });

  it('prints the logo only when there is one', () => {
    expect(letterHeadHtml(view(), meta)).not.toContain('<img');
    expect(letterHeadHtml(view({ logo: 'data:image/png;base64,AAAA' }), meta)).toContain(
      '<div class="logo"><img src="data:image/png;base64,AAAA" alt=""></div>',
    );
  });

  it('sets the seller name in the logo place without a logo and a letter paper', () => {
    const account = {
      name: 'Seller',
      legalName: 'Seller & Co. AG',
      address: null,
      countryCode: 'DE',
      logoFile: null,
    };
    const plain = letterheadOf(account, null);
    expect(plain.wordmark).toBe('Seller & Co. AG');
    expect(letterHeadHtml({ ...plain, recipientAddress: 'Acme' }, meta)).toContain(
      '<div class="logo wordmark">Seller &amp; Co. AG</div>',
    );
    expect(letterheadOf(account, '<header>Seller</header>').wordmark).toBeNull();
    const png = { contentType: 'image/png', data: new Uint8Array([1]) };
    expect(letterheadOf({ ...account, logoFile: png }, null)).toMatchObject({
      logo: 'data:image/png;base64,AQ==',
      wordmark: null,
    });
  });
});

describe('letterLayoutFor', () => {
  it('gives Swiss accounts the window on the right, everyone else DIN 5008 form B', () => {
    expect(letterLayoutFor('CH')).toBe('ch-right');
    expect(letterLayoutFor('ch')).toBe('ch-right');
    expect(letterLayoutFor('DE')).toBe('din-5008-b');
    expect(letterLayoutFor('AT')).toBe('din-5008-b');
  });
});

describe('logoDataUrl', () => {
  const png = { contentType: 'image/png', data: new Uint8Array([1, 2, 3]) };

  it('inlines PNG and SVG logos and nothing else', () => {
    expect(logoDataUrl(png, null)).toBe('data:image/png;base64,AQID');
    expect(logoDataUrl({ ...png, contentType: 'image/svg+xml' }, null)).toBe(
      'data:image/svg+xml;base64,AQID',
    );
    expect(logoDataUrl({ ...png, contentType: 'image/gif' }, null)).toBeNull();
    expect(logoDataUrl(null, null)).toBeNull();
  });

  it('leaves the logo to a letter paper with its own picture', () => {
    expect(logoDataUrl(png, '<img src="data:image/png;base64,AA">')).toBeNull();
    expect(logoDataUrl(png, '<svg viewBox="0 0 1 1"></svg>')).toBeNull();
    expect(logoDataUrl(png, '<div style="background: url(data:x)"></div>')).toBeNull();
    expect(logoDataUrl(png, '<header>Seller AG</header>')).toBe('data:image/png;base64,AQID');
  });
});

describe('positionsHtml', () => {
  const item = (title: string): DocumentRow => ({
    type: 'item',
    title,
    descriptionHtml: null,
    quantity: '1',
    unit: 'h',
    unitPrice: '10.00',
    total: '10.00',
    optional: false,
  });
  const pageBreak: DocumentRow = { type: 'page-break' };
  const tables = (html: string) => html.match(/<table class="[^"]*"/g);

  it('aligns the number headings right and gives every column a class', () => {
    const html = positionsHtml([item('A')], true, DOCUMENT_LABELS.en);
    expect(html).toContain(
      '<colgroup><col class="col-text"><col class="col-quantity"><col class="col-unit"><col class="col-unit-price"><col class="col-total"></colgroup>',
    );
    expect(html).toMatch(
      /<th class="quantity num">.*<th class="unit">.*<th class="unit-price num">.*<th class="total num">/,
    );
    expect(positionsHtml([item('A')], false, DOCUMENT_LABELS.en)).toContain(
      '<colgroup><col class="col-text"><col class="col-total"></colgroup>',
    );
    expect(squeeze(DOCUMENT_STYLE)).toContain('table.positions { table-layout: fixed; }');
  });

  it('starts a new table on a new page at a page break', () => {
    expect(
      tables(positionsHtml([item('A'), pageBreak, item('B')], true, DOCUMENT_LABELS.en)),
    ).toEqual(['<table class="positions"', '<table class="positions page-break"']);
  });

  it('prints no empty table for a trailing, repeated or leading page break', () => {
    expect(tables(positionsHtml([item('A'), pageBreak], true, DOCUMENT_LABELS.en))).toEqual([
      '<table class="positions"',
    ]);
    expect(
      tables(positionsHtml([item('A'), pageBreak, pageBreak, item('B')], true, DOCUMENT_LABELS.en)),
    ).toEqual(['<table class="positions"', '<table class="positions page-break"']);
    expect(tables(positionsHtml([pageBreak, item('A')], true, DOCUMENT_LABELS.en))).toEqual([
      '<table class="positions page-break"',
    ]);
    expect(positionsHtml([pageBreak], true, DOCUMENT_LABELS.en)).toBe('');
  });
});
