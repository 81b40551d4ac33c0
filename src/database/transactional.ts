import { Propagation, type TransactionHost } from '@nestjs-cls/transactional';
import type {
  TransactionalAdapterTypeOrm,
  TypeOrmTransactionOptions,
} from '@nestjs-cls/transactional-adapter-typeorm';
import { copyMethodMetadata } from 'nestjs-cls';
import type { IsolationLevel } from 'typeorm/driver/types/IsolationLevel';

/**
 * The ambient transaction: `txHost.tx` is the EntityManager of the transaction the current call
 * runs in, or the DataSource's own manager when there is none. Repositories query through it;
 * services open transactions with `@Transactional()` and never hold an EntityManager.
 */
export type TxHost = TransactionHost<TransactionalAdapterTypeOrm>;

/**
 * What the data layer's plain functions query through (those the upload kinds, plain objects,
 * call): `tx`, as on the TxHost they are handed. They read it at each query, so they run in
 * whatever transaction is ambient then.
 */
export type TxSource = Pick<TxHost, 'tx'>;

export { Propagation };

export interface TransactionalOptions {
  /** As `DataSource.transaction(isolationLevel, …)`; only for a transaction this call opens. */
  isolationLevel?: IsolationLevel;
  /** Default Required: join the caller's transaction, or open one when there is none. */
  propagation?: Propagation;
}

/**
 * Runs the method in a transaction on its own app's DataSource (see TxHost): it joins the
 * caller's transaction, or opens one that commits when the method's promise resolves and rolls
 * back when it rejects. The class must hold its TransactionHost as `txHost`.
 *
 * Not the library's `@Transactional()`: that one finds its TransactionHost in a process-wide
 * static, the last app's, and the tests run several apps (each on its own DataSource) in one
 * process. This one takes the host of the instance it is called on.
 */
export function Transactional(options: TransactionalOptions = {}): MethodDecorator {
  const { propagation = Propagation.Required, ...txOptions } = options;
  return (_target, key, descriptor: PropertyDescriptor) => {
    const original = descriptor.value as (...args: unknown[]) => Promise<unknown>;
    const wrapped = function (this: { txHost?: TxHost }, ...args: unknown[]) {
      const host = this.txHost;
      if (!host)
        throw new Error(`@Transactional ${String(key)}: the class must inject TxHost as txHost`);
      // No isolation level: the adapter's DataSource.transaction(undefined, …), PostgreSQL's default.
      return host.withTransaction(propagation, txOptions as TypeOrmTransactionOptions, () =>
        original.apply(this, args),
      );
    };
    copyMethodMetadata(original, wrapped);
    descriptor.value = wrapped;
  };
}
