import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import { API_CONFIG, PUBLIC_URL } from '../config';
import type { ApiConfig } from '../config';
import { signFileLink, verifyFileLink } from './file-link.token';
import { FilesRepository, type DownloadableFile } from './files.repository';

/**
 * Signed, expiring links to stored files (`file_url`), usable without the API key. Without
 * FAKTURA_FILE_URL_SECRET each process signs with its own random secret, so links of one API
 * instance do not open on another and end with a restart.
 */
@Injectable()
export class FileLinksService {
  private readonly secret: Buffer;

  constructor(
    private readonly files: FilesRepository,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(PUBLIC_URL) private readonly publicUrl: string,
  ) {
    this.secret = config.fileUrlSecret ? Buffer.from(config.fileUrlSecret) : randomBytes(32);
  }

  /** A new link to the file, valid for FAKTURA_FILE_URL_TTL_SECONDS from now. */
  url(accountId: number, fileId: number): string {
    const expiresAt = Math.floor(Date.now() / 1000) + this.config.fileUrlTtlSeconds;
    const token = signFileLink({ accountId, fileId, expiresAt }, this.secret);
    return `${this.publicUrl}/api/v1/files/${token}`;
  }

  /** The file a valid link points to; an expired, forged or dangling link is a 404. */
  async open(token: string): Promise<DownloadableFile> {
    const grant = verifyFileLink(token, this.secret, Date.now() / 1000);
    const file = grant && (await this.files.find(grant.accountId, grant.fileId));
    if (!file) throw DomainError.notFound();
    return file;
  }
}
