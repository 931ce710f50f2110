import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import { Page } from './page';

/** `<url>; rel="..."` entries for the Link header, keeping every other query parameter. */
export function linkHeader(requestUrl: URL, page: number, lastPage: number): string {
  const at = (target: number) => {
    const url = new URL(requestUrl);
    url.searchParams.set('page', String(target));
    return url.toString();
  };
  const links = [];
  if (page < lastPage) links.push(`<${at(page + 1)}>; rel="next"`);
  if (page > 1) links.push(`<${at(Math.min(page - 1, lastPage))}>; rel="prev"`);
  links.push(`<${at(1)}>; rel="first"`, `<${at(lastPage)}>; rel="last"`);
  return links.join(', ');
}

/** Sends a Page as a JSON array with X-Page, X-Per-Page, X-Total and Link headers. */
@Injectable()
export class PageInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((result: unknown) => {
        if (!(result instanceof Page)) return result;
        const http = context.switchToHttp();
        const request = http.getRequest<Request>();
        const response = http.getResponse<Response>();
        const url = new URL(request.originalUrl, `${request.protocol}://${request.get('host')}`);
        const lastPage = Math.max(1, Math.ceil(result.total / result.perPage));
        response.setHeader('X-Page', String(result.page));
        response.setHeader('X-Per-Page', String(result.perPage));
        response.setHeader('X-Total', String(result.total));
        response.setHeader('Link', linkHeader(url, result.page, lastPage));
        return result.items;
      }),
    );
  }
}
