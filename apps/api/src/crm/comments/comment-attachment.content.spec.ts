import { FieldErrorCollector } from '@faktura/domain';
import { attachmentChange } from './comment-attachment.change';
import { decodeCommentAttachment } from './comment-attachment.content';

const base64 = (data: string | number[]) =>
  (typeof data === 'string' ? Buffer.from(data) : Buffer.from(data)).toString('base64');

describe('decodeCommentAttachment', () => {
  it.each([
    ['%PDF-1.7', 'application/pdf', 'attachment.pdf'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'image/png', 'attachment.png'],
    [[0xff, 0xd8, 0xff, 0xe0], 'image/jpeg', 'attachment.jpg'],
    ['GIF89a', 'image/gif', 'attachment.gif'],
    ['RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'image/webp', 'attachment.webp'],
    ['Grüße\tund\r\nZeilen', 'text/plain; charset=utf-8', 'attachment.txt'],
  ])('tells %j by its bytes', (data, contentType, filename) => {
    expect(decodeCommentAttachment(base64(data), undefined)).toMatchObject({
      contentType,
      filename,
    });
  });

  it.each([
    ['markup with a NUL', '<svg onload=alert(1)>\u0000'],
    ['invalid UTF-8', [0xc3, 0x28]],
    ['a control character', 'bell\u0007'],
    ['nothing', ''],
  ])('refuses %s on attachment_content', (_, data) => {
    expect(() => decodeCommentAttachment(base64(data), 'x.txt')).toThrow(
      expect.objectContaining({ fieldErrors: { attachment_content: [expect.any(String)] } }),
    );
  });

  it('keeps only the file’s own name of a path', () => {
    expect(decodeCommentAttachment(base64('x'), ' C:\\tmp/notes.txt ').filename).toBe('notes.txt');
  });
});

describe('attachmentChange', () => {
  const change = (hasAttachment: boolean, input: object) => {
    const errors = new FieldErrorCollector();
    const result = attachmentChange(hasAttachment, input, errors);
    let problems: unknown = {};
    try {
      errors.throwIfAny();
    } catch (error) {
      problems = (error as { fieldErrors: unknown }).fieldErrors;
    }
    return { result, problems };
  };

  it('leaves the attachment alone when the body names none', () => {
    expect(change(true, {})).toEqual({ result: {}, problems: {} });
  });

  it('replaces, removes or renames it', () => {
    expect(change(true, { attachment_content: base64('x') }).result.file).toMatchObject({
      filename: 'attachment.txt',
    });
    expect(change(true, { attachment_content: null })).toEqual({
      result: { file: null },
      problems: {},
    });
    expect(change(true, { attachment_filename: 'b.txt' })).toEqual({
      result: { rename: 'b.txt' },
      problems: {},
    });
  });

  it('names the field of a change that cannot be made', () => {
    expect(change(false, { attachment_filename: 'b.txt' }).problems).toEqual({
      attachment_content: ['must be sent with attachment_filename'],
    });
    expect(
      change(true, { attachment_filename: 'b.txt', attachment_content: null }).problems,
    ).toEqual({
      attachment_filename: ['cannot name an attachment that is removed'],
    });
    expect(change(true, { attachment_filename: '/' }).problems).toEqual({
      attachment_filename: ['must name a file'],
    });
  });
});
