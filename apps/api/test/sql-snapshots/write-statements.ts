import type { SqlEntry } from './sql-render';

export interface WriteFile {
  file: string;
}
export const WRITE_FILES: WriteFile[] = [];
export function writeEntries(_: WriteFile): Promise<SqlEntry[]> {
  return Promise.resolve([]);
}
