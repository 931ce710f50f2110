import type { Prisma, ProjectGroup } from '@faktura/db';
import { toApiNumber } from '@faktura/domain';
import { apiTimestamp } from '../../../platform/serialization';
import type { ProjectGroupResponse } from './dto/project-group.response';

/** A group with its user, company and projects (each with its currency). */
export type ProjectGroupRow = ProjectGroup & {
  user: { id: number; firstname: string; lastname: string } | null;
  company: { id: number; name: string } | null;
  projects: {
    id: number;
    identifier: string;
    name: string;
    active: boolean;
    budget: Prisma.Decimal | null;
    currency: string;
  }[];
};

/** The API shape of a project group; amounts as JSON numbers of their currencies. */
export function toProjectGroupResponse(group: ProjectGroupRow): ProjectGroupResponse {
  return {
    id: group.id,
    name: group.name,
    user: group.user,
    company: group.company,
    budget: toApiNumber(group.budget.toString(), group.currency ?? undefined),
    currency: group.currency,
    info: group.info,
    custom_properties: {},
    customer_report_url: null,
    projects: group.projects.map((project) => ({
      id: project.id,
      identifier: project.identifier,
      name: project.name,
      active: project.active,
      budget:
        project.budget === null ? null : toApiNumber(project.budget.toString(), project.currency),
    })),
    created_at: apiTimestamp(group.createdAt),
    updated_at: apiTimestamp(group.updatedAt),
  };
}
