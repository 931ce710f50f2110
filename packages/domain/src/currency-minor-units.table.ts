/**
 * ISO 4217 currencies whose minor unit is not 2 digits. Every other valid-looking code uses 2,
 * which is what ISO 4217 assigns to the large majority of currencies (EUR, CHF, USD, GBP, ...).
 * Funds and metals without a minor unit (XAU, XDR, ...) are not invoicing currencies and fall back
 * to 2 as well.
 */
export const NON_DEFAULT_MINOR_UNITS: Readonly<Record<string, number>> = Object.freeze({
  // 0 digits
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  // 3 digits
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  // 4 digits (units of account)
  CLF: 4,
  UYW: 4,
});

/** Minor-unit digits for any currency not listed above. */
export const DEFAULT_MINOR_UNITS = 2;
