import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'faktura:public';

/** Marks a route that needs no API key (health, readiness, API docs, signed file links). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
