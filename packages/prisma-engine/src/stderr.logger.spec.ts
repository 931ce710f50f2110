import { formatLogLine, LOGGER_TARGET, normalizeWasmLog } from './stderr.logger';

const now = new Date('2030-01-02T03:04:05.000Z');

describe('formatLogLine', () => {
  it('matches the shape the CLI parses (level, fields.message, fields.error_code, target)', () => {
    const line = formatLogLine('ERROR', { message: 'no db', error_code: 'P1003' }, now);
    expect(JSON.parse(line)).toEqual({
      timestamp: '2030-01-02T03:04:05.000Z',
      level: 'ERROR',
      fields: { message: 'no db', error_code: 'P1003' },
      target: LOGGER_TARGET,
    });
    expect(LOGGER_TARGET).toBe('schema_engine::logger');
  });
});

describe('normalizeWasmLog', () => {
  it('keeps wasm records on one line and adds a timestamp', () => {
    const raw = '{"level":"INFO","fields":{"message":"Starting\\nengine"},"target":"x"}';
    const line = normalizeWasmLog(raw, now);
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({
      timestamp: now.toISOString(),
      level: 'INFO',
      fields: { message: 'Starting\nengine' },
      target: 'x',
    });
  });

  it('wraps text that is not a record', () => {
    expect(JSON.parse(normalizeWasmLog('hello\nworld', now))).toMatchObject({
      level: 'INFO',
      fields: { message: 'hello\nworld' },
    });
    expect(JSON.parse(normalizeWasmLog('[1]', now)).fields).toEqual({ message: '[1]' });
  });
});
