import { HttpException } from '@nestjs/common';

/** An error response for a body that cannot be read, with its code for the request log. */
export class BodyRefusedException extends HttpException {
  constructor(
    status: number,
    message: string,
    readonly code: string,
  ) {
    super(message, status);
  }
}
