import type { Server } from 'node:http';
import type { INestApplication, LoggerService } from '@nestjs/common';
import type { ApiConfig } from '../config';
import { ShutdownState } from './shutdown.state';

/**
 * SIGTERM (or SIGINT) stops this API process gracefully, as rolling restarts need: /ready turns
 * 503 at once, requests are still served for `shutdownDelayMs` (until load balancers have
 * noticed), then the server stops accepting, the requests in flight finish (at most
 * `shutdownTimeoutMs`, then their connections are closed), and only then the application's
 * shutdown hooks run (web hook renderer, LISTEN connection, database pool) and the process exits 0.
 */
export function stopGracefullyOnSignals(
  app: INestApplication,
  config: Pick<ApiConfig, 'shutdownDelayMs' | 'shutdownTimeoutMs'>,
  log: LoggerService,
): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.get(ShutdownState).begin();
    log.log({ msg: `${signal}: draining, /ready answers 503`, event: 'draining' });
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
    const server = app.getHttpServer() as Server;
    const force = setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutMs);
    force.unref();
    // Stops accepting at once, closes idle keep-alive connections and resolves once the requests
    // in flight are answered; only then do the shutdown hooks close what those requests use.
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    log.log({ msg: 'closing: no new connections, finishing requests in flight', event: 'closing' });
    try {
      await drained;
      // Its own close of the server finds it closed already and goes on to the hooks.
      await app.close();
    } finally {
      clearTimeout(force);
    }
    log.log({ msg: 'stopped', event: 'stopped' });
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void stop(signal));
  }
}
