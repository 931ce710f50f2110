import { createJsonLogger } from './json-logger';
import { PinoNestLogger } from './nest-logger.adapter';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const logger = createJsonLogger('info', {
    write: (line: string) => void lines.push(JSON.parse(line)),
  });
  return { lines, nest: new PinoNestLogger(logger) };
}

describe('PinoNestLogger', () => {
  it('writes Nest messages as JSON lines with their context', () => {
    const { lines, nest } = capture();
    nest.log('Nest application successfully started', 'NestApplication');
    nest.warn('careful');
    expect(lines).toMatchObject([
      { level: 30, context: 'NestApplication', msg: 'Nest application successfully started' },
      { level: 40, msg: 'careful' },
    ]);
  });

  it('drops the start-up inventory of modules, controllers and routes, but not its warnings', () => {
    const { lines, nest } = capture();
    nest.log('AppModule dependencies initialized', 'InstanceLoader');
    nest.log('UsersController {/api/v1/users}:', 'RoutesResolver');
    nest.log('Mapped {/api/v1/users, GET} route', 'RouterExplorer');
    nest.warn('duplicate route', 'RouterExplorer');
    expect(lines).toMatchObject([{ level: 40, context: 'RouterExplorer', msg: 'duplicate route' }]);
  });

  it('keeps the fields of a structured message', () => {
    const { lines, nest } = capture();
    nest.log({ msg: 'listening', event: 'listening', url: 'http://localhost:1/api/v1' }, 'Api');
    expect(lines).toMatchObject([
      {
        level: 30,
        context: 'Api',
        msg: 'listening',
        event: 'listening',
        url: 'http://localhost:1/api/v1',
      },
    ]);
  });

  it('tells a stack from a context in error calls', () => {
    const { lines, nest } = capture();
    nest.error('failed', 'Error: x\n    at f (a.ts:1:1)', 'Api');
    nest.error('failed again', 'Api');
    expect(lines).toMatchObject([
      { level: 50, msg: 'failed', context: 'Api', stack: 'Error: x\n    at f (a.ts:1:1)' },
      { level: 50, msg: 'failed again', context: 'Api' },
    ]);
    expect(lines[1].stack).toBeUndefined();
  });

  it('respects the level', () => {
    const { lines, nest } = capture();
    nest.debug?.('hidden');
    expect(lines).toHaveLength(0);
  });
});
