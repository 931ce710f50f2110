import { NotFoundException, PayloadTooLargeException, UnauthorizedException } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import { errorResponse } from './error-response.mapper';

const id = () => 'the-error-id';

describe('errorResponse', () => {
  it('maps field validation to 422 with the fields named', () => {
    const mapped = errorResponse(DomainError.validation({ title: ["can't be blank"] }), id);
    expect(mapped).toEqual({ status: 422, body: { errors: { title: ["can't be blank"] } } });
  });

  it('maps business rules and refused status moves to 422 with a message list', () => {
    expect(errorResponse(DomainError.rule('A paid purchase cannot be deleted'), id)).toEqual({
      status: 422,
      body: { errors: ['A paid purchase cannot be deleted'] },
    });
    expect(errorResponse(DomainError.invalidTransition('Drafts have no status'), id).status).toBe(
      422,
    );
  });

  it('maps not found, conflict and forbidden to the shapes of the conventions', () => {
    expect(errorResponse(DomainError.notFound('Offer 7 of account 2'), id)).toEqual({
      status: 404,
      body: { message: 'Not found' },
    });
    expect(errorResponse(DomainError.conflict('Idempotency-Key reused'), id)).toEqual({
      status: 409,
      body: { message: 'Idempotency-Key reused' },
    });
    expect(errorResponse(DomainError.unavailable('Try again'), id)).toEqual({
      status: 503,
      body: { message: 'Try again' },
    });
    expect(errorResponse(DomainError.tooLarge('Attachments are limited to 10 MiB'), id)).toEqual({
      status: 413,
      body: { message: 'Payload too large' },
    });
    expect(errorResponse(DomainError.forbidden(), id)).toEqual({
      status: 403,
      body: { errors: ['Access denied'] },
    });
  });

  it('uses the fixed messages for 401, 404 and 413', () => {
    expect(errorResponse(new UnauthorizedException('details'), id).body).toEqual({
      message: 'Unauthorized',
    });
    expect(errorResponse(new NotFoundException('Cannot GET /x'), id).body).toEqual({
      message: 'Not found',
    });
    expect(errorResponse(new PayloadTooLargeException(), id).body).toEqual({
      message: 'Payload too large',
    });
  });

  it('maps Prisma errors in one place', () => {
    expect(errorResponse({ code: 'P2025', message: 'No record' }, id).status).toBe(404);
    expect(errorResponse({ code: 'P2002', message: 'Unique' }, id).status).toBe(409);
    expect(errorResponse({ code: 'P2028', message: 'Transaction API error' }, id)).toEqual({
      status: 503,
      body: { message: 'The server is busy; please retry' },
    });
  });

  it('hides anything unexpected behind a 500 with an error id', () => {
    const mapped = errorResponse(new Error('secret detail'), id);
    expect(mapped).toEqual({
      status: 500,
      body: { message: 'Internal server error', error_id: 'the-error-id' },
      errorId: 'the-error-id',
    });
  });
});
