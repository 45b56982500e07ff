import type { Database, Transaction } from '../db/client';

// Effects that must wait for the commit (telling browsers about rows they are about to read): queued
// per transaction by `afterCommit`, run by `runTransaction` once the transaction has committed, and
// dropped with it on a rollback.
const pendingEffects = new WeakMap<Transaction, (() => void)[]>();

export const runTransaction = async <T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> => {
  const effects: (() => void)[] = [];
  const result = await db.transaction(async (tx) => {
    pendingEffects.set(tx, effects);
    return work(tx);
  });
  for (const effect of effects) effect();
  return result;
};

// Only on a transaction opened by runTransaction (not a savepoint inside it): anywhere else nothing
// would run the effect, so it refuses instead of dropping it silently.
export const afterCommit = (tx: Transaction, effect: () => void) => {
  const effects = pendingEffects.get(tx);
  if (!effects) throw new Error('afterCommit needs a transaction opened by runTransaction');
  effects.push(effect);
};
