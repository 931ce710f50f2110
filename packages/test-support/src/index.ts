export { startChild, stopAllChildren } from './child-process';
export type { ChildExit, TestChild } from './child-process';
export { isProcessAlive, processesMatching } from './processes';
export { waitUntil } from './wait-until';
export { PgStatementCounter } from './pg-statement-counter';
export { DOVECOT_BINARY, freePort, startDovecot, type DovecotServer } from './dovecot';
export { appendMessages, folderCounts, withImapClient, type ImapLogin } from './imap-mailbox';
export { supplierMail, type MailAttachment, type SupplierMail } from './mime-message';
export { buildCamt053, type Camt053EntryOptions, type Camt053Options } from './camt053.builder';
