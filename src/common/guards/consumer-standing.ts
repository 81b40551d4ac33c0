/** What the access guard must know of a consumer before a route that needs consent, or a write. */
export interface ConsumerStanding {
  /** The consumer agreed to the notice in force and has not withdrawn `matching` since. */
  consented: boolean;
  /** The consumer asked for erasure and the request waits to be carried out. */
  erasing: boolean;
}

/**
 * The guard's question, answered by the consent module (which owns the ledger): declared here so
 * that the shared guard depends on no feature.
 */
export abstract class ConsumerStandingReader {
  abstract of(userId: number): Promise<ConsumerStanding>;
}
