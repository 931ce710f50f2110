/** The user asking to change an activity's billable seconds. */
export interface BillableSecondsActor {
  userId: number;
  isAdmin: boolean;
}

/** The leaders of the activity's project. */
export interface ProjectLeaders {
  leaderId: number | null;
  coLeaderId: number | null;
}

/**
 * Whether `actor` may set an activity's billable seconds apart from its worked time: the
 * reference allows it to project leaders only, so the project's leader or co-leader, or an
 * administrator of the account.
 */
export function mayChangeBillableSeconds(
  actor: BillableSecondsActor,
  project: ProjectLeaders,
): boolean {
  return actor.isAdmin || actor.userId === project.leaderId || actor.userId === project.coLeaderId;
}
