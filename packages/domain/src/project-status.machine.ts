import { DomainError } from './domain-error.js';

/** The part of a project the status machine reads and writes: active, or archived since when. */
export interface ProjectState {
  active: boolean;
  /** When it was archived; null while active. */
  archivedAt: Date | null;
}

/** The state of a new project: active, never archived. */
export function initialProjectState(): ProjectState {
  return { active: true, archivedAt: null };
}

/**
 * Things that happen to a project:
 * - `archive` / `unarchive`: PUT /projects/{id}/archive and /unarchive, at `at`;
 * - `set_active`: the `active` field of a project body (POST, PUT, PATCH /projects).
 */
export type ProjectEvent =
  | { type: 'archive'; at: Date }
  | { type: 'unarchive' }
  | { type: 'set_active'; active: boolean; at: Date };

/**
 * Applies an event to a project and returns its new state.
 *
 * - `archive`: active -> archived at `at`; an archived project cannot be archived again.
 * - `unarchive`: archived -> active; an active project cannot be unarchived.
 * - `set_active`: a body states the status it wants, so it moves either way and is idempotent:
 *   true activates, false archives; a project that stays archived keeps its first time.
 */
export function projectTransition(project: ProjectState, event: ProjectEvent): ProjectState {
  switch (event.type) {
    case 'archive':
      if (!project.active) throw DomainError.invalidTransition('The project is already archived');
      return { active: false, archivedAt: event.at };
    case 'unarchive':
      if (project.active) throw DomainError.invalidTransition('The project is not archived');
      return { active: true, archivedAt: null };
    case 'set_active':
      if (event.active) return { active: true, archivedAt: null };
      return { active: false, archivedAt: archivedSince(project) ?? event.at };
    default:
      return unknownEvent(event);
  }
}

/** When an archived project was archived; null when it is active or has no time stored. */
function archivedSince(project: ProjectState): Date | null {
  return project.active ? null : project.archivedAt;
}

function unknownEvent(event: never): never {
  const type = (event as { type?: unknown }).type;
  throw DomainError.invalidTransition(`Unknown project event: ${String(type)}`);
}
