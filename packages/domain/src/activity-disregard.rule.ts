/** An activity named by POST /activities/disregard, with the customer of its project. */
export interface DisregardCandidate {
  billed: boolean;
  companyId: number;
  projectId: number;
}

/** The company the activities must be of, and the project when one is given. */
export interface DisregardScope {
  companyId: number;
  projectId: number | null;
}

/**
 * Why the activity cannot be disregarded for billing within `scope`, or null when it can: it
 * must be of the company (and project) given and not billed yet.
 */
export function disregardRefusal(
  activity: DisregardCandidate,
  scope: DisregardScope,
): string | null {
  if (activity.companyId !== scope.companyId) return 'belongs to a project of another company';
  if (scope.projectId !== null && activity.projectId !== scope.projectId)
    return 'belongs to another project';
  if (activity.billed) return 'is already billed';
  return null;
}
