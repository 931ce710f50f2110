import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { AccountContext } from './account-context';

/** The caller's account, as the API key guard established it. */
export const CurrentAccount = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AccountContext => {
    const account = context.switchToHttp().getRequest<Request>().account;
    // The guard runs first on every non-public route, so this only fails on a wiring mistake.
    if (!account) throw new Error('CurrentAccount used on a route without authentication');
    return account;
  },
);
