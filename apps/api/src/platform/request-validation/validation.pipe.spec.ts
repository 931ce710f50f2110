import { DomainError } from '@faktura/domain';
import { Type } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { createValidationPipe, REQUIRED_MESSAGE } from './validation.pipe';

class Line {
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  title!: string;
}

class Body {
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  name!: string;

  @IsOptional()
  @IsString()
  note?: string;

  @ValidateNested({ each: true })
  @Type(() => Line)
  lines!: Line[];
}

async function fieldErrors(body: unknown) {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype: Body });
    return null;
  } catch (error) {
    return (error as DomainError).fieldErrors;
  }
}

describe('the global validation pipe', () => {
  it('answers one message for a required field that is missing, nested ones too', async () => {
    expect(await fieldErrors({ lines: [{}] })).toEqual({
      name: [REQUIRED_MESSAGE],
      'lines[0].title': [REQUIRED_MESSAGE],
    });
  });

  it('keeps every rule a present value breaks, without the value', async () => {
    const errors = await fieldErrors({ name: 42, lines: [], note: 'secret-note' });
    expect(errors?.name).toEqual(
      expect.arrayContaining([
        'name must be a string',
        'name must be shorter than or equal to 255 characters',
      ]),
    );
    expect(JSON.stringify(errors)).not.toContain('42');
  });
});
