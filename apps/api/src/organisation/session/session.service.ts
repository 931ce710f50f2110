import { Injectable } from '@nestjs/common';
import { type AccountContext, roleById, verifyNothing, verifyPassword } from '../../platform/auth';
import { found } from '../../platform/errors';
import { UsersService } from '../users';
import type { CreateSessionDto } from './dto/create-session.dto';
import type { ProfileResponse } from './dto/profile.response';
import type { SessionIdentityResponse, SessionResponse } from './dto/session.response';
import { LoginThrottle } from './login.throttle';
import { type LoginCandidate, SessionRepository } from './session.repository';

/** How a login ends: a session, wrong credentials (401), or too many tries (429). */
export type LoginOutcome =
  | { kind: 'session'; session: SessionResponse }
  | { kind: 'refused' }
  | { kind: 'throttled'; retryAfterSeconds: number };

/** Logging in with e-mail and password, and who an API key belongs to. */
@Injectable()
export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly throttle: LoginThrottle,
    private readonly users: UsersService,
  ) {}

  /**
   * Exchanges e-mail and password for a new API key of the user, full or read-only as its role
   * allows. A wrong password, an unknown e-mail and a user without password or deactivated are
   * one answer, and take the time of a password check each.
   */
  async login(input: CreateSessionDto, clientAddress: string): Promise<LoginOutcome> {
    const attempt = await this.throttle.count(input.email, clientAddress);
    if (attempt.retryAfterSeconds !== null)
      return { kind: 'throttled', retryAfterSeconds: attempt.retryAfterSeconds };
    const user = await this.matching(await this.sessions.candidates(input.email), input.password);
    if (!user) return { kind: 'refused' };
    await this.throttle.forgive(attempt);
    const kind = roleById(user.roleId)?.keyKind ?? 'read_only';
    const apiKey = await this.sessions.issueKey(user.accountId, user.id, kind);
    return { kind: 'session', session: { api_key: apiKey, user_id: user.id } };
  }

  /** The key's user: id and UUID. */
  async identity(account: AccountContext): Promise<SessionIdentityResponse> {
    return found(await this.sessions.identity(account.accountId, account.userId));
  }

  /** The key's user as the reference's profile. */
  async profile(account: AccountContext): Promise<ProfileResponse> {
    const user = await this.users.get(account, account.userId);
    return {
      id: user.id,
      email: user.email,
      full_name: `${user.firstname} ${user.lastname}`.trim(),
      first_name: user.firstname,
      last_name: user.lastname,
      active: user.active,
      external: user.extern,
      avatar_url: user.avatar_url,
      unit: user.unit,
      created_at: user.created_at,
      updated_at: user.updated_at,
    };
  }

  /**
   * The first candidate (oldest user) whose password matches. Every candidate is checked, and
   * without one a decoy hash is, so the time does not tell whether the e-mail exists.
   */
  private async matching(
    candidates: readonly LoginCandidate[],
    password: string,
  ): Promise<LoginCandidate | null> {
    if (candidates.length === 0) return verifyNothing(password).then(() => null);
    let match: LoginCandidate | null = null;
    for (const candidate of candidates) {
      if ((await verifyPassword(password, candidate.passwordHash)) && !match) match = candidate;
    }
    return match;
  }
}
