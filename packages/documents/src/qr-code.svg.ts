import { create } from 'qrcode';

/** Options of {@link qrCodeSvg}. */
export interface QrCodeSvgOptions {
  /** Printed width and height, e.g. `46mm`. */
  size: string;
  /** The Swiss cross (7 mm on a 46 mm code) in the middle, as a QR-bill requires. */
  swissCross?: boolean;
}

// 7 mm of 46 mm; the black square leaves a white border, the cross keeps the flag's
// proportions (arms 6 units wide, 20 units across a 32-unit square).
function swissCross(modules: number): string {
  const outer = (modules * 7) / 46;
  const origin = (modules - outer) / 2;
  const inset = outer / 14;
  const square = outer - 2 * inset;
  const unit = square / 32;
  const centre = modules / 2;
  const long = 20 * unit;
  const wide = 6 * unit;
  const n = (value: number) => Number(value.toFixed(4));
  return [
    `<rect x="${n(origin)}" y="${n(origin)}" width="${n(outer)}" height="${n(outer)}" fill="#fff"/>`,
    `<rect x="${n(origin + inset)}" y="${n(origin + inset)}" width="${n(square)}" height="${n(square)}" fill="#000"/>`,
    `<rect x="${n(centre - wide / 2)}" y="${n(centre - long / 2)}" width="${n(wide)}" height="${n(long)}" fill="#fff"/>`,
    `<rect x="${n(centre - long / 2)}" y="${n(centre - wide / 2)}" width="${n(long)}" height="${n(wide)}" fill="#fff"/>`,
  ].join('');
}

/**
 * An inline SVG QR code of `payload` (UTF-8 in byte mode, error correction M, no quiet zone:
 * the layout keeps the white space around it). Pure and synchronous, so templates can call it.
 */
export function qrCodeSvg(payload: string, options: QrCodeSvgOptions): string {
  const code = create([{ data: Buffer.from(payload, 'utf8'), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
  });
  const { size, data } = code.modules;
  // One rectangle per horizontal run of dark modules keeps the markup small.
  let path = '';
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (!data[y * size + x]) continue;
      const start = x;
      while (x + 1 < size && data[y * size + x + 1]) x += 1;
      const run = x - start + 1;
      path += `M${start} ${y}h${run}v1h-${run}z`;
    }
  }
  const cross = options.swissCross ? swissCross(size) : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${options.size}" height="${options.size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/>${cross}</svg>`;
}
