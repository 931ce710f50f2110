import { Inject, Injectable } from '@nestjs/common';
import { DomainError, offerTransition, type OfferStatus } from '@faktura/domain';
import type { AccountContext } from '../common/auth/account-context';
import { type ListParams, readListParams } from '../common/lists/list-params';
import { Page } from '../common/lists/page';
import { QueryReader } from '../common/lists/query-reader';
import { PUBLIC_URL } from '../config/api-config.token';
import type { StoredPdf } from '../documents/document-renders.repository';
import { DocumentFileLinks } from '../documents/document-file-links.service';
import { DocumentPdfService } from '../documents/document-pdf.service';
import type { OfferResponse, OfferSummaryResponse } from './dto/offer.response';
import { toOfferResponse, toOfferSummary } from './offer-response.mapper';
import { OffersRepository } from './offers.repository';

/** API fields that sort_by accepts, and their columns. */
export const OFFER_SORT_FIELDS = {
  id: 'id',
  identifier: 'identifier',
  date: 'date',
  due_date: 'due_date',
  title: 'title',
  status: 'status',
  net_total: 'net_total',
  gross_total: 'gross_total',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** Values of the offers' own `sort` parameter (besides sort_by). */
export const OFFER_SORT_VALUES = ['date', 'created_at', 'title'] as const;

/** Reading offers, their status and deletion; writes of content are the use cases in use-cases/. */
@Injectable()
export class OffersService {
  constructor(
    private readonly offers: OffersRepository,
    private readonly pdfs: DocumentPdfService,
    private readonly fileLinks: DocumentFileLinks,
    @Inject(PUBLIC_URL) private readonly publicUrl: string,
  ) {}

  async list(
    account: AccountContext,
    query: Record<string, unknown>,
  ): Promise<Page<OfferSummaryResponse>> {
    const reader = new QueryReader(query);
    const params = readListParams(reader, OFFER_SORT_FIELDS);
    const sort = readOfferSort(reader, params);
    const { rows, total } = await this.offers.list(account.accountId, { ...params, sort }, reader);
    const files = await this.fileLinks.lastPdfs(
      account.accountId,
      'offer',
      rows.map((row) => row.id),
    );
    const publicUrl = this.publicUrl;
    return new Page(
      rows.map((row) => toOfferSummary(row, { publicUrl, fileUrl: files.get(row.id) ?? null })),
      total,
      params.page,
      params.perPage,
    );
  }

  async get(account: AccountContext, id: number): Promise<OfferResponse> {
    const offer = await this.offers.find(account.accountId, id);
    if (!offer) throw DomainError.notFound();
    const fileUrl = await this.fileLinks.lastPdf(account.accountId, 'offer', id);
    return toOfferResponse(offer, { publicUrl: this.publicUrl, fileUrl });
  }

  /** The offer's PDF on the letter paper `letter_paper_id` (default: White). */
  async pdf(
    account: AccountContext,
    id: number,
    query: Record<string, unknown>,
  ): Promise<StoredPdf> {
    const reader = new QueryReader(query);
    const letterPaperId = reader.integer('letter_paper_id', { min: 1, max: 2_147_483_647 });
    reader.finish();
    return this.pdfs.render(account.accountId, {
      kind: 'offer',
      documentId: id,
      letterPaperId: letterPaperId ?? null,
    });
  }

  async updateStatus(account: AccountContext, id: number, status: string): Promise<void> {
    const { accountId } = account;
    await this.offers.transaction(accountId, async (tx) => {
      const offer = await this.offers.findForUpdate(accountId, id, tx);
      if (!offer) throw DomainError.notFound();
      const next = offerTransition(
        { status: offer.status as OfferStatus },
        {
          type: 'update_status',
          status,
        },
      );
      await this.offers.update(accountId, id, { status: next.status }, undefined, tx);
    });
  }

  /** Only an offer still in `created` can be deleted: later ones were seen by the customer. */
  async delete(account: AccountContext, id: number): Promise<void> {
    const { accountId } = account;
    await this.offers.transaction(accountId, async (tx) => {
      const offer = await this.offers.findForUpdate(accountId, id, tx);
      if (!offer) throw DomainError.notFound();
      if (offer.status !== 'created')
        throw DomainError.rule('Only offers in status created can be deleted');
      await this.offers.delete(accountId, offer, account.userId, tx);
    });
  }
}

/**
 * `sort=date|created_at|title [asc|desc]`, the offers' own sort parameter; sort_by wins when both
 * are sent.
 */
function readOfferSort(reader: QueryReader, params: ListParams): ListParams['sort'] {
  const value = reader.string('sort');
  if (value === undefined || params.sort) return params.sort;
  const [field, direction = 'asc', ...rest] = value.split(/\s+/);
  if (
    !(OFFER_SORT_VALUES as readonly string[]).includes(field) ||
    rest.length > 0 ||
    !/^(asc|desc)$/i.test(direction)
  ) {
    return reader.fail('sort', `must be one of ${OFFER_SORT_VALUES.join(', ')}`) ?? null;
  }
  return { column: field, direction: direction.toUpperCase() as 'ASC' | 'DESC' };
}
