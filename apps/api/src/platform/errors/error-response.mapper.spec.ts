import { NotFoundException, PayloadTooLargeException, UnauthorizedException } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import { BodyRefusedException } from './body-refused.exception';
import { errorResponse } from './error-response.mapper';

const id = () => 'the-error-id';

describe('errorResponse', () => {
  it('maps field validation to 422 with the fields named', () => {
    const mapped = errorResponse(DomainError.validation({ title: ["can't be blank"] }), id);
    expect(mapped).toEqual({
      status: 422,
      body: { errors: { title: ["can't be blank"] } },
      code: 'validation_failed',
    });
  });

  it('maps business rules and refused status moves to 422 with a message list', () => {
    expect(errorResponse(DomainError.rule('A paid purchase cannot be deleted'), id)).toEqual({
      status: 422,
      body: { errors: ['A paid purchase cannot be deleted'] },
      code: 'rule_violation',
    });
    expect(errorResponse(DomainError.invalidTransition('Drafts have no status'), id).status).toBe(
      422,
    );
  });

  it('maps not found, conflict and forbidden to the shapes of the conventions', () => {
    expect(errorResponse(DomainError.notFound('Offer 7 of account 2'), id)).toMatchObject({
      status: 404,
      body: { message: 'Not found' },
    });
    expect(errorResponse(DomainError.conflict('Idempotency-Key reused'), id)).toMatchObject({
      status: 409,
      body: { message: 'Idempotency-Key reused' },
    });
    expect(errorResponse(DomainError.tooLarge('Attachments are limited to 10 MiB'), id)).toEqual({
      status: 413,
      body: { message: 'Payload too large' },
      code: 'too_large',
    });
    expect(errorResponse(DomainError.forbidden(), id)).toMatchObject({
      status: 403,
      body: { errors: ['Access denied'] },
    });
  });

  it('answers every 503 with Retry-After', () => {
    expect(errorResponse(DomainError.unavailable('Try again'), id)).toEqual({
      status: 503,
      body: { message: 'Try again' },
      headers: { 'Retry-After': '5' },
      code: 'unavailable',
    });
    expect(errorResponse({ code: 'P2028', message: 'Transaction API error' }, id)).toEqual({
      status: 503,
      body: { message: 'The server is busy; please retry' },
      headers: { 'Retry-After': '5' },
      code: 'busy',
    });
  });

  it('answers 503 with Retry-After when the database cannot be reached, not 500', () => {
    const unreachable = Object.assign(new Error("Can't reach database server"), {
      code: 'P1001',
      meta: { driverAdapterError: { cause: { kind: 'DatabaseNotReachable' } } },
    });
    expect(errorResponse(unreachable, id)).toEqual({
      status: 503,
      body: { message: 'The database is unavailable; please retry' },
      headers: { 'Retry-After': '5' },
      code: 'database_unavailable',
    });
  });

  it('uses the fixed messages for 401, 404 and 413', () => {
    expect(errorResponse(new UnauthorizedException('details'), id)).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
      code: 'unauthorized',
    });
    expect(errorResponse(new NotFoundException('Cannot GET /x'), id).body).toEqual({
      message: 'Not found',
    });
    expect(errorResponse(new PayloadTooLargeException(), id).body).toEqual({
      message: 'Payload too large',
    });
  });

  it('keeps the code a refused body carries', () => {
    const refused = new BodyRefusedException(
      400,
      'Malformed JSON in request body',
      'malformed_json',
    );
    expect(errorResponse(refused, id)).toEqual({
      status: 400,
      body: { message: 'Malformed JSON in request body' },
      code: 'malformed_json',
    });
  });

  it('maps Prisma errors in one place', () => {
    expect(errorResponse({ code: 'P2025', message: 'No record' }, id).status).toBe(404);
    expect(errorResponse({ code: 'P2002', message: 'Unique' }, id).status).toBe(409);
  });

  it('hides anything unexpected behind a 500 with an error id', () => {
    const mapped = errorResponse(new Error('secret detail'), id);
    expect(mapped).toEqual({
      status: 500,
      body: { message: 'Internal server error', error_id: 'the-error-id' },
      errorId: 'the-error-id',
      code: 'internal_error',
    });
  });
});
