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

  it('leaves nothing executable from known XSS vectors', () => {
    const vectors = [
      '<img src=x onerror=alert(1)>',
      '<svg onload=alert(1)>',
      '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
      '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>',
      '<a href=" \u0001javascript:alert(1)">x</a>',
      '<a href="vbscript:msgbox(1)">x</a>',
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
      '<a href="//evil.example/x">x</a>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<template><script>alert(1)</script></template>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<p style="background:url(javascript:alert(1))">x</p>',
      '<b onmouseover=`alert(1)`>x</b>',
      '<scr<script>ipt>alert(1)</script>',
      '<!--><img src=x onerror=alert(1)>-->',
      '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
      '<form action="javascript:alert(1)"><button>x</button></form>',
      '<p><b>unclosed <i>tags',
    ];
    for (const vector of vectors) {
      const output = sanitizeRichText(vector);
      expect(output).not.toMatch(/<(?!\/?(p|br|b|strong|i|em|u|ul|ol|li|a|span)\b)[a-z!/]/i);
      expect(output).not.toMatch(/\son\w+\s*=|style\s*=|src\s*=|(java|vb)script:|data:/i);
      expect(output).not.toMatch(/href="(?!https?:|mailto:)/i);
    }
  });

  it('closes what the client left open', () => {
    expect(sanitizeRichText('<p><b>unclosed <i>tags')).toBe('<p><b>unclosed <i>tags</i></b></p>');
  });

  it('escapes a bare ampersand, so what it stores is well-formed HTML that renders the same', () => {
    expect(sanitizeRichText('Müller & Co')).toBe('Müller &amp; Co');
    expect(sanitizeRichText('Müller &amp; Co')).toBe('Müller &amp; Co');
  });
});
