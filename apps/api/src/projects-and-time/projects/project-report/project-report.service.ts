import { Inject, Injectable } from '@nestjs/common';
import { calculateProjectReport } from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth';
import { PUBLIC_URL } from '../../../platform/config';
import { found } from '../../../platform/errors';
import { DomainEvents } from '../../../platform/events';
import { newPublicToken } from '../../../shared/public-pages';
import type { ProjectReportResponse } from './dto/project-report.response';
import type { ProjectShareResponse } from './dto/project-share.response';
import { toProjectReportResponse, toProjectShare } from './project-report.mapper';
import { ProjectReportRepository } from './project-report.repository';

/** The report of a project and the public link that shares it with the customer. */
@Injectable()
export class ProjectReportService {
  constructor(
    private readonly reports: ProjectReportRepository,
    private readonly events: DomainEvents,
    @Inject(PUBLIC_URL) private readonly publicUrl: string,
  ) {}

  async report(account: AccountContext, id: number): Promise<ProjectReportResponse> {
    const row = found(await this.reports.report(account.accountId, id));
    return toProjectReportResponse(calculateProjectReport(row), row.accountCurrency);
  }

  /** Shares the report under a new random link; a shared report keeps the link it has. */
  share(account: AccountContext, id: number): Promise<ProjectShareResponse> {
    return this.changeShare(account, id, (token) => token ?? newPublicToken());
  }

  /** Removes the link: the page answers 404 from now on, and sharing again makes a new one. */
  disableShare(account: AccountContext, id: number): Promise<ProjectShareResponse> {
    return this.changeShare(account, id, () => null);
  }

  /**
   * Sets the token `next` gives for the current one under the project's lock; only a change is
   * written and recorded.
   */
  private changeShare(
    account: AccountContext,
    id: number,
    next: (token: string | null) => string | null,
  ): Promise<ProjectShareResponse> {
    const { accountId } = account;
    return this.reports.transaction(accountId, async (tx) => {
      const current = found(await this.reports.lockedToken(accountId, id, tx)).token;
      const token = next(current);
      if (token !== current) {
        await this.reports.setToken(accountId, id, token, tx);
        const type = token === null ? 'project.report_unshared' : 'project.report_shared';
        await this.events.record(tx, account, { type, id });
      }
      return toProjectShare(id, token, this.publicUrl);
    });
  }
}
