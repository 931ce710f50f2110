import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpException,
  HttpStatus,
  Post,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { type AccountContext, CurrentAccount, Public } from '../../platform/auth';
import { CreateSessionDto } from './dto/create-session.dto';
import { SessionIdentityResponse, SessionResponse } from './dto/session.response';
import { type LoginOutcome, SessionService } from './session.service';

/** POST /session (no API key: it is how one gets one) and GET /session. */
@ApiTags('Session')
@Controller('session')
export class SessionController {
  constructor(private readonly sessions: SessionService) {}

  @Post()
  @Public()
  @HttpCode(200)
  @ApiOperation({
    description:
      'Exchanges e-mail and password for a new API key of the user. Wrong credentials: 401; ' +
      'more than 10 failed logins a minute for one e-mail or client address: 429',
  })
  @ApiOkResponse({ type: SessionResponse })
  async create(
    @Body() input: CreateSessionDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionResponse> {
    return answer(await this.sessions.login(input, clientAddress(req)), res);
  }

  @Get()
  @ApiOperation({ description: 'Whose the API key given is; 401 when it is no valid key' })
  @ApiOkResponse({ type: SessionIdentityResponse })
  get(@CurrentAccount() account: AccountContext): Promise<SessionIdentityResponse> {
    return this.sessions.identity(account);
  }
}

/** The client as the request limit sees it (express's address, proxies as configured). */
function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** A login's outcome as HTTP: the session, 401, or 429 with Retry-After like the rate limit. */
function answer(outcome: LoginOutcome, res: Response): SessionResponse {
  if (outcome.kind === 'session') return outcome.session;
  if (outcome.kind === 'refused') throw new UnauthorizedException();
  res.setHeader('Retry-After', String(outcome.retryAfterSeconds));
  throw new HttpException('Too many requests', HttpStatus.TOO_MANY_REQUESTS);
}
