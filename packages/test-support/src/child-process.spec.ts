import { startChild, stopAllChildren } from './child-process';
import { isProcessAlive, processesMatching } from './processes';
import { waitUntil } from './wait-until';

const node = (script: string) => startChild(process.execPath, ['-e', script]);

describe('startChild', () => {
  afterAll(() => stopAllChildren(1000));

  it('waits for output, also for output written before the wait', async () => {
    const child = node("console.log('ready 42'); setInterval(() => {}, 1000);");
    const match = await child.waitForOutput(/ready (\d+)/);
    expect(match[1]).toBe('42');
    expect((await child.waitForOutput(/ready/)).index).toBe(0);
    expect(await child.stop()).toEqual({ code: null, signal: 'SIGTERM' });
  });

  it('rejects a wait when the process exits without the output', async () => {
    const child = node("console.log('bye'); process.exit(3);");
    await expect(child.waitForOutput(/never/)).rejects.toThrow(/exited.*"code":3.*bye/s);
    expect(await child.waitForExit()).toEqual({ code: 3, signal: null });
  });

  it('kills a process that ignores SIGTERM after the grace period', async () => {
    const child = node(
      "process.on('SIGTERM', () => console.log('ignored')); console.log('up'); setInterval(() => {}, 1000);",
    );
    await child.waitForOutput(/up/);
    expect(await child.stop(200)).toEqual({ code: null, signal: 'SIGKILL' });
    expect(child.output()).toContain('ignored');
    expect(isProcessAlive(child.pid)).toBe(false);
  });

  it('stops the grandchildren too (the whole process group)', async () => {
    const marker = `grandchild-${process.pid}-${Date.now()}`;
    const child = node(
      `const { spawn } = require('node:child_process');
       const g = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', '${marker}'], { stdio: 'ignore' });
       console.log('grandchild ' + g.pid); setInterval(() => {}, 1000);`,
    );
    const grandchild = Number((await child.waitForOutput(/grandchild (\d+)/))[1]);
    expect(processesMatching(new RegExp(marker))).toContain(grandchild);
    await child.kill('SIGKILL');
    // The signal went to the whole group; the grandchild ends as soon as it is scheduled.
    await waitUntil(() => !isProcessAlive(grandchild));
    expect(processesMatching(new RegExp(marker))).toEqual([]);
  });

  it('times out a wait with the output so far', async () => {
    const child = node("console.log('partial'); setInterval(() => {}, 1000);");
    await expect(child.waitForOutput(/never/, 300)).rejects.toThrow(/after 300 ms.*partial/s);
    await child.stop();
  });
});
