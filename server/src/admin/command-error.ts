/** A failure the operator can fix (unknown organization, unknown flag): printed without a stack, exit code 1. */
export class CommandError extends Error {
  override readonly name = 'CommandError';
}
