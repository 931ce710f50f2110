import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import { Page } from './page';

/**
 * Longest Link header sent: half of the 16 KiB that clients such as Node's HTTP parser accept
 * for all response headers together; each link repeats the request's query, which may be long.
 */
export const MAX_LINK_HEADER_LENGTH = 8192;

/**
 * `<url>; rel="..."` entries for the Link header, keeping every other query parameter. When
 * the four links together would be longer than MAX_LINK_HEADER_LENGTH, only `next` (what a
 * client follows to read on) is sent; when even that is too long, no Link header at all (null):
 * X-Page, X-Per-Page and X-Total still tell where the page is. Never a cut, misleading URL.
 */
export function linkHeader(requestUrl: URL, page: number, lastPage: number): string | null {
  const at = (target: number) => {
    const url = new URL(requestUrl);
    url.searchParams.set('page', String(target));
    return url.toString();
  };
  const next = page < lastPage ? `<${at(page + 1)}>; rel="next"` : null;
  const links = next ? [next] : [];
  if (page > 1) links.push(`<${at(Math.min(page - 1, lastPage))}>; rel="prev"`);
  links.push(`<${at(1)}>; rel="first"`, `<${at(lastPage)}>; rel="last"`);
  const all = links.join(', ');
  if (all.length <= MAX_LINK_HEADER_LENGTH) return all;
  return next && next.length <= MAX_LINK_HEADER_LENGTH ? next : null;
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
        const links = linkHeader(url, result.page, lastPage);
        if (links !== null) response.setHeader('Link', links);
        return result.items;
      }),
    );
  }
}
