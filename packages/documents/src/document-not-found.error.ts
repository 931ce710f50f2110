/** The document or the letter paper asked for does not exist in the account. */
export class DocumentNotFoundError extends Error {
  override name = 'DocumentNotFoundError';
}
