/**
 * What a run must undo, whatever happens: stop processes, close the proxy, drop the database.
 * Steps run last-added first, each once, and a failing step does not keep the others from running.
 */
export class Cleanup {
  private readonly steps: { what: string; undo: () => Promise<unknown> | unknown }[] = [];
  private running: Promise<void> | null = null;

  /** True once cleaning up began: nothing new may start then. */
  get started(): boolean {
    return this.running !== null;
  }

  add(what: string, undo: () => Promise<unknown> | unknown): void {
    this.steps.push({ what, undo });
  }

  run(say: (line: string) => void): Promise<void> {
    this.running ??= (async () => {
      for (const { what, undo } of this.steps.splice(0).reverse()) {
        try {
          await undo();
        } catch (error) {
          say(`cleanup: ${what} failed: ${(error as Error).message}`);
        }
      }
    })();
    return this.running;
  }
}
