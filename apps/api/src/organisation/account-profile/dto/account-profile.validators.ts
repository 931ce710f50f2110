import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { BlankToNull } from '../../../platform/input';
import { decodeLogo } from '../account-logo.decoder';

/** A field checked by a rule of `@faktura/domain`; the message follows class-validator's form. */
export function Satisfies(name: string, check: (value: string) => boolean, must: string) {
  return ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => typeof value === 'string' && check(value),
      defaultMessage: (args) => `${args?.property} must be ${must}`,
    },
  });
}

/** The logo: base64 of a PNG or SVG of at most 1 MiB, checked by its bytes. */
export function IsLogo() {
  return ValidateBy({
    name: 'isLogo',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && !('problem' in decodeLogo(value)),
      defaultMessage: (args) => {
        const decoded = typeof args?.value === 'string' ? decodeLogo(args.value) : null;
        const problem = decoded && 'problem' in decoded ? decoded.problem : 'not_base64';
        return `${args?.property} ${LOGO_MESSAGES[problem]}`;
      },
    },
  });
}

const LOGO_MESSAGES = {
  not_base64: 'must be base64',
  too_large: 'must be at most 1 MiB',
  not_png_or_svg: 'must be a PNG or SVG image',
  unsafe_svg: 'must not contain scripts, event handlers or embedded content',
} as const;

/** Optional text that `null` or "" clears, trimmed, at most `max` characters. */
export function OptionalText(max: number, example?: string, description?: string) {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, example, description }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim() : value,
    ),
    BlankToNull(),
    IsOptional(),
    IsString(),
    MaxLength(max),
  );
}
