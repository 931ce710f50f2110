import { applyDecorators, Get } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { ApiQueryParameters, queryParametersOf } from '../../platform/lists';
import { EInvoiceXmlQuery } from './dto/einvoice.queries';

/** GET `path` answering the invoice's e-invoice XML, only when it passed validation. */
export function EInvoiceXmlEndpoint(path: string): MethodDecorator {
  return applyDecorators(
    Get(path),
    ApiProduces('application/xml'),
    ApiQueryParameters(queryParametersOf(EInvoiceXmlQuery)),
    ApiOkResponse({
      description: 'The e-invoice (EN 16931), validated against the official rules',
      content: { 'application/xml': { schema: { type: 'string', format: 'binary' } } },
    }),
    ApiUnprocessableEntityResponse({
      description: 'It fails validation: errors.einvoice lists "<rule id>: <text>" per finding',
    }),
  );
}
