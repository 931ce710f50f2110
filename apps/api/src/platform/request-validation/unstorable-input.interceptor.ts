import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { unstorableFields } from './unstorable-input';

/**
 * Refuses, with a 422 naming the fields, input that no route can take: a NUL character
 * (`\u0000`) anywhere in the JSON body or the query (PostgreSQL cannot store it in text or
 * jsonb and would fail the query) and numbers too close to zero to check (see
 * unstorable-input.ts). Checking once here covers every route, including bodies no DTO
 * describes. Runs after authentication, so a caller without a key still gets 401 first.
 */
@Injectable()
export class UnstorableInputInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    const fields = { ...unstorableFields(request.query), ...unstorableFields(request.body) };
    if (Object.keys(fields).length > 0) throw DomainError.validation(fields);
    return next.handle();
  }
}
