import { sanitizeOptionalRichText, sanitizeRichText } from './rich-text.sanitizer';

describe('sanitizeRichText', () => {
  it('keeps the allowed tags and plain text with placeholders', () => {
    const html =
      '<p>Dear {salutation},<br>see <b>this</b> <strong>and</strong> <i>that</i> <em>x</em> <u>y</u></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><span>z</span>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('normalises tag case and self-closing breaks', () => {
    expect(sanitizeRichText('<P>a<BR/>b<br />c</P>')).toBe('<p>a<br>b<br>c</p>');
  });

  it('drops script and style elements with their content', () => {
    expect(sanitizeRichText('a<script>alert(1)</script>b<STYLE>p{}</STYLE >c')).toBe('abc');
    expect(sanitizeRichText('a<script>alert(1)')).toBe('a');
    expect(sanitizeRichText('<svg><script>x</script></svg>ok')).toBe('ok');
  });

  it('drops other tags but keeps their text', () => {
    expect(
      sanitizeRichText('<div class="x"><h1>Title</h1><img src=x onerror=alert(1)></div>'),
    ).toBe('Title');
  });

  it('drops every attribute except a safe href', () => {
    expect(sanitizeRichText('<p onclick="x()" style="color:red">t</p>')).toBe('<p>t</p>');
    expect(sanitizeRichText('<span onmouseover=alert(1)>t</span>')).toBe('<span>t</span>');
    expect(sanitizeRichText('<a href="https://example.com/?a=1&amp;b=2" onclick="x">l</a>')).toBe(
      '<a href="https://example.com/?a=1&amp;b=2">l</a>',
    );
    expect(sanitizeRichText("<a href='mailto:a@example.com'>m</a>")).toBe(
      '<a href="mailto:a@example.com">m</a>',
    );
    expect(sanitizeRichText('<a href=http://example.com>h</a>')).toBe(
      '<a href="http://example.com">h</a>',
    );
  });

  it('removes javascript and data links, also when obfuscated', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x61;script:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      '/relative',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('removes comments and declarations and escapes stray brackets', () => {
    expect(sanitizeRichText('a<!-- <script>x</script> -->b<!DOCTYPE html>c')).toBe('abc');
    expect(sanitizeRichText('1 < 2 and 3 > 2')).toBe('1 &lt; 2 and 3 &gt; 2');
    expect(sanitizeRichText('<<script>x</script>p>')).toBe('&lt;p&gt;');
  });

  it('keeps a quoted > inside an attribute from ending the tag', () => {
    expect(sanitizeRichText('<a title="a>b" href="https://x.example">x</a>')).toBe(
      '<a href="https://x.example">x</a>',
    );
  });

  it('passes null and undefined through', () => {
    expect(sanitizeOptionalRichText(null)).toBeNull();
    expect(sanitizeOptionalRichText(undefined)).toBeUndefined();
    expect(sanitizeOptionalRichText('<b onclick="x">b</b>')).toBe('<b>b</b>');
  });
});
