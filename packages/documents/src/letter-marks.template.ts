import { PAGE_MARKS } from './letter-geometry';

/**
 * The fold marks and the punch mark: short lines at the page's left edge, each placed by its
 * distance from the top of the page. They sit in the first page's letterhead only.
 */
export function pageMarksHtml(): string {
  const mark = (kind: 'fold-mark' | 'punch-mark', top: number) =>
    `<i class="${kind}" style="top: ${top}mm"></i>`;
  const marks = [
    ...PAGE_MARKS.fold.map((top) => mark('fold-mark', top)),
    mark('punch-mark', PAGE_MARKS.punch),
  ];
  return `<div class="page-marks" aria-hidden="true">${marks.join('')}</div>`;
}

// Lines 4 mm from the edge (inside what printers reach), 5 mm long, the punch mark longer.
/** The marks' lines; `.page-marks` itself is placed at the page's top left corner. */
export const PAGE_MARKS_STYLE = `
.page-marks i { position: absolute; left: 4mm; width: 5mm; height: 0; border-top: 0.3pt solid #333; }
.page-marks i.punch-mark { width: 8mm; }
`;
