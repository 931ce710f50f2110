import { ResourceController, serviceRoutes } from '../../platform/http';
import { ActivitiesService } from './activities.service';
import { ActivityResponse } from './dto/activity.response';
import { CreateActivityDto } from './dto/create-activity.dto';
import { UpdateActivityDto } from './dto/update-activity.dto';
import { ListActivitiesQuery } from './dto/list-activities.query';
export class ActivitiesController extends ResourceController({
  path: 'activities',
  tag: 'Activities',
  service: ActivitiesService,
  routes: serviceRoutes,
  types: {
    query: ListActivitiesQuery,
    create: CreateActivityDto,
    update: UpdateActivityDto,
    response: ActivityResponse,
  },
  answers: { update: '422 when the activity is billed' },
  delete: {
    method: 'delete',
    answer: 'no-content',
    description: 'Deleted; 422 when the activity is billed',
  },
}) {}
