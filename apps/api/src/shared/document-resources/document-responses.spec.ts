import { DomainError } from '@faktura/domain';
import type { AccountTx } from '../../platform/database';
import type { RecordReaders } from '../../platform/events';
import { DocumentResponses } from './document-responses';

interface Row {
  id: number;
  title: string;
}

const rows = new Map<number, Row>([[4, { id: 4, title: 'Relaunch' }]]);
const reads: unknown[][] = [];
const documents = {
  find: async (accountId: number, id: number, tx?: AccountTx) => {
    reads.push([accountId, id, tx]);
    return rows.get(id) ?? null;
  },
};

class LetterResponses extends DocumentResponses<Row, { id: number; name: string }> {
  constructor(readers: RecordReaders) {
    super('offer', documents, readers);
  }

  toResponse(accountId: number, row: Row) {
    return { id: row.id, name: `${accountId}:${row.title}` };
  }
}

describe('DocumentResponses', () => {
  const loaders = new Map<string, (accountId: number, id: number, tx?: AccountTx) => unknown>();
  const readers = { register: (entity: string, load: never) => loaders.set(entity, load) };
  const responses = new LetterResponses(readers as unknown as RecordReaders);

  it('answers the document as the API shows it, read in the caller transaction', async () => {
    const tx = {} as AccountTx;
    expect(await responses.load(7, 4, tx)).toEqual({ id: 4, name: '7:Relaunch' });
    expect(reads.at(-1)).toEqual([7, 4, tx]);
  });

  it('is a 404 for a document the account does not have', async () => {
    await expect(responses.load(7, 5)).rejects.toEqual(DomainError.notFound());
  });

  it('registers the same answer as the reader of event subscribers (web hook payloads)', async () => {
    responses.onModuleInit();
    expect(await loaders.get('offer')!(7, 4)).toEqual({ id: 4, name: '7:Relaunch' });
  });
});
