import { isDocumentAttachment } from './attachment-kinds';

describe('isDocumentAttachment', () => {
  it('takes PDFs, XML, images, archives and anything unknown: the importer judges the bytes', () => {
    expect(isDocumentAttachment('application/pdf', null)).toBe(true);
    expect(isDocumentAttachment('text/xml; charset=utf-8', 'x.xml')).toBe(true);
    expect(isDocumentAttachment('image/jpeg', null)).toBe(true);
    expect(isDocumentAttachment('application/zip', 'all.zip')).toBe(true);
    expect(isDocumentAttachment('application/octet-stream', 'Rechnung.dat')).toBe(true);
  });

  it('leaves out signatures, calendar entries, business cards and text parts', () => {
    expect(isDocumentAttachment('application/pgp-signature', 'signature.asc')).toBe(false);
    expect(isDocumentAttachment('application/pkcs7-signature', 'smime.p7s')).toBe(false);
    expect(isDocumentAttachment('text/calendar', 'invite.ics')).toBe(false);
    expect(isDocumentAttachment('text/vcard', 'card.vcf')).toBe(false);
    expect(isDocumentAttachment('text/html', 'ATT00001.htm')).toBe(false);
    expect(isDocumentAttachment('application/octet-stream', 'smime.p7s')).toBe(false);
  });
});
