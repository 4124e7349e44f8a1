/**
 * A conditional write found the item other than it was read: someone else wrote it first (or it
 * is gone). The data layer's own conflict; the HTTP kit answers it with 409, jobs catch it by type.
 */
export class WriteConflict extends Error {
  constructor(message = 'The item changed meanwhile.') {
    super(message);
  }
}

/** Whether a store call failed only because its condition did not hold. */
export const isConditionFailure = (error: unknown): boolean => (error as { name?: string } | undefined)?.name === 'ConditionalCheckFailedException';
