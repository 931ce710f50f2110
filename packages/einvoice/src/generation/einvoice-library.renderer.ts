import {
  FormatFactoryService,
  InvoiceService,
  type FileInfo,
  type Invoice,
  type Logger,
} from '@e-invoice-eu/core';
import { completeCiiTree } from './cii-tree.completion';
import type { EInvoiceFormatInfo } from './einvoice-formats';
import type { EInvoiceSource } from './einvoice-source.types';

// The library reports a refused input through the logger and then throws; the error is enough.
const silent: Logger = { log: () => undefined, warn: () => undefined, error: () => undefined };
let invoiceService: InvoiceService | undefined;
const formats = new FormatFactoryService();

/** What to render: the library's format name, the document language, the PDF to wrap. */
export interface RenderRequest {
  format: string;
  lang: string;
  pdf?: FileInfo;
}

/**
 * Renders the library input. UBL goes through the library's InvoiceService, which checks the
 * input against its JSON schema first. CII (including Factur-X) goes to the format service
 * directly, with the CII tree completed before it is rendered ({@link completeCiiTree}): the
 * schema check would refuse nothing there that it lets through for UBL, since the input is the
 * same, and the validator checks the XML that comes out.
 */
export async function renderWithLibrary(
  input: Invoice,
  source: EInvoiceSource,
  info: EInvoiceFormatInfo,
  request: RenderRequest,
): Promise<string | Uint8Array> {
  if (info.syntax === 'ubl') {
    invoiceService ??= new InvoiceService(silent);
    return invoiceService.generate(input, { ...request });
  }
  const format = formats.createFormatService(request.format, silent) as ReturnType<
    FormatFactoryService['createFormatService']
  > & { renderXML(data: object): string };
  const render = format.renderXML.bind(format);
  format.renderXML = (data: object) => {
    completeCiiTree(data as Record<string, unknown>, source);
    return render(data);
  };
  const invoice = structuredClone(input);
  format.fillInvoiceDefaults(invoice);
  return format.generate(invoice, { ...request, format: formats.normalizeFormat(request.format) });
}
