/** A wrong command line (unknown command or option, missing or malformed value): exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** A command that was well formed but could not be carried out (unknown account, ...): exit 1. */
export class CliFailure extends Error {
  override readonly name = 'CliFailure';
}
