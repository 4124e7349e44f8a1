import { getSuppressions } from '../../data/suppression-store.ts';

/**
 * The suppression hook (docs/sending.md, S10): the sender asks once per batch which of its
 * addresses must not be sent to, and records those deliveries as suppressed with the reason. The
 * list is the suppression store (data/suppression-store.ts), which the `ses-events` job fills
 * from SES bounces and complaints: one BatchGetItem per 100 addresses.
 */
export interface SuppressionList {
  /** The addresses (lower case) among `addresses` that are suppressed, each with its reason. */
  isSuppressed(addresses: string[]): Promise<Map<string, string>>;
}

const store: SuppressionList = {
  isSuppressed: async (addresses) => new Map([...(await getSuppressions(addresses))].map(([address, record]) => [address, record.reason])),
};

export const suppressionList = (): SuppressionList => store;
