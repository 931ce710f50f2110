import {
  INFO_KEYS,
  readPdfMetadata,
  type InfoKey,
  type PdfMetadata,
  type XmpProperties,
} from './pdf-metadata.reader';

/** An Info entry whose XMP counterpart is missing or says something else. */
export interface InfoXmpMismatch {
  entry: InfoKey;
  /** The XMP property the entry must equal, e.g. `dc:title`. */
  property: string;
  info: string;
  /** Undefined when the XMP lacks the property (or the PDF has no XMP at all). */
  xmp?: string;
}

type Counterpart = [property: string, value: (xmp: XmpProperties) => string | undefined];

// ISO 19005-3 6.6.2.3.1 (6.7.3 in PDF/A-1, where veraPDF's rule number comes from): each Info
// entry present must be equivalent to its XMP property. Dates compare as written, so the same
// instant written with another time zone offset is a mismatch too, as the issue asks.
const COUNTERPARTS: Readonly<Record<InfoKey, Counterpart>> = {
  Title: ['dc:title', (xmp) => xmp.title],
  // The rule wants dc:creator to be a sequence of exactly one entry equal to /Author.
  Author: ['dc:creator', (xmp) => (xmp.creators.length === 1 ? xmp.creators[0] : undefined)],
  Subject: ['dc:description', (xmp) => xmp.description],
  Keywords: ['pdf:Keywords', (xmp) => xmp.keywords],
  Creator: ['xmp:CreatorTool', (xmp) => xmp.creatorTool],
  Producer: ['pdf:Producer', (xmp) => xmp.producer],
  CreationDate: ['xmp:CreateDate', (xmp) => xmp.createDate],
  ModDate: ['xmp:ModifyDate', (xmp) => xmp.modifyDate],
  Trapped: ['pdf:Trapped', (xmp) => xmp.trapped],
};

/** Every Info entry of the metadata that its XMP property contradicts or lacks. */
export function metadataMismatches(metadata: PdfMetadata): InfoXmpMismatch[] {
  return INFO_KEYS.flatMap((entry) => {
    const info = metadata.info[entry];
    if (info === undefined) return [];
    const [property, value] = COUNTERPARTS[entry];
    const xmp = metadata.xmp === null ? undefined : value(metadata.xmp);
    return xmp === info ? [] : [{ entry, property, info, xmp }];
  });
}

/**
 * Every disagreement between a PDF's document information dictionary and its XMP metadata, as
 * a strict PDF/A-3 validator (veraPDF, Mustang) would report it. Throws when the PDF or its XMP
 * cannot be parsed.
 */
export async function infoXmpMismatches(pdf: Uint8Array): Promise<InfoXmpMismatch[]> {
  return metadataMismatches(await readPdfMetadata(pdf));
}
