import type { Tag } from '@faktura/db';
import { apiTimestamp } from '../../platform/serialization';
import type { TagResponse } from './dto/tag.response';

/** The API shape of a tag: the reference's record. */
export function toTagResponse(tag: Tag): TagResponse {
  return {
    id: tag.id,
    name: tag.name,
    color: tag.color,
    context: tag.context,
    created_at: apiTimestamp(tag.createdAt),
    updated_at: apiTimestamp(tag.updatedAt),
  };
}
