import { existsSync } from 'node:fs';
import * as path from 'node:path';

/**
 * Imported first by the process entry points (src/main.ts, src/cli.ts), so `node dist/src/main.js` (the image) stops
 * on a Node outside package.json's engines as `npm start` does: one line, before anything else loads. The check is
 * scripts/supported-node.js, found beside the package.json above this file (the repository or the image's /app).
 */
function assertSupportedNode(): void {
  let dir = __dirname;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) return;
    dir = up;
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require(path.join(dir, 'scripts', 'supported-node.js')) as { assertSupportedNode(): void }).assertSupportedNode();
}

assertSupportedNode();
