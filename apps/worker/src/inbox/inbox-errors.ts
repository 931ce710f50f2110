import { openSecret, SecretKeyError } from '@faktura/db';
import type { DueMailbox } from './mailbox-state';

/** Which step of reading a mailbox failed; the error recorded on it names the step. */
export type InboxStage = 'password' | 'connect' | 'folder' | 'processed folder' | 'message';

/** An error of one step of reading a mailbox. */
export class InboxStageError extends Error {
  constructor(
    readonly stage: InboxStage,
    override readonly cause: unknown,
  ) {
    super(`${stage}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/** Runs one step; whatever it throws is tagged with the step. */
export async function atStage<T>(stage: InboxStage, work: () => Promise<T> | T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof InboxStageError ? error : new InboxStageError(stage, error);
  }
}

/** The mailbox's password, opened with FAKTURA_SECRET_KEY. */
export function openMailboxPassword(mailbox: DueMailbox, key: Buffer | null): string {
  if (key === null) {
    throw new InboxStageError(
      'password',
      new SecretKeyError('FAKTURA_SECRET_KEY is not set, so the stored password cannot be opened'),
    );
  }
  try {
    return openSecret(mailbox.passwordCiphertext, key);
  } catch (error) {
    throw new InboxStageError('password', error);
  }
}

interface ImapErrorDetails {
  code?: string;
  responseText?: string;
  authenticationFailed?: boolean;
}

/**
 * The text kept in `last_error` and logged: which step failed and the server's or the system's
 * reason. The password never appears: it is not part of any of these texts, and is cut out
 * should a server ever echo it.
 */
export function describeInboxError(
  error: unknown,
  mailbox: Pick<DueMailbox, 'host' | 'port' | 'username' | 'folder' | 'processedFolder'>,
  password: string | null,
): string {
  const stage = error instanceof InboxStageError ? error.stage : 'message';
  const cause = (error instanceof InboxStageError ? error.cause : error) as Error &
    ImapErrorDetails;
  const reason = [cause?.message, cause?.responseText, cause?.code]
    .filter((part, index, all) => part && all.indexOf(part) === index)
    .join(': ');
  const text = (() => {
    if (cause?.authenticationFailed) return `login as ${mailbox.username} refused: ${reason}`;
    switch (stage) {
      case 'password':
        return `the stored password cannot be used: ${reason}`;
      case 'connect':
        return `${mailbox.host}:${mailbox.port} cannot be reached: ${reason}`;
      case 'folder':
        return `folder "${mailbox.folder}" cannot be opened: ${reason}`;
      case 'processed folder':
        return `processed folder "${mailbox.processedFolder}" cannot be used: ${reason}`;
      default:
        return `a message could not be stored: ${reason}`;
    }
  })();
  return password ? text.split(password).join('***') : text;
}
