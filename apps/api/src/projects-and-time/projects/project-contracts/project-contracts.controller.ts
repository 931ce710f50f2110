import { DeclaredController, deletedRecordShape } from '../../../platform/http';
import { CreateProjectContractDto } from './dto/create-project-contract.dto';
import { ListProjectContractsQuery } from './dto/list-project-contracts.query';
import { ProjectContractResponse } from './dto/project-contract.response';
import { UpdateProjectContractDto } from './dto/update-project-contract.dto';
import { ProjectContractsService } from './project-contracts.service';

/** The contracts of a project: its users, at most one contract each. */
export class ProjectContractsController extends DeclaredController({
  path: 'projects/:project_id/contracts',
  tag: 'Project contracts',
  parent: 'project_id',
  inject: { contracts: ProjectContractsService },
  routes: (route) => ({
    list: route.list(
      { query: ListProjectContractsQuery, response: ProjectContractResponse },
      'contracts.list',
    ),
    get: route.get({ response: ProjectContractResponse }, 'contracts.get'),
    create: route.create(
      {
        body: CreateProjectContractDto,
        response: ProjectContractResponse,
        description: '422 on user_id when the user already has a contract for the project',
      },
      'contracts.create',
    ),
    update: route.update(
      { body: UpdateProjectContractDto, response: ProjectContractResponse },
      'contracts.update',
    ),
    delete: route.custom(deletedRecordShape(ProjectContractResponse), 'contracts.delete'),
  }),
}) {}
