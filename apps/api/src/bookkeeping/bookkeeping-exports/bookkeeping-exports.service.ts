import { Readable } from 'node:stream';
import { Injectable, StreamableFile } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { Clock } from '../../platform/clock';
import { found } from '../../platform/errors';
import { Page } from '../../platform/lists';
import { apiDate } from '../../platform/serialization';
import type { BookkeepingExportKind } from './bookkeeping-export.kind';
import { BookkeepingExportFilesRepository } from './bookkeeping-export-files.repository';
import {
  type BookkeepingExportRecord,
  toBookkeepingExportRecord as toRecord,
} from './bookkeeping-export.record';
import { BookkeepingExportsRepository } from './bookkeeping-exports.repository';
import type { CreateBookkeepingExportDto } from './dto/create-bookkeeping-export.dto';
import type { ListBookkeepingExportsQuery } from './dto/list-bookkeeping-exports.query';
import { CreateBookkeepingExportUseCase } from './use-cases/create-bookkeeping-export.use-case';
import { zipStream, type ZipEntry } from './zip-stream.writer';

/** The booking file's name inside the ZIP, as DATEV's import expects EXTF files to start. */
const BOOKING_FILE = 'EXTF_Buchungsstapel.csv';

/** Both export resources: one implementation, the kind says which documents. */
@Injectable()
export class BookkeepingExportsService {
  constructor(
    private readonly exports: BookkeepingExportsRepository,
    private readonly files: BookkeepingExportFilesRepository,
    private readonly creation: CreateBookkeepingExportUseCase,
    private readonly clock: Clock,
  ) {}

  async list(
    kind: BookkeepingExportKind,
    account: AccountContext,
    query: ListBookkeepingExportsQuery,
  ): Promise<Page<BookkeepingExportRecord>> {
    const page = await this.exports.list(kind, account.accountId, query);
    return Page.of(page, (row) => toRecord(kind, row), query);
  }

  async get(
    kind: BookkeepingExportKind,
    account: AccountContext,
    id: number,
  ): Promise<BookkeepingExportRecord> {
    return toRecord(kind, found(await this.exports.find(kind, account.accountId, id)));
  }

  async create(
    kind: BookkeepingExportKind,
    account: AccountContext,
    input: CreateBookkeepingExportDto,
  ): Promise<BookkeepingExportRecord> {
    const today = this.clock.now().toISOString().slice(0, 10);
    return this.creation.run(kind, account, input, today);
  }

  /**
   * The finished export as a ZIP, streamed: the booking file, then each document's files in
   * batches. Before the job finished (or after it failed) there is nothing to download: 422.
   */
  async download(
    kind: BookkeepingExportKind,
    account: AccountContext,
    id: number,
  ): Promise<StreamableFile> {
    const { accountId } = account;
    const file = found(await this.exports.findFile(kind, accountId, id));
    if (file.status !== 'finished' || file.booking_file === null) {
      throw DomainError.rule(
        `Bookkeeping export ${id} is ${file.status}: its file can be downloaded once it is finished`,
      );
    }
    const bookingFile = file.booking_file;
    const documents = this.files.entries(kind, accountId, id);
    async function* entries(): AsyncGenerator<ZipEntry> {
      yield { name: BOOKING_FILE, data: bookingFile };
      yield* documents;
    }
    const name = `EXTF_Buchungsstapel_${apiDate(file.from_date)}_${apiDate(file.to_date)}.zip`;
    return new StreamableFile(Readable.from(zipStream(entries())), {
      type: 'application/zip',
      disposition: `attachment; filename="${name}"`,
    });
  }
}
