/** One frame of a call stack as V8 reports it. */
export interface StackFrame {
  file: string | null;
  functionName: string | null;
  /** The class of `this` (for an inherited method, the subclass): see `declaredClasses`. */
  typeName: string | null;
}

/**
 * Generic database plumbing: helpers that run, insert, lock, route or wrap whatever their caller asks for. The code
 * that called them owns the statement. (A wrapper's synchronous callback leaves the stack at TypeORM's first await, so
 * the wrapper would otherwise be the innermost frame: `checkedWrite(em, () => em.save(…))`.)
 */
const PLUMBING = new Set([
  'src/core/database/prepared-query.ts',
  'src/core/database/entity-insert.ts',
  'src/core/database/company-lock.ts',
  'src/core/database/write-transaction.ts',
  'src/core/database/read-route.ts',
  'src/core/tenancy/key-checked-reference.ts',
]);

const SPEC = /\.spec\.[jt]s$/;
const NOT_A_CLASS = new Set(['Object', 'Function', 'global', 'process']);

/**
 * The code that owns a statement, as `Class.method (src/…)` or `function (src/…)`: the innermost named function of
 * `src/` outside the database plumbing (an anonymous callback is passed over to the named function of its file that
 * made it, past any wrapper that ran it). The class
 * is the one the frame's file declares (`declaredClasses`), so a method inherited from a base class is labelled with
 * the base class. Undefined when no frame of `src/` (outside unit specs) is on the stack.
 */
export function originOwner(
  frames: StackFrame[],
  projectRoot: string,
  declaredClasses: (file: string) => string[] = () => [],
): string | undefined {
  const root = projectRoot.endsWith('/') ? projectRoot : `${projectRoot}/`;
  const application = frames.filter((f): f is StackFrame & { file: string } => !!f.file && f.file.startsWith(`${root}src/`)
    && !f.file.includes('/node_modules/') && !SPEC.test(f.file));
  const owning = application.filter((f) => !PLUMBING.has(f.file.slice(root.length)));
  const innermost = owning[0];
  // An anonymous callback belongs to the named function around it: the next named frame of its file, past any
  // wrapper that ran it (a wrapper's name would say nothing about the statement).
  const frame = (innermost?.functionName ? innermost : undefined)
    ?? owning.find((f) => f.file === innermost?.file && !!f.functionName)
    ?? owning.find((f) => !!f.functionName) ?? innermost ?? application[0];
  if (!frame) return undefined;
  const relative = frame.file.slice(root.length);
  const name = frame.functionName ? qualified(frame, declaredClasses(frame.file)) : '<anonymous>';
  return `${name} (${relative})`;
}

function qualified(frame: StackFrame, classes: string[]): string {
  const type = frame.typeName && classes.includes(frame.typeName) ? frame.typeName
    : classes.length === 1 && frame.typeName && !NOT_A_CLASS.has(frame.typeName) ? classes[0]
    : frame.typeName && !NOT_A_CLASS.has(frame.typeName) ? frame.typeName
    : undefined;
  const fn = frame.functionName!.replace(/^async /, '');
  return type && !fn.startsWith(`${type}.`) ? `${type}.${fn}` : fn;
}

/** The names of the classes a source text declares. */
export function classesDeclaredIn(source: string): string[] {
  return [...source.matchAll(/^\s*(?:export\s+)?(?:default\s+)?(?:abstract\s+)?class\s+([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]);
}
