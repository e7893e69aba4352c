#!/usr/bin/env node
/**
 * `npm run openapi`: writes the OpenAPI document to openapi.json (committed; a test keeps it up to date).
 * Generated from the application's modules without a database or a server (src/bootstrap/openapi-document.ts).
 *   npm run openapi             write openapi.json
 *   npm run openapi -- --check  exit 1 when openapi.json is out of date
 */
const fs = require('node:fs');
const path = require('node:path');
const ensureBuild = require('./ensure-build');

async function main() {
  ensureBuild('src/main.js');
  const root = path.resolve(__dirname, '..');
  const { generateOpenApiDocument, serializeDocument } = require(path.join(root, 'dist/src/bootstrap/openapi-document.js'));
  const text = serializeDocument(await generateOpenApiDocument());
  const file = path.join(root, 'openapi.json');
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (current !== text) {
      process.stderr.write('openapi.json is out of date: run `npm run openapi` and commit it\n');
      process.exit(1);
    }
    return;
  }
  fs.writeFileSync(file, text);
  process.stderr.write(`wrote ${path.relative(process.cwd(), file)}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
