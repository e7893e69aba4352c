import { oneLine, statementKey } from './format-statement';
import { RecordedStatement } from './recording-run';
import { Snapshot, SnapshotEntry } from './snapshot-files';

/** A statement in a message: its area, its text on one line and the owners concerned. */
export interface ListedStatement {
  area: string;
  statement: string;
  owners: string[];
}

export interface Comparison {
  /** Issued but in no snapshot file, each under the area that issued it. */
  missing: ListedStatement[];
  /** In a snapshot file but not issued by this run (meaningful only when the whole suite ran), with its owners there. */
  stale: ListedStatement[];
  /** Snapshotted statements this run saw issued by code their file does not name as an owner, with that code. */
  newOwners: ListedStatement[];
  /**
   * The snapshot with the missing statements added and the new owners named; after a whole run, each issued
   * statement's owners exactly those that issued it, and the stale statements removed when pruning.
   */
  updated: Snapshot;
}

/**
 * Recorded statements against the checked-in snapshot. A statement is matched by its text alone (`statementKey`),
 * never by its owners, so code that moves does not make its statements missing. It counts as snapshotted in whichever
 * area's file holds it (the same text can come from two areas; it stays where it was first put). Only a whole run,
 * which saw everything the suite issues, may remove a statement or an owner, or move a statement to an area that
 * issues it; and only when asked to prune does it remove a statement it did not issue (some are issued only on some
 * runs: a pass that meets more than a page, a retry after a lost race).
 */
export function compareWithSnapshot(recorded: RecordedStatement[], snapshot: Snapshot, wholeRun: boolean, prune = false): Comparison {
  const issued = new Map<string, { statement: string; areas: Set<string>; owners: Set<string> }>();
  for (const { area, statement, owner } of recorded) {
    const key = statementKey(statement);
    if (!issued.has(key)) issued.set(key, { statement, areas: new Set(), owners: new Set() });
    issued.get(key)!.areas.add(area);
    if (owner !== undefined) issued.get(key)!.owners.add(owner);
  }
  const filedIn = new Map<string, string>();
  for (const [area, entries] of snapshot) for (const key of entries.keys()) if (!filedIn.has(key)) filedIn.set(key, area);

  const updated: Snapshot = new Map([...snapshot].map(([area, entries]) => [
    area,
    new Map([...entries].map(([key, entry]): [string, SnapshotEntry] => [key, { text: entry.text, owners: new Set(entry.owners) }])),
  ]));
  const add = (area: string, key: string, entry: SnapshotEntry) => {
    if (!updated.has(area)) updated.set(area, new Map());
    updated.get(area)!.set(key, entry);
  };
  const missing: ListedStatement[] = [];
  const newOwners: ListedStatement[] = [];
  for (const [key, { statement, areas, owners }] of issued) {
    const home = [...areas].sort()[0];
    const filed = filedIn.get(key);
    if (filed === undefined) {
      missing.push({ area: home, statement, owners: [...owners].sort() });
      add(home, key, { text: statement, owners: new Set(owners) });
      continue;
    }
    const entry = updated.get(filed)!.get(key)!;
    const unnamed = [...owners].filter((owner) => !entry.owners.has(owner)).sort();
    if (unnamed.length > 0) newOwners.push({ area: filed, statement, owners: unnamed });
    if (wholeRun && !areas.has(filed)) {
      updated.get(filed)!.delete(key);
      add(home, key, { text: entry.text, owners: new Set(owners) });
    } else {
      entry.owners = wholeRun ? new Set(owners) : new Set([...entry.owners, ...owners]);
    }
  }
  const stale: ListedStatement[] = [];
  for (const [key, area] of filedIn) {
    if (issued.has(key)) continue;
    const { text, owners } = snapshot.get(area)!.get(key)!;
    stale.push({ area, statement: oneLine(text), owners: [...owners].sort() });
    if (wholeRun && prune) updated.get(area)!.delete(key);
  }
  const byArea = (a: ListedStatement, b: ListedStatement) => a.area.localeCompare(b.area) || a.statement.localeCompare(b.statement);
  return { missing: missing.sort(byArea), stale: stale.sort(byArea), newOwners: newOwners.sort(byArea), updated };
}
