import * as fs from 'node:fs';
import * as path from 'node:path';
import * as ts from 'typescript';

/**
 * Every refusal of access is the core's: the access layer's door (`PolicyService.require`, answering from the policy
 * table and RESOURCE_ACCESS), the auth guard, signed links (`LinkSigner.requireValid`), the scope ceiling of roles.
 * A module never answers 403 itself, nor refuses fields (`ApiError.forbidden`, `ApiError.forbiddenFields`, `new
 * ApiError(403, ...)`), and never asks whether a role writes every row as a test of who the caller is.
 */
const root = path.join(__dirname, '..', '..');

function tsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.spec.ts') ? [full] : [];
  });
}

/** `file:line: text` of every refusal decided in `files`. */
export function refusalsIn(base: string, files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const report = (node: ts.Node) => {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push(`${path.relative(base, file).split(path.sep).join('/')}:${line}: ${node.getText().split('(')[0]}`);
    };
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAccessExpression(node)) {
        const name = node.name.text;
        if (node.expression.getText() === 'ApiError' && (name === 'forbidden' || name === 'forbiddenFields')) report(node);
        if (name === 'writesEveryRow') report(node);
      }
      if (ts.isNewExpression(node) && node.expression.getText() === 'ApiError') {
        const [status] = node.arguments ?? [];
        if (status && ts.isNumericLiteral(status) && status.text === '403') report(node);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('refusals of access are decided in the access layer, not in modules', () => {
  it('finds no 403 or refused field decided in src/modules', () => {
    expect(refusalsIn(root, tsFiles(path.join(root, 'src', 'modules')))).toEqual([]);
  });

  it('would name a refusal decided in a module', () => {
    const dir = fs.mkdtempSync(path.join(root, 'test', '.refusals-'));
    try {
      const file = path.join(dir, 'rules.ts');
      fs.writeFileSync(file, [
        'export function check(policy: any, auth: any, own: boolean) {',
        "  if (!own) throw ApiError.forbidden('no');",
        "  if (!policy.writesEveryRow(auth, 'person')) throw ApiError.forbiddenFields(['email']);",
        "  throw new ApiError(403, 'no', 'ScopeNotAllowed');",
        '}',
        "export const fine = () => new ApiError(404, 'gone');",
      ].join('\n'));
      const rel = path.relative(root, file).split(path.sep).join('/');
      expect(refusalsIn(root, [file])).toEqual([
        `${rel}:2: ApiError.forbidden`,
        `${rel}:3: policy.writesEveryRow`,
        `${rel}:3: ApiError.forbiddenFields`,
        `${rel}:4: new ApiError`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
