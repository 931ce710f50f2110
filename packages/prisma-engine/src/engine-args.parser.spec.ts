import { EngineArgsError, parseDatasource, parseEngineArgs } from './engine-args.parser';

describe('parseEngineArgs', () => {
  it('reads the datasource JSON and repeated --datamodels, as the CLI passes them', () => {
    const args = parseEngineArgs([
      '--datamodels',
      '/p/a.prisma',
      '--datamodels',
      '/p/b.prisma',
      '--datasource',
      '{"url":"postgresql://u@h/db","shadowDatabaseUrl":"postgresql://u@h/shadow"}',
    ]);
    expect(args).toEqual({
      datasource: { url: 'postgresql://u@h/db', shadowDatabaseUrl: 'postgresql://u@h/shadow' },
      datamodels: ['/p/a.prisma', '/p/b.prisma'],
      previewFeatures: [],
      printVersion: false,
    });
  });

  it('accepts --flag=value and splits preview features', () => {
    const args = parseEngineArgs([
      '--datasource={"url":"postgresql://x/y"}',
      '--enabled-preview-features=views,relationJoins',
      '--extension-types',
      '{"types":[]}',
    ]);
    expect(args.datasource.url).toBe('postgresql://x/y');
    expect(args.previewFeatures).toEqual(['views', 'relationJoins']);
  });

  it('recognises the one-shot `cli <command>` form', () => {
    const args = parseEngineArgs(['--datasource', '{"url":"u"}', 'cli', 'can-connect-to-database']);
    expect(args.cliCommand).toBe('can-connect-to-database');
  });

  it('recognises --version', () => {
    expect(parseEngineArgs(['--version']).printVersion).toBe(true);
    expect(parseEngineArgs(['-V']).printVersion).toBe(true);
  });

  it('starts with no datasource when none is given', () => {
    expect(parseEngineArgs([])).toEqual({
      datasource: {},
      datamodels: [],
      previewFeatures: [],
      printVersion: false,
    });
  });

  it.each([
    [['--bogus', 'x'], /Unknown option: --bogus/],
    [['--datamodels'], /needs a value/],
    [['cli'], /Unexpected arguments/],
    [['serve', 'now'], /Unexpected arguments/],
    [['--datasource', 'not json'], /not valid JSON/],
    [['--datasource', '[1]'], /must be a JSON object/],
    [['--datasource', '{"url":5}'], /url must be a string/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseEngineArgs(argv)).toThrow(EngineArgsError);
    expect(() => parseEngineArgs(argv)).toThrow(message);
  });
});

describe('parseDatasource', () => {
  it('treats null URLs as absent and ignores unknown keys', () => {
    expect(parseDatasource('{"url":"u","shadowDatabaseUrl":null,"provider":"postgresql"}')).toEqual(
      {
        url: 'u',
      },
    );
  });
});
