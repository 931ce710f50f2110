import { applyDecorators, HttpCode, Patch, Post, Put, type Type } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { AccountContext } from '../../platform/auth';
import {
  accountParam,
  bodyParam,
  idParam,
  queryParam,
  type RouteParam,
  type RouteShape,
  pdfFile,
  type EmptyAnswer,
  emptyAnswer,
} from '../../platform/http';
import { SentEmailResponse } from '../emails';

type DocumentParams<B> = [RouteParam<AccountContext>, RouteParam<number>, RouteParam<B>];

/** A rendered PDF as the document's services return it. */
export type PdfSource = Parameters<typeof pdfFile>[0];

export interface PdfShape<Q> {
  /** The route's endpoint decorator (path, description, documented query parameters). */
  endpoint: MethodDecorator;
  /** The query class the route reads (letter paper, ...). */
  query: Type<Q>;
}

/** GET /<path>/{id}.pdf (or another PDF of the document): the PDF as an inline download. */
export function pdfShape<Q>(spec: PdfShape<Q>): RouteShape<DocumentParams<Q>, PdfSource> {
  return {
    decorators: [spec.endpoint],
    params: [accountParam(), idParam(), queryParam(spec.query)],
    answer: pdfFile,
  };
}

/** POST `:id/send_email`: 200 with the recipients used, once the e-mail is queued. */
export function SendEmailEndpoint(): MethodDecorator {
  return applyDecorators(
    Post(':id/send_email'),
    HttpCode(200),
    ApiOkResponse({ type: SentEmailResponse, description: 'Queued; the worker sends it' }),
  );
}

/** POST /<path>/{id}/send_email with the e-mail's `body`. */
export function sendEmailShape<B>(spec: { body: Type<B> }): RouteShape<DocumentParams<B>> {
  return {
    decorators: [SendEmailEndpoint()],
    params: [accountParam(), idParam(), bodyParam(spec.body)],
  };
}

export interface UpdateStatusShape<B> {
  /** The DTO with the new status. */
  body: Type<B>;
  /** PUT (and so PATCH; default) or, as the reference has it for purchases, PATCH alone. */
  method?: 'put' | 'patch';
  /** `204` (default) or an empty JSON body. */
  answer?: EmptyAnswer;
}

/** /<path>/{id}/update_status: a status move the domain allows, answered without a body. */
export function updateStatusShape<B>(spec: UpdateStatusShape<B>): RouteShape<DocumentParams<B>> {
  const route = spec.method === 'patch' ? Patch : Put;
  return {
    decorators: [
      route(':id/update_status'),
      ...emptyAnswer(spec.answer ?? 'no-content', 'Status set'),
    ],
    params: [accountParam(), idParam(), bodyParam(spec.body)],
  };
}
