import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe('PUT /api/v1/projects/{id}/archive and /unarchive', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let sequence = 0;

  /** Projects are made in the database here; these routes only move their status. */
  async function createProject(accountId: number) {
    const company = await prisma.company.create({
      data: { accountId, type: 'customer', name: 'Kunde AG' },
    });
    return prisma.project.create({
      data: {
        accountId,
        identifier: `P${++sequence}`,
        name: 'Relaunch',
        companyId: company.id,
        currency: 'EUR',
      },
    });
  }

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const api = () => client(t.url, a.key);
  const path = (id: number, action: string) => `/api/v1/projects/${id}/${action}`;

  it('archives an active project and unarchives it, answering the project', async () => {
    const project = await createProject(a.accountId);
    const archived = await api().put(path(project.id, 'archive')).expect(200);
    expect(archived.body).toMatchObject({
      id: project.id,
      active: false,
      archived_on: expect.stringMatching(TIMESTAMP),
    });
    expect((await api().get(`/api/v1/projects/${project.id}`).expect(200)).body).toEqual(
      archived.body,
    );
    const unarchived = await api().patch(path(project.id, 'unarchive')).expect(200);
    expect(unarchived.body).toMatchObject({ id: project.id, active: true, archived_on: null });
  });

  it('refuses to archive an archived project or unarchive an active one, changing nothing', async () => {
    const project = await createProject(a.accountId);
    const notArchived = await api().put(path(project.id, 'unarchive')).expect(422);
    expect(notArchived.body).toEqual({ errors: ['The project is not archived'] });
    const first = (await api().put(path(project.id, 'archive')).expect(200)).body;
    const again = await api().put(path(project.id, 'archive')).expect(422);
    expect(again.body).toEqual({ errors: ['The project is already archived'] });
    const stored = (await api().get(`/api/v1/projects/${project.id}`).expect(200)).body;
    expect(stored.archived_on).toBe(first.archived_on);
    expect(stored.updated_at).toBe(first.updated_at);
  });

  it('moves the same status as the active field of PUT /projects, which may repeat', async () => {
    const project = await createProject(a.accountId);
    const archived = (await api().put(path(project.id, 'archive')).expect(200)).body;
    // A body stating the status it has keeps the first archiving time.
    const kept = await api().put(`/api/v1/projects/${project.id}`, { active: false }).expect(200);
    expect(kept.body.archived_on).toBe(archived.archived_on);
    const activated = await api()
      .put(`/api/v1/projects/${project.id}`, { active: true })
      .expect(200);
    expect(activated.body).toMatchObject({ active: true, archived_on: null });
    await api().put(path(project.id, 'unarchive')).expect(422);
    const deactivated = await api()
      .patch(`/api/v1/projects/${project.id}`, { active: false })
      .expect(200);
    expect(deactivated.body.archived_on).toMatch(TIMESTAMP);
    await api().put(path(project.id, 'archive')).expect(422);
    await api().put(path(project.id, 'unarchive')).expect(200);
  });

  it("answers 404 for another account's or a missing project", async () => {
    const foreign = await createProject(b.accountId);
    for (const action of ['archive', 'unarchive']) {
      const response = await api().put(path(foreign.id, action)).expect(404);
      const missing = await api().put(path(99999999, action)).expect(404);
      expect(response.body).toEqual(missing.body);
      await api().put(path(0, action)).expect(404);
    }
    const stored = await prisma.project.findUniqueOrThrow({ where: { id: foreign.id } });
    expect(stored.active).toBe(true);
  });

  it('refuses a read-only key', async () => {
    const project = await createProject(a.accountId);
    const readOnly = client(t.url, a.readOnlyKey);
    await readOnly.put(path(project.id, 'archive')).expect(403);
    await readOnly.put(path(project.id, 'unarchive')).expect(403);
    const stored = await prisma.project.findUniqueOrThrow({ where: { id: project.id } });
    expect(stored.active).toBe(true);
  });
});
