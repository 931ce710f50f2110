import { DomainError } from '@faktura/domain';

/** What decides whether a comment may be changed or deleted. */
export interface CommentAuthorship {
  manual: boolean;
  /** The author; null once the author's user was deleted. */
  userId: number | null;
}

/**
 * Who may change or delete a comment: a comment the system wrote nobody (422, as the reference
 * refuses to delete them); a user's comment only its author, through any of the author's keys
 * (403). A comment whose author was deleted belongs to nobody, so every full key may tidy it.
 */
export function assertMayChangeComment(comment: CommentAuthorship, userId: number): void {
  if (!comment.manual)
    throw DomainError.rule('Comments written by the system cannot be changed or deleted');
  if (comment.userId !== null && comment.userId !== userId) throw DomainError.forbidden();
}
