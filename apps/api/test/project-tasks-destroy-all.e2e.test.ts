import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { createCustomerProject } from './support/project-fixtures';

describe('DELETE /api/v1/projects/{project_id}/tasks/destroy_all', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;

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
  const tasksOf = (projectId: number) => `/api/v1/projects/${projectId}/tasks`;
  const destroyAll = (projectId: number) => `${tasksOf(projectId)}/destroy_all`;
  const addTasks = async (projectId: number, ...names: string[]) => {
    const ids: number[] = [];
    for (const name of names)
      ids.push((await api().post(tasksOf(projectId), { name }).expect(200)).body.id);
    return ids;
  };
  const countIn = (projectId: number) => prisma.projectTask.count({ where: { projectId } });

  it("deletes every task of the project and no other project's, answering 204", async () => {
    const projectId = await createCustomerProject(prisma, a.accountId);
    const other = await createCustomerProject(prisma, a.accountId);
    await addTasks(projectId, 'Design', 'Build', 'Test');
    await addTasks(other, 'Kept');
    const before = await prisma.project.findUniqueOrThrow({ where: { id: projectId } });
    const response = await api().delete(destroyAll(projectId)).expect(204);
    expect(response.text).toBe('');
    expect(await countIn(projectId)).toBe(0);
    expect(await countIn(other)).toBe(1);
    expect((await api().get(tasksOf(projectId)).expect(200)).body).toEqual([]);
    const after = await prisma.project.findUniqueOrThrow({ where: { id: projectId } });
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    await api().delete(destroyAll(projectId)).expect(204);
  });

  it('deletes none while activities use any task, naming those', async () => {
    const projectId = await createCustomerProject(prisma, a.accountId);
    const [design, , test] = await addTasks(projectId, 'Design', 'Build', 'Test');
    for (const taskId of [test, design])
      await prisma.activity.create({
        data: {
          accountId: a.accountId,
          date: new Date('2026-03-02T00:00:00Z'),
          hours: '2',
          projectId,
          taskId,
          userId: a.userId,
        },
      });
    const response = await api().delete(destroyAll(projectId)).expect(422);
    expect(response.body).toEqual({
      errors: [`Tasks with activities cannot be deleted: Design (${design}), Test (${test})`],
    });
    expect(await countIn(projectId)).toBe(3);
  });

  it("answers another account's project like a missing one, and refuses a read-only key", async () => {
    const foreign = await createCustomerProject(prisma, b.accountId);
    await client(t.url, b.key).post(tasksOf(foreign), { name: 'Theirs' }).expect(200);
    const missing = await api().delete(destroyAll(99_999_999)).expect(404);
    const hidden = await api().delete(destroyAll(foreign)).expect(404);
    expect(hidden.body).toEqual(missing.body);
    expect(await countIn(foreign)).toBe(1);
    const own = await createCustomerProject(prisma, a.accountId);
    await addTasks(own, 'Mine');
    await client(t.url, a.readOnlyKey).delete(destroyAll(own)).expect(403);
    expect(await countIn(own)).toBe(1);
  });

  it('leaves DELETE /projects/{project_id}/tasks/{id} as it was', async () => {
    const projectId = await createCustomerProject(prisma, a.accountId);
    const [one, two] = await addTasks(projectId, 'One', 'Two');
    await api()
      .delete(`${tasksOf(projectId)}/${one}`)
      .expect(204);
    await api()
      .get(`${tasksOf(projectId)}/${two}`)
      .expect(200);
    await api()
      .delete(`${tasksOf(projectId)}/abc`)
      .expect(404);
  });
});
