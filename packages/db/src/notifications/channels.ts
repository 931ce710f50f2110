/** Notified by the jobs table's insert trigger at commit: wakes the workers. */
export const JOBS_CHANNEL = 'faktura_jobs';

/**
 * Notified by the worker when a requested PDF is stored, with
 * `<kind>:<documentId>:<contentHash>:<jobId>`: wakes the API request waiting for it.
 */
export const DOCUMENTS_CHANNEL = 'faktura_documents';

/**
 * Notified by the worker's inbox reader when it stored a supplier mail with attachments: wakes
 * the API's inbox importer, which turns them into purchases and drafts.
 */
export const INBOX_CHANNEL = 'faktura_inbox';
