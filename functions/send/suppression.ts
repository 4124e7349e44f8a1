/**
 * The suppression hook (docs/sending.md, S10): the sender asks once per batch which of its
 * addresses must not be sent to, and records those deliveries as suppressed. Until bounces and
 * complaints are kept, the list is empty; `useSuppressionList` is where that store plugs in.
 */
export interface SuppressionList {
  /** The addresses (lower case) among `addresses` that are suppressed, each with its reason. */
  isSuppressed(addresses: string[]): Promise<Map<string, string>>;
}

const nobody: SuppressionList = { isSuppressed: async () => new Map() };

let list: SuppressionList = nobody;
export const suppressionList = (): SuppressionList => list;
export const useSuppressionList = (replacement: SuppressionList | undefined) => void (list = replacement ?? nobody);
