import { qrCodeSvg } from './qr-code.svg';

describe('qrCodeSvg', () => {
  it('draws a square SVG of the given size, the same every time', () => {
    const svg = qrCodeSvg('BCD\n002\n1\nSCT', { size: '30mm' });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    expect(svg).toContain('width="30mm" height="30mm"');
    expect(svg).toMatch(/<path d="M0 0h7v1h-7z/);
    expect(qrCodeSvg('BCD\n002\n1\nSCT', { size: '30mm' })).toBe(svg);
  });

  it('puts the Swiss cross in the middle only when asked', () => {
    const plain = qrCodeSvg('SPC\n0200\n1', { size: '46mm' });
    const swiss = qrCodeSvg('SPC\n0200\n1', { size: '46mm', swissCross: true });
    expect(plain.match(/<rect /g)).toHaveLength(1);
    expect(swiss.match(/<rect /g)).toHaveLength(5);
  });

  it('grows with the payload', () => {
    const size = (svg: string) => Number(/viewBox="0 0 (\d+)/.exec(svg)![1]);
    expect(size(qrCodeSvg('x'.repeat(300), { size: '46mm' }))).toBeGreaterThan(
      size(qrCodeSvg('x', { size: '46mm' })),
    );
  });
});
