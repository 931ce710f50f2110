import { DomainError } from '@faktura/domain';
import type { AccountTx } from '../database';
import { RECORD_ENTITIES, RecordReaders } from './record-readers.service';

const tx = {} as AccountTx;

describe('RecordReaders', () => {
  it('reads a record as its reader answers, and a 404 of the reader as null', async () => {
    const readers = new RecordReaders();
    readers.register('deal', async (accountId, id) => ({ accountId, id }));
    readers.register('offer', async () => {
      throw DomainError.notFound();
    });
    await expect(readers.read(tx, 4, 'deal', 9)).resolves.toEqual({ accountId: 4, id: 9 });
    await expect(readers.read(tx, 4, 'offer', 9)).resolves.toBeNull();
  });

  it('passes on any other failure of a reader', async () => {
    const readers = new RecordReaders();
    readers.register('deal', async () => {
      throw new Error('connection lost');
    });
    await expect(readers.read(tx, 4, 'deal', 9)).rejects.toThrow('connection lost');
  });

  it('refuses a second reader of an entity, and a start with an entity unread', () => {
    const readers = new RecordReaders();
    readers.register('deal', async () => null);
    expect(() => readers.register('deal', async () => null)).toThrow('registered twice');
    expect(() => readers.onApplicationBootstrap()).toThrow(/no record reader for offer, /);
    for (const entity of RECORD_ENTITIES.filter((each) => each !== 'deal'))
      readers.register(entity, async () => null);
    expect(() => readers.onApplicationBootstrap()).not.toThrow();
  });
});
