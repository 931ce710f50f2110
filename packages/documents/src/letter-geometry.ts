/** Which letter standard a document's first page follows. */
export type LetterLayout = 'din-5008-b' | 'ch-right';

/** A rectangle on the A4 page, in mm from its top left corner. */
export interface PageRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where the parts of a first page sit, in mm from the page's top left corner. */
export interface LetterGeometry {
  /** The address field, as a window envelope shows it. */
  window: PageRect;
  /** The recipient's first line, measured from the window's top (the return line is above). */
  recipientOffset: number;
  /** The info block (document number, dates): left edge, top and width. */
  info: { left: number; top: number; width: number };
  /** The logo box (at most 45 x 20 mm), left or right aligned in its box. */
  logo: PageRect & { align: 'left' | 'right' };
  /** Where the first page's text (title, salutation, positions) begins. */
  bodyTop: number;
}

// The margins of every page. The bottom one leaves room for a seller footer of four lines of
// 7.5 pt and the page counter; the left one is DIN 5008's 25 mm. Nothing prints above the top
// margin: Chromium clips it (the left and right margins are the body's padding, see
// DOCUMENT_STYLE).
/** Page margins in mm. */
export const PAGE_MARGIN = { top: 20, right: 20, bottom: 32, left: 25 } as const;

/** The A4 page in mm. */
export const PAGE_SIZE = { width: 210, height: 297 } as const;

// DIN 5008 form B: address field 85 x 45 mm at 20 mm / 45 mm; its top holds the return line,
// the address zone proper starts 17.7 mm down (the "Zusatz- und Vermerkzone" above it). The info
// block starts at 125 mm beside the field.
// Swiss standard (SN 010130) for C5/C4 envelopes with the window on the right: the address field
// starts 118 mm from the left and 60 mm from the top, 72 x 45 mm. It ends at the right margin
// (190 mm): Chromium shrinks a whole page whose content reaches into the right margin, which
// would move everything. The return line sits in its top 5 mm and the address right below it;
// the info block is on the left, level with the field.
/** The first-page geometry of each layout. */
export const LETTER_GEOMETRY: Record<LetterLayout, LetterGeometry> = {
  'din-5008-b': {
    window: { left: 20, top: 45, width: 85, height: 45 },
    recipientOffset: 17.7,
    info: { left: 125, top: 45, width: PAGE_SIZE.width - PAGE_MARGIN.right - 125 },
    logo: { left: 145, top: PAGE_MARGIN.top, width: 45, height: 20, align: 'right' },
    bodyTop: 100,
  },
  'ch-right': {
    window: { left: 118, top: 60, width: PAGE_SIZE.width - PAGE_MARGIN.right - 118, height: 45 },
    recipientOffset: 6,
    info: { left: PAGE_MARGIN.left, top: 60, width: 80 },
    logo: { left: PAGE_MARGIN.left, top: PAGE_MARGIN.top, width: 45, height: 20, align: 'left' },
    bodyTop: 112,
  },
};

/** The return line's zone at the window's top, in mm. */
export const RETURN_LINE_HEIGHT = 5;

/** Fold marks (DIN 5008 form B: 105 and 210 mm) and the punch mark, in mm from the top. */
export const PAGE_MARKS = { fold: [105, 210], punch: 148.5 } as const;

/** The layout of an account's letters: the Swiss one for accounts in Switzerland. */
export function letterLayoutFor(countryCode: string): LetterLayout {
  return countryCode.toUpperCase() === 'CH' ? 'ch-right' : 'din-5008-b';
}
