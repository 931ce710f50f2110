import { formatTable } from './text-table.format';

describe('formatTable', () => {
  it('pads every column to its widest cell and trims line ends', () => {
    expect(
      formatTable(
        ['ID', 'NAME', 'REVOKED'],
        [
          ['1', 'Initial key', '-'],
          ['12', 'CI', '2026-01-02T03:04:05Z'],
        ],
      ),
    ).toBe(
      [
        'ID  NAME         REVOKED',
        '1   Initial key  -',
        '12  CI           2026-01-02T03:04:05Z',
      ].join('\n'),
    );
  });

  it('prints just the header without rows', () => {
    expect(formatTable(['ID', 'NAME'], [])).toBe('ID  NAME');
  });
});
