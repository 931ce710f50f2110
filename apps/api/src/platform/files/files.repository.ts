import { Injectable } from '@nestjs/common';
import { AccountDbService, AccountScopedRepository } from '../database';
/** A stored file as a download serves it. */
export interface DownloadableFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** Stored files, read by account and id. */
@Injectable()
export class FilesRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  async find(accountId: number, fileId: number): Promise<DownloadableFile | null> {
    const file = await this.db.forAccount(accountId).storedFile.findFirst({
      where: { id: fileId },
      select: { filename: true, contentType: true, data: true },
    });
    return file && { ...file, data: Buffer.from(file.data) };
  }
}
