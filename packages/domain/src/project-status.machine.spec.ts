import { DomainError } from './domain-error.js';
import {
  type ProjectEvent,
  type ProjectState,
  initialProjectState,
  projectTransition,
} from './project-status.machine.js';

const FIRST = new Date('2026-03-01T08:00:00Z');
const LATER = new Date('2026-06-30T17:30:00Z');
const ACTIVE: ProjectState = { active: true, archivedAt: null };
const ARCHIVED: ProjectState = { active: false, archivedAt: FIRST };

describe('projectTransition', () => {
  it('starts active, never archived', () => {
    expect(initialProjectState()).toEqual(ACTIVE);
  });

  it('archives an active project at the given time', () => {
    expect(projectTransition(ACTIVE, { type: 'archive', at: LATER })).toEqual({
      active: false,
      archivedAt: LATER,
    });
  });

  it('unarchives an archived project and clears the time', () => {
    expect(projectTransition(ARCHIVED, { type: 'unarchive' })).toEqual(ACTIVE);
  });

  it.each<[string, ProjectState, ProjectEvent, string]>([
    ['archive an archived project', ARCHIVED, { type: 'archive', at: LATER }, 'already archived'],
    ['unarchive an active project', ACTIVE, { type: 'unarchive' }, 'not archived'],
  ])('refuses to %s', (_, from, event, message) => {
    const move = () => projectTransition(from, event);
    expect(move).toThrow(DomainError);
    expect(move).toThrow(expect.objectContaining({ code: 'invalid_transition' }));
    expect(move).toThrow(message);
  });

  describe('set_active (a body stating the status) moves either way and repeats harmlessly', () => {
    it.each<[string, ProjectState, boolean, ProjectState]>([
      ['activates an archived project', ARCHIVED, true, ACTIVE],
      ['keeps an active one active', ACTIVE, true, ACTIVE],
      ['archives an active one now', ACTIVE, false, { active: false, archivedAt: LATER }],
      ['keeps the first time of an archived one', ARCHIVED, false, ARCHIVED],
      [
        'stamps an archived one that has no time',
        { active: false, archivedAt: null },
        false,
        { active: false, archivedAt: LATER },
      ],
    ])('%s', (_, from, active, to) => {
      expect(projectTransition(from, { type: 'set_active', active, at: LATER })).toEqual(to);
    });
  });

  it('refuses an unknown event', () => {
    const event = { type: 'delete' } as unknown as ProjectEvent;
    expect(() => projectTransition(ACTIVE, event)).toThrow(
      expect.objectContaining({ code: 'invalid_transition' }),
    );
  });
});
