import * as fs from 'node:fs';
import * as path from 'node:path';
import * as ts from 'typescript';

/**
 * Access rules live in the access layer (`src/core/policy`: the policy table, RESOURCE_ACCESS, PolicyService), so a
 * module never decides by a role name or by D5's new-hire status. In `src/modules` a string literal naming a role
 * (`owner`, `admin`, `finance`, `tech`, `user`, `manager`) or `newHire`, alone or quoted inside SQL (`status =
 * 'newHire'`), is allowed only as data:
 * - in a type (`'active' | 'newHire'`);
 * - inside the initializer of a top-level `const` made of array and object literals (a declaration: enums, column
 *   catalogues, field lists), calls in it included;
 * - in declaration files: DTOs (`*.dto.ts`), entities (`*.entity.ts`) and demo seeds (`/demo/`);
 * - in unit specs (`*.spec.ts`), where roles are test data.
 * A person's lifecycle names them too (the owner a company keeps, a new hire's status): as data of the access layer
 * (`OWNER_ROLE`, `NEW_PERSON_ROLE`, `NEW_HIRE`), so no file is exempt.
 * `auth.isManager` is not read in `src/modules` either: who is a manager is the access layer's question.
 */
const root = path.join(__dirname, '..', '..');
const NAMES = ['owner', 'admin', 'finance', 'tech', 'user', 'manager', 'newHire'];
const QUOTED = new RegExp(`'(?:${NAMES.join('|')})'`);

function tsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const DATA_NODES = new Set([
  ts.SyntaxKind.ArrayLiteralExpression, ts.SyntaxKind.ObjectLiteralExpression, ts.SyntaxKind.PropertyAssignment,
  ts.SyntaxKind.AsExpression, ts.SyntaxKind.SatisfiesExpression, ts.SyntaxKind.ParenthesizedExpression, ts.SyntaxKind.SpreadElement,
  // Arguments of a call in a declaration (`text(sql, gate, ['manager'])` in a column catalogue).
  ts.SyntaxKind.CallExpression,
]);

/** True when the literal is in a type, or in a top-level `const` built only of array and object literals. */
function isData(node: ts.Node): boolean {
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isTypeNode(at)) return true;
    if (ts.isVariableDeclaration(at)) {
      const list = at.parent;
      return ts.isVariableDeclarationList(list) && (list.flags & ts.NodeFlags.Const) !== 0 && ts.isVariableStatement(list.parent) && ts.isSourceFile(list.parent.parent);
    }
    if (!DATA_NODES.has(at.kind)) return false;
  }
  return false;
}

/** `file:line: text` of every role name or `newHire` used as a rule (not as data), and every `isManager`, in `files`. */
export function roleRulesIn(base: string, files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const relative = path.relative(base, file).split(path.sep).join('/');
    if (/\.(dto|entity|spec)\.ts$/.test(relative) || relative.includes('/demo/')) continue;
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const report = (node: ts.Node, text: string) => {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push(`${relative}:${line}: ${text}`);
    };
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
        const text = node.text;
        if ((NAMES.includes(text) || QUOTED.test(text)) && !isData(ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node : node.parent)) report(node, node.getText());
      }
      if (ts.isPropertyAccessExpression(node) && node.name.text === 'isManager') report(node, node.getText());
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('role names and newHire appear in src/modules only as data', () => {
  it('finds no role or new-hire rule in the modules outside declared data', () => {
    expect(roleRulesIn(root, tsFiles(path.join(root, 'src', 'modules')))).toEqual([]);
  });

  it('would name a rule written in code, and let the same names pass as data', () => {
    const dir = fs.mkdtempSync(path.join(root, 'test', '.role-rules-'));
    try {
      const file = path.join(dir, 'rules.ts');
      fs.writeFileSync(file, [
        "export const STATUSES = ['active', 'newHire'] as const;",
        "export const ROWS = { owner: { read: 'all' }, columns: [{ join: 'manager' }] };",
        "export type Kind = 'owner' | 'user';",
        "export function sees(role: string, auth: { isManager: boolean }) {",
        "  if (role === 'admin') return true;",
        "  const sql = `SELECT 1 FROM people p WHERE p.status <> 'newHire' AND p.id = ${role}`;",
        '  return auth.isManager && sql.length > 0;',
        '}',
      ].join('\n'));
      const rel = path.relative(root, file).split(path.sep).join('/');
      expect(roleRulesIn(root, [file])).toEqual([
        `${rel}:5: 'admin'`,
        `${rel}:6: \`SELECT 1 FROM people p WHERE p.status <> 'newHire' AND p.id = \${`,
        `${rel}:7: auth.isManager`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves out unit specs beside the code, where roles are test data', () => {
    const dir = fs.mkdtempSync(path.join(root, 'test', '.role-rules-'));
    try {
      const file = path.join(dir, 'rules.spec.ts');
      fs.writeFileSync(file, "it('lets an admin in', () => expect(sees('admin', { isManager: true })).toBe(true));\n");
      expect(roleRulesIn(root, [file])).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
