/** One field of an MT940 message: its tag ("61", "60F") and its value, lines joined by "\n". */
export interface Mt940Field {
  tag: string;
  value: string;
}

const FIELD_START = /^:(\d{2}[A-Z]?):/;
// A SWIFT envelope: {1:...}{2:...}{4:<CRLF> message <CRLF>-}{5:...}; only block 4 is the text.
const TEXT_BLOCK = /\{4:\s*\n([\s\S]*?)\n-\}/g;

/** The file's text: UTF-8 where it is valid, else ISO 8859-1 (what German banks mostly send). */
export function mt940Text(content: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return new TextDecoder('latin1').decode(content);
  }
}

/**
 * The messages of an MT940 file as lists of fields. Each :20: starts a message; lines that do
 * not start a field continue the one before (":86:" runs over up to six lines).
 */
export function mt940Messages(text: string): Mt940Field[][] {
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const blocks = [...normalized.matchAll(TEXT_BLOCK)].map((match) => match[1]);
  const lines = (blocks.length > 0 ? blocks.join('\n') : normalized).split('\n');
  const messages: Mt940Field[][] = [];
  let field: Mt940Field | null = null;
  for (const line of lines) {
    const start = FIELD_START.exec(line);
    if (start !== null) {
      field = { tag: start[1], value: line.slice(start[0].length) };
      if (field.tag === '20' || messages.length === 0) messages.push([]);
      messages[messages.length - 1].push(field);
    } else if (line.trim() === '-' || line.trim() === '') {
      // The end of a message (or a blank line between messages) closes the open field.
      field = null;
    } else if (field !== null) {
      field.value += `\n${line}`;
    }
  }
  return messages;
}
