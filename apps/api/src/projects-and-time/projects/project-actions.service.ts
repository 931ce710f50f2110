import { Inject, Injectable } from '@nestjs/common';
import { DomainError, projectTransition, type ProjectEvent } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { PUBLIC_URL } from '../../platform/config';
import type { AccountTx } from '../../platform/database';
import { found } from '../../platform/errors';
import { DomainEvents } from '../../platform/events';
import type { AssignProjectGroupDto } from './dto/assign-project-group.dto';
import type { ProjectResponse } from './dto/project.response';
import { toProjectResponse } from './project-response.mapper';
import { type ProjectRow, ProjectsRepository } from './projects.repository';

type ActionEvent = 'project.archived' | 'project.unarchived' | 'project.group_changed';

/**
 * What is done to a project besides editing it: archiving (through the status machine) and
 * putting it into a project group. Each answers the project record, as the reference does.
 */
@Injectable()
export class ProjectActionsService {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly events: DomainEvents,
    @Inject(PUBLIC_URL) private readonly publicUrl: string,
  ) {}

  /** Inactive, with `archived_on`; 422 when it is archived already. */
  archive(account: AccountContext, id: number): Promise<ProjectResponse> {
    return this.moveStatus(account, id, { type: 'archive', at: new Date() }, 'project.archived');
  }

  /** Active again, `archived_on` cleared; 422 when it is not archived. */
  unarchive(account: AccountContext, id: number): Promise<ProjectResponse> {
    return this.moveStatus(account, id, { type: 'unarchive' }, 'project.unarchived');
  }

  /** Into the group (out of any other); 422 naming project_group_id when the account has none. */
  assignGroup(
    account: AccountContext,
    id: number,
    input: AssignProjectGroupDto,
  ): Promise<ProjectResponse> {
    const { accountId } = account;
    return this.act(account, id, 'project.group_changed', async (current, tx) => {
      const groupId = input.project_group_id;
      if (!(await this.projects.shareGroup(accountId, groupId, tx)))
        throw DomainError.validation({ project_group_id: ['does not exist'] });
      return this.projects.update(accountId, current.id, { projectGroupId: groupId }, tx);
    });
  }

  /** Out of its group; a project in none stays so. */
  unassignGroup(account: AccountContext, id: number): Promise<ProjectResponse> {
    const { accountId } = account;
    return this.act(account, id, 'project.group_changed', (current, tx) =>
      this.projects.update(accountId, current.id, { projectGroupId: null }, tx),
    );
  }

  private moveStatus(account: AccountContext, id: number, event: ProjectEvent, type: ActionEvent) {
    return this.act(account, id, type, (current, tx) => {
      const { active, archivedAt } = projectTransition(current, event);
      return this.projects.update(account.accountId, current.id, { active, archivedAt }, tx);
    });
  }

  /** Locks the project (404 when missing), writes, records `type`, in one transaction. */
  private async act(
    account: AccountContext,
    id: number,
    type: ActionEvent,
    write: (current: ProjectRow, tx: AccountTx) => Promise<ProjectRow>,
  ): Promise<ProjectResponse> {
    const { accountId } = account;
    const project = await this.projects.transaction(accountId, async (tx) => {
      if (!(await this.projects.lock(accountId, id, tx))) throw DomainError.notFound();
      const written = await write(found(await this.projects.find(accountId, id, tx)), tx);
      await this.events.record(tx, account, { type, id });
      return written;
    });
    return toProjectResponse(project, this.publicUrl);
  }
}
