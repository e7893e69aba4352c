import { RecordedStatement } from './recording-run';
import { Snapshot } from './snapshot-files';

export interface Comparison {
  /** Issued but in no snapshot file, each under the area that issued it. */
  missing: RecordedStatement[];
  /** In a snapshot file but not issued by this run (meaningful only when the whole suite ran). */
  stale: RecordedStatement[];
  /** The snapshot with the missing statements added, and, after a whole run, the stale ones removed. */
  updated: Snapshot;
}

/**
 * Recorded statements against the checked-in snapshot. A statement counts as snapshotted in whichever area's file
 * holds it (the same text can come from two areas; it stays where it was first put). Only a whole run, which saw
 * everything the suite issues, may remove a statement or move it to an area that issues it.
 */
export function compareWithSnapshot(recorded: RecordedStatement[], snapshot: Snapshot, wholeRun: boolean): Comparison {
  const issuedBy = new Map<string, Set<string>>();
  for (const { area, statement } of recorded) {
    if (!issuedBy.has(statement)) issuedBy.set(statement, new Set());
    issuedBy.get(statement)!.add(area);
  }
  const filedIn = new Map<string, string>();
  for (const [area, statements] of snapshot) for (const s of statements) if (!filedIn.has(s)) filedIn.set(s, area);

  const updated: Snapshot = new Map([...snapshot].map(([area, statements]) => [area, new Set(statements)]));
  const add = (area: string, statement: string) => {
    if (!updated.has(area)) updated.set(area, new Set());
    updated.get(area)!.add(statement);
  };
  const missing: RecordedStatement[] = [];
  for (const [statement, areas] of issuedBy) {
    const home = [...areas].sort()[0];
    const filed = filedIn.get(statement);
    if (filed === undefined) {
      missing.push({ area: home, statement });
      add(home, statement);
    } else if (wholeRun && !areas.has(filed)) {
      updated.get(filed)!.delete(statement);
      add(home, statement);
    }
  }
  const stale: RecordedStatement[] = [];
  for (const [statement, area] of filedIn) {
    if (issuedBy.has(statement)) continue;
    stale.push({ area, statement });
    if (wholeRun) updated.get(area)!.delete(statement);
  }
  const byArea = (a: RecordedStatement, b: RecordedStatement) => a.area.localeCompare(b.area) || a.statement.localeCompare(b.statement);
  return { missing: missing.sort(byArea), stale: stale.sort(byArea), updated };
}
