import fc from 'fast-check';
import { MAX_LOGO_BYTES, checkLogoImage } from './logo-image.check.js';

const bytes = (text: string) => new TextEncoder().encode(text);
// The first 33 bytes of every PNG: signature and the IHDR chunk of a 1x1 image.
const PNG_HEAD = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

describe('checkLogoImage', () => {
  it('recognises a PNG by its signature and IHDR chunk', () => {
    expect(checkLogoImage(PNG_HEAD)).toEqual({ ok: true, contentType: 'image/png' });
  });

  it.each([
    ['a bare root element', SVG],
    ['an XML declaration', `<?xml version="1.0" encoding="UTF-8"?>\n${SVG}`],
    ['a byte order mark and blank lines', `\uFEFF\n\n${SVG}\n`],
    [
      'a comment and a DOCTYPE',
      `<?xml version="1.0"?><!-- Inkscape --><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${SVG}`,
    ],
    ['a self-closing root', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
  ])('recognises an SVG with %s', (_case, text) => {
    expect(checkLogoImage(bytes(text))).toEqual({ ok: true, contentType: 'image/svg+xml' });
  });

  it.each([
    ['a JPEG', Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46])],
    ['a PDF', bytes('%PDF-1.7\n')],
    ['a PNG signature without IHDR', PNG_HEAD.slice(0, 12)],
    ['HTML', bytes('<html><body><svg></svg></body></html>')],
    ['text before the root', bytes(`hello ${SVG}`)],
    ['an unfinished SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><rect/>')],
    ['invalid UTF-8', Uint8Array.from([0x3c, 0x73, 0x76, 0x67, 0x20, 0xc3, 0x28, 0x3e])],
    ['an element named like svg', bytes('<svgx></svgx>')],
    ['nothing', new Uint8Array(0)],
  ])('refuses %s', (_case, data) => {
    expect(checkLogoImage(data)).toEqual({ ok: false, problem: 'not_png_or_svg' });
  });

  it.each([
    ['a script element', '<svg><script>alert(1)</script></svg>'],
    ['a SCRIPT element with spaces', '<svg>< SCRIPT src="x.js"/></svg>'],
    ['an event handler', '<svg onload="alert(1)"></svg>'],
    ['an event handler after a quote', '<svg><rect width="1"onclick="x()"/></svg>'],
    ['a javascript: link', '<svg><a href="javascript:alert(1)"><rect/></a></svg>'],
    ['embedded HTML', '<svg><foreignObject><div/></foreignObject></svg>'],
    ['an entity declaration', '<svg><!ENTITY x "y"></svg>'],
  ])('refuses an SVG with %s', (_case, text) => {
    expect(checkLogoImage(bytes(text))).toEqual({ ok: false, problem: 'unsafe_svg' });
  });

  it('refuses a DOCTYPE with an internal subset as not an SVG', () => {
    const text = `<!DOCTYPE svg [<!ENTITY a "b">]>${SVG}`;
    expect(checkLogoImage(bytes(text)).ok).toBe(false);
  });

  it('refuses more than 1 MiB, and accepts exactly 1 MiB', () => {
    const exact = new Uint8Array(MAX_LOGO_BYTES);
    exact.set(PNG_HEAD);
    expect(checkLogoImage(exact).ok).toBe(true);
    const over = new Uint8Array(MAX_LOGO_BYTES + 1);
    over.set(PNG_HEAD);
    expect(checkLogoImage(over)).toEqual({ ok: false, problem: 'too_large' });
  });

  it('takes anything after a PNG head for a PNG', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (rest) => {
        const data = new Uint8Array(PNG_HEAD.length + rest.length);
        data.set(PNG_HEAD);
        data.set(rest, PNG_HEAD.length);
        expect(checkLogoImage(data)).toEqual({ ok: true, contentType: 'image/png' });
      }),
    );
  });

  it('never accepts bytes that neither start like a PNG nor mention <svg', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (data) => {
        fc.pre(!new TextDecoder().decode(data).toLowerCase().includes('<svg') && data[0] !== 0x89);
        expect(checkLogoImage(data).ok).toBe(false);
      }),
    );
  });

  it('refuses every SVG that holds a script element or an on* attribute anywhere', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('<script>x()</script>', ' onmouseover="x()"', '<Script/>', ' ONLOAD = "x"'),
        fc.nat(),
        (active, at) => {
          const inner = '<g><rect width="1" height="1"/></g>';
          const position = at % (inner.length + 1);
          const text = `<svg>${inner.slice(0, position)}${active}${inner.slice(position)}</svg>`;
          expect(checkLogoImage(bytes(text)).ok).toBe(false);
        },
      ),
    );
  });
});
