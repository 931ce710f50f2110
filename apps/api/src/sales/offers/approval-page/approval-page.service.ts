import { Inject, Injectable } from '@nestjs/common';
import { buildOfferDocumentView, customerApprovalUrl, formatDate } from '@faktura/documents';
import { offerTransition, type OfferStatus } from '@faktura/domain';
import { PUBLIC_URL } from '../../../platform/config';
import { AccountDbService } from '../../../platform/database';
import { DocumentPdfService } from '../../../shared/document-pdfs';
import { isPublicToken } from '../../../shared/public-pages';
import type { StoredPdf } from '../../../shared/document-pdfs';
import { type ApprovalByToken, OfferApprovalsRepository } from '../offer-approvals.repository';
import { OfferConfirmationIssuer } from '../offer-confirmation.issuer';
import { OffersRepository } from '../offers.repository';
import { DomainEvents } from '../../../platform/events';
import { readApprovalForm } from './approval-form';
import { approvalPageHtml, type ApprovalPageState } from './approval-page.template';

/**
 * An HTML answer, a redirect after a successful POST, or the "not valid" page (404), which the
 * controller renders in the language the browser asks for: the link names no customer.
 */
export type ApprovalPageResult =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'invalid' };

const INVALID: ApprovalPageResult = { kind: 'invalid' };

/**
 * The public approval page of an offer. The token in the URL is the only credential; an
 * unknown or deactivated token gets the same "not valid" page.
 */
@Injectable()
export class ApprovalPageService {
  constructor(
    private readonly db: AccountDbService,
    private readonly approvals: OfferApprovalsRepository,
    private readonly offers: OffersRepository,
    private readonly pdfs: DocumentPdfService,
    @Inject(PUBLIC_URL) private readonly publicUrl: string,
    private readonly events: DomainEvents,
    private readonly confirmations: OfferConfirmationIssuer,
  ) {}

  async show(token: string): Promise<ApprovalPageResult> {
    const approval = await this.open(token);
    if (!approval) return INVALID;
    return this.render(approval, token, 200, { kind: 'open', errors: [], name: '', email: '' });
  }

  /** The offer's PDF as GET /offers/{id}.pdf serves it; null for a link that is not valid. */
  async pdf(token: string): Promise<StoredPdf | null> {
    const approval = await this.open(token);
    return (
      approval &&
      this.pdfs.render(approval.accountId, {
        kind: 'offer',
        documentId: approval.offerId,
        letterPaperId: null,
      })
    );
  }

  /**
   * Records the approval: who and when, the order confirmation, and `accepted` for an offer in
   * `created`/`sent`. A second approval changes nothing; a form error shows the form again.
   */
  async approve(token: string, form: Record<string, unknown>): Promise<ApprovalPageResult> {
    const found = await this.open(token);
    if (!found) return INVALID;
    const { name, email, errors } = readApprovalForm(form);
    if (errors.length > 0)
      return this.render(found, token, 422, { kind: 'open', errors, name, email });
    return (await this.record(found, name, email))
      ? { kind: 'redirect', location: customerApprovalUrl(this.publicUrl, token) }
      : INVALID;
  }

  /**
   * One transaction under the approval's lock: true once the approval is recorded (now or
   * before), false when the approval was deactivated or its offer deleted meanwhile.
   */
  private record(found: ApprovalByToken, name: string, email: string): Promise<boolean> {
    const { accountId } = found;
    return this.offers.transaction(accountId, async (tx) => {
      const approval = await this.approvals.lock(accountId, found.id, tx);
      if (!approval.active) return false;
      if (approval.approvedAt) return true;
      const offer = await this.offers.findForUpdate(accountId, approval.offerId, tx);
      if (!offer) return false;
      const next = offerTransition(
        { status: offer.status as OfferStatus },
        { type: 'customer_approved' },
      );
      const approved = { name, email: email === '' ? null : email, at: new Date() };
      await this.approvals.recordApproval(approval, approved, tx);
      // The customer is no user of the account: no X-Moco-User-Id, and no issuing user.
      const actor = { accountId, userId: null };
      await this.confirmations.issueDefault(tx, actor, offer);
      await this.offers.update(accountId, offer.id, { status: next.status }, undefined, tx);
      const event = { type: 'offer.approved_by_customer', id: offer.id } as const;
      await this.events.record(tx, actor, event);
      return true;
    });
  }

  private async open(token: string): Promise<ApprovalByToken | null> {
    if (!isPublicToken(token)) return null;
    const approval = await this.approvals.findByToken(token);
    return approval?.active ? approval : null;
  }

  private async render(
    approval: ApprovalByToken,
    token: string,
    status: number,
    open: ApprovalPageState,
  ): Promise<ApprovalPageResult> {
    // The page speaks the offer's language (documentLocale: the company's alternative
    // language, else the account's locale), so page and offer body never disagree.
    const { view } = await buildOfferDocumentView(this.db.raw, {
      accountId: approval.accountId,
      offerId: approval.offerId,
      letterPaperId: null,
      publicUrl: this.publicUrl,
    });
    const state: ApprovalPageState =
      approval.approvedAt && approval.approvedByName
        ? {
            kind: 'approved',
            name: approval.approvedByName,
            date: formatDate(approval.approvedAt, view.locale),
          }
        : open;
    // The path of the public URL keeps a path prefix (FAKTURA_PUBLIC_URL=https://host/billing).
    const pagePath = new URL(customerApprovalUrl(this.publicUrl, token)).pathname;
    return { kind: 'page', status, html: approvalPageHtml(view, pagePath, state, view.language) };
  }
}
