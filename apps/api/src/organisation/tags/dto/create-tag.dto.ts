import type { TagContext } from '@faktura/db';
import { Matches } from 'class-validator';
import { EnumField, TAG_MAX_LENGTH, TextField } from '../../../platform/input';
import { TAG_CONTEXTS } from '../tag-contexts';

/** `#RRGGBB` (the reference's example `#ABC123`) or `#RGB`, as a project's `color`. */
export const HEX_COLOR = /^#(?:[0-9A-Fa-f]{3}){1,2}$/;
const COLOR_MESSAGE = 'color must be a hex colour such as #ABC123';

/** The reference's tag create request. */
export class CreateTagDto {
  @TextField({ maxLength: TAG_MAX_LENGTH, example: 'Important', description: 'Trimmed' })
  name!: string;

  @TextField({
    optional: true,
    example: '#F97316',
    description: 'Hex colour `#RRGGBB` or `#RGB`; grey (`#9E9E9E`) when left out',
  })
  @Matches(HEX_COLOR, { message: COLOR_MESSAGE })
  color?: string;

  @EnumField(TAG_CONTEXTS, { description: 'The kind of records the tag is for; fixed once made' })
  context!: TagContext;
}

/** The reference's tag update request: name and colour; the context cannot change. */
export class UpdateTagDto {
  @TextField({ optional: true, maxLength: TAG_MAX_LENGTH, example: 'High Priority' })
  name?: string;

  @TextField({ optional: true, example: '#EF4444', description: 'Hex colour `#RRGGBB` or `#RGB`' })
  @Matches(HEX_COLOR, { message: COLOR_MESSAGE })
  color?: string;

  @EnumField(TAG_CONTEXTS, {
    optional: true,
    description: "Cannot change: accepted only when it is the tag's own context",
  })
  context?: TagContext;
}
