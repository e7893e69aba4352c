import type { ReencryptBatch } from './keyed-store';

/** The state a re-encryption job carries to its successor (kept in Redis; losing it only restarts the pass). */
export interface ReencryptJobData {
  companyId: string;
  /** The store this step works on (by name); missing or unknown: the first. */
  store?: string;
  /** That store's cursor; null: from its start. */
  after?: string | null;
  /** Items of this pass so far that were not on the active key. */
  found?: number;
  /** Queued to encrypt values stored before encryption at rest (`keys:encrypt-existing`, after the upgrade): logs its progress. */
  existing?: true;
}

export type NextStep = { done: true } | { done: false; data: ReencryptJobData; delayMs: number };

/** Where a step starts: the index of the store the data names (an unknown name, from another version: the first). */
export function stepStore(stores: readonly string[], data: ReencryptJobData): { index: number; after: string | null } {
  const index = data.store === undefined ? -1 : stores.indexOf(data.store);
  return index < 0 ? { index: 0, after: null } : { index, after: data.after ?? null };
}

/**
 * What follows one batch. The job walks every store from start to end (a pass) and starts another pass while the last
 * one found anything off the active key: a write sealed under a key retired meanwhile (a process's cached active key)
 * is found by the next pass. It ends after a pass that found nothing, once `graceLeftMs` (time left until no process
 * can still hold the retired key in its cache) is over; else that last pass is repeated when it is.
 */
export function nextStep(
  stores: readonly string[],
  data: ReencryptJobData,
  batch: ReencryptBatch,
  timing: { pauseMs: number; graceLeftMs: number },
): NextStep {
  const { index } = stepStore(stores, data);
  const found = (data.found ?? 0) + batch.handled;
  const step = (store: number, after: string | null, foundSoFar: number, delayMs: number): NextStep => ({
    done: false,
    data: { companyId: data.companyId, store: stores[store], after, found: foundSoFar, ...(data.existing ? { existing: true as const } : {}) },
    delayMs,
  });
  if (batch.next !== null) return step(index, batch.next, found, timing.pauseMs);
  if (index + 1 < stores.length) return step(index + 1, null, found, timing.pauseMs);
  if (found > 0) return step(0, null, 0, timing.pauseMs);
  if (timing.graceLeftMs > 0) return step(0, null, 0, timing.graceLeftMs);
  return { done: true };
}
