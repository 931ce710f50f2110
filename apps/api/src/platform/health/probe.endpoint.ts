import { applyDecorators, Get, HttpCode, HttpStatus, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../auth';
import { RETRY_AFTER_SECONDS } from '../errors';
import { RETRY_AFTER_HEADER } from './dto/retry-after.header';

/**
 * GET of a probe: no authentication and no rate limit (load balancers, orchestrators and the
 * operator's scripts call it); 200 with its report when `up`, else 503 with Retry-After.
 */
export function ProbeEndpoint(report: Type<unknown>, up: string, down: string): MethodDecorator {
  // In the order a decorator stack above the handler is applied (bottom first).
  return applyDecorators(
    ApiServiceUnavailableResponse({
      type: report,
      description: down,
      headers: { 'Retry-After': RETRY_AFTER_HEADER },
    }),
    ApiOkResponse({ type: report, description: up }),
    HttpCode(HttpStatus.OK),
    Get(),
    Public(),
  );
}

/** The probe's report, answered as a 503 with Retry-After when the service is not `up`. */
export function probeAnswer<Report>(response: Response, report: Report, up: boolean): Report {
  if (!up) {
    response.status(HttpStatus.SERVICE_UNAVAILABLE);
    response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  }
  return report;
}
