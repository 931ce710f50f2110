import { applyDecorators, Get, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import { ApiQueryParameters, queryParametersOf } from '../../platform/lists';
import { PdfQuery } from './dto/pdf.query';

const PDF_CONTENT = { 'application/pdf': { schema: { type: 'string', format: 'binary' } } };

/** Which of PdfQuery's parameters a PDF route reads besides letter_paper_id, and how it says so. */
export interface PdfQueryDocs {
  /** The route takes `blank` (only the invoice's does). */
  blank?: boolean;
  /** The route's description of `letter_paper_id` (none by default). */
  letterPaper?: string;
  /** The route's query class when it reads more than PdfQuery (default PdfQuery). */
  query?: Type<PdfQuery>;
}

/**
 * GET `path` answering a sales document (offer, invoice, timesheet, reminder) as an A4 PDF;
 * its handler takes `@Query() query: PdfQuery`, whose parameters are documented here as `docs` say.
 */
export function PdfEndpoint(
  path: string,
  description: string,
  docs: PdfQueryDocs = {},
): MethodDecorator {
  const parameters = queryParametersOf(docs.query ?? PdfQuery)
    .filter(({ name }) => name !== 'blank' || docs.blank)
    .map((parameter) =>
      parameter.name === 'letter_paper_id' && docs.letterPaper
        ? { ...parameter, doc: { ...parameter.doc, description: docs.letterPaper } }
        : parameter,
    );
  return applyDecorators(
    Get(path),
    ApiProduces('application/pdf'),
    ApiQueryParameters(parameters),
    ApiOkResponse({ description, content: PDF_CONTENT }),
  );
}
