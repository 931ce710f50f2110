import { TagNamesField } from '../../../platform/input';

/** The body of a tagging change: the names to add, to keep (replace) or to remove. */
export class TaggingNamesDto {
  @TagNamesField({
    example: ['Important', 'Q3'],
    description:
      'Tag names, or one text of comma-separated names; trimmed, blanks and repeats dropped. ' +
      'Names the context does not have yet become tags of it.',
  })
  tags!: string[];
}
