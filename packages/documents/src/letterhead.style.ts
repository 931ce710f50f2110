import {
  LETTER_GEOMETRY,
  PAGE_MARGIN,
  RETURN_LINE_HEIGHT,
  type LetterLayout,
  type PageRect,
} from './letter-geometry';
import { PAGE_MARKS_STYLE } from './letter-marks.template';

const box = (rect: PageRect) =>
  `left: ${rect.left}mm; top: ${rect.top}mm; width: ${rect.width}mm; height: ${rect.height}mm;`;

function layoutRules(layout: LetterLayout): string {
  const { window, recipientOffset, info, logo, bodyTop } = LETTER_GEOMETRY[layout];
  const scope = `.letterhead.${layout}`;
  return `
  ${scope} { height: ${bodyTop - PAGE_MARGIN.top}mm; }
  ${scope} .address-field { ${box(window)} }
  ${scope} .recipient { top: ${recipientOffset}mm; height: ${window.height - recipientOffset}mm; }
  ${scope} .meta { left: ${info.left}mm; top: ${info.top}mm; width: ${info.width}mm; }
  ${scope} .logo { ${box(logo)} text-align: ${logo.align}; }`;
}

// Print only: the screen page that shows a document body (the approval page) lays the same
// blocks out in the flow. In print the letterhead is an empty block as high as the first
// page's head, and `.letter-frame` inside it sits at the page's top left corner, so every
// part is placed in mm from the page's edges (LETTER_GEOMETRY). The first page's margins are
// pinned by `@page :first`, which wins over a letter paper's plain `@page` rule; the letter
// paper itself is lifted out of the flow, so it is a background that moves nothing.
/** The letterhead's stylesheet: address field, return line, info block, logo and page marks. */
export const LETTERHEAD_STYLE = `
@page :first { margin-top: ${PAGE_MARGIN.top}mm; }
.letterhead .logo { text-align: right; }
.letterhead .logo img { max-width: 45mm; max-height: 20mm; }
.letterhead .logo.wordmark { font-size: 13pt; font-weight: bold; line-height: 1.2; color: #222; overflow: hidden; }
.sender { font-size: 7.5pt; color: #555; border-bottom: 0.5pt solid #999; display: inline-block; }
.recipient { margin: 2mm 0 8mm; }
.meta { float: right; text-align: right; }
.meta div span { color: #555; }
.page-marks { display: none; }
@media print {
  .letter-paper { position: absolute; top: 0; left: ${PAGE_MARGIN.left}mm; right: ${PAGE_MARGIN.right}mm; }
  .letterhead { position: relative; }
  .letter-frame { position: absolute; top: -${PAGE_MARGIN.top}mm; left: -${PAGE_MARGIN.left}mm; width: 0; height: 0; }
  .letter-frame > * { position: absolute; margin: 0; }
  .address-field .sender { position: absolute; top: 1mm; left: 5mm; max-width: calc(100% - 5mm);
    line-height: ${RETURN_LINE_HEIGHT - 2}mm; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .address-field .recipient { position: absolute; left: 5mm; right: 0; margin: 0; line-height: 1.25; }
  .meta { float: none; text-align: left; }
  .page-marks { display: block; left: 0; top: 0; }
  ${PAGE_MARKS_STYLE}${layoutRules('din-5008-b')}${layoutRules('ch-right')}
}
`;
