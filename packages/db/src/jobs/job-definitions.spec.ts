import { JOB_DEFINITIONS, JOB_TYPES, jobDefinitionOf, readJobPayload } from './job-definitions';
import { jobRow } from './job-queue';
import { InvalidJobPayloadError } from './payload-checks';

describe('job definitions', () => {
  it('define every job type with attempts and a backoff that grows', () => {
    expect(JOB_TYPES.sort()).toEqual(Object.keys(JOB_DEFINITIONS).sort());
    for (const type of JOB_TYPES) {
      const definition = JOB_DEFINITIONS[type];
      expect(definition.maxAttempts).toBeGreaterThanOrEqual(1);
      expect(definition.backoff.capMs).toBeGreaterThanOrEqual(definition.backoff.baseMs);
    }
    expect(jobDefinitionOf('documents.render-pdf')?.maxAttempts).toBe(3);
    expect(jobDefinitionOf('no.such-type')).toBeUndefined();
    expect(jobDefinitionOf('toString')).toBeUndefined();
  });

  it('read payloads of the declared shape', () => {
    expect(readJobPayload('email.send', { deliveryId: 7 })).toEqual({ deliveryId: 7 });
    expect(
      readJobPayload('documents.render-pdf', {
        kind: 'invoice_timesheet',
        documentId: 3,
        letterPaperId: null,
      }),
    ).toEqual({ kind: 'invoice_timesheet', documentId: 3, letterPaperId: null });
    expect(
      readJobPayload('documents.render-pdf', {
        kind: 'invoice',
        documentId: 3,
        letterPaperId: 2,
        blank: true,
      }),
    ).toEqual({ kind: 'invoice', documentId: 3, letterPaperId: 2, blank: true });
    expect(readJobPayload('maintenance.purge', {})).toEqual({});
    expect(readJobPayload('documents.archive', { kind: 'invoice', documentId: 5 })).toEqual({
      kind: 'invoice',
      documentId: 5,
    });
    expect(() => readJobPayload('documents.archive', { kind: 'offer', documentId: 5 })).toThrow(
      InvalidJobPayloadError,
    );
    expect(readJobPayload('webhooks.deliver', { subscriptionId: 4 })).toEqual({
      subscriptionId: 4,
    });
  });

  it.each([
    ['email.send', null, 'payload must be an object'],
    ['email.send', [], 'payload must be an object'],
    ['email.send', {}, 'payload.deliveryId must be a positive whole number'],
    ['email.send', { deliveryId: '7' }, 'payload.deliveryId must be a positive whole number'],
    ['email.send', { deliveryId: 0 }, 'payload.deliveryId must be a positive whole number'],
    ['email.send', { deliveryId: 1.5 }, 'payload.deliveryId must be a positive whole number'],
    ['email.send', { deliveryId: 1, extra: 1 }, 'payload has unknown fields extra'],
    ['maintenance.purge', { all: true }, 'payload has unknown fields all'],
    [
      'webhooks.deliver',
      { subscriptionId: 0 },
      'payload.subscriptionId must be a positive whole number',
    ],
    [
      'documents.render-pdf',
      { kind: 'letter', documentId: 1, letterPaperId: null },
      'payload.kind must be one of offer, invoice, invoice_timesheet, invoice_reminder, offer_confirmation',
    ],
    [
      'documents.render-pdf',
      { kind: 'offer', documentId: 1 },
      'payload.letterPaperId must be a positive whole number',
    ],
    [
      'documents.render-pdf',
      { kind: 'offer', documentId: 1, letterPaperId: null, blank: 'yes' },
      'payload.blank must be true or false',
    ],
  ] as const)('refuse a %s payload %j: %s', (type, payload, problem) => {
    expect(() => readJobPayload(type, payload)).toThrow(InvalidJobPayloadError);
    expect(() => readJobPayload(type, payload)).toThrow(
      `invalid payload for job type ${type}: ${problem}`,
    );
  });

  it('make rows with the checked payload and the type’s attempts', () => {
    const row = jobRow({
      type: 'documents.render-pdf',
      accountId: 4,
      payload: {
        kind: 'offer',
        documentId: 9,
        letterPaperId: null,
      },
    });
    expect(row).toMatchObject({ type: 'documents.render-pdf', accountId: 4, maxAttempts: 3 });
    expect(
      jobRow({ type: 'email.send', payload: { deliveryId: 1 }, maxAttempts: 9 }).maxAttempts,
    ).toBe(9);
    expect(() => jobRow({ type: 'email.send', payload: { deliveryId: -1 } })).toThrow(
      InvalidJobPayloadError,
    );
  });
});
