import { isDocumentAttachment } from './attachment-kinds';

describe('isDocumentAttachment', () => {
  it('takes PDFs, XML, images and ZIPs by type, or by name when the type says nothing', () => {
    expect(isDocumentAttachment('application/pdf', null)).toBe(true);
    expect(isDocumentAttachment('text/xml; charset=utf-8', 'x.xml')).toBe(true);
    expect(isDocumentAttachment('image/jpeg', null)).toBe(true);
    expect(isDocumentAttachment('application/zip', 'all.zip')).toBe(true);
    expect(isDocumentAttachment('application/octet-stream', 'Rechnung.PDF')).toBe(true);
  });

  it('leaves out signatures, calendar entries, business cards and SVG', () => {
    expect(isDocumentAttachment('application/pgp-signature', 'signature.asc')).toBe(false);
    expect(isDocumentAttachment('application/pkcs7-signature', 'smime.p7s')).toBe(false);
    expect(isDocumentAttachment('text/calendar', 'invite.ics')).toBe(false);
    expect(isDocumentAttachment('text/vcard', 'card.vcf')).toBe(false);
    expect(isDocumentAttachment('image/svg+xml', 'logo.svg')).toBe(false);
    expect(isDocumentAttachment('application/octet-stream', null)).toBe(false);
  });
});
