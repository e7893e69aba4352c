import './bootstrap/supported-node';
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Command, CommanderError } from 'commander';
import { AppModule } from './app.module';
import { loadConfig } from './config/app-config';
import { ensureDatabase, runMigrations } from './core/database/database-setup';
import { DataKeyStore } from './core/crypto/data-key-store';
import { preflightMasterKeys } from './core/crypto/master-key-preflight';
import { runAsConsole } from './core/audit/audit-context';
import { AuditChecker } from './core/audit/audit-checker';
import { KeyRotationService } from './core/crypto/rotation/key-rotation.service';
import { ApiError } from './core/errors/api-error';
import { fromDatabaseError } from './core/errors/database-errors';
import { CompanySetupService } from './modules/company-setup';
import { DemoSeedService } from './modules/people';
import { TokensService } from './modules/tokens/tokens.service';
import { ScimSettings } from './modules/scim';

/** D2: the product's console. One JSON object on stdout, or `{ name, message }` on stderr and a non-zero exit. */
type Handler = (app: INestApplicationContext, options: Record<string, string>) => Promise<unknown>;

const list = (value: string) => value.split(',').map((s) => s.trim()).filter(Boolean);

function buildProgram(run: (handler: Handler) => (options: Record<string, string>) => Promise<void>): Command {
  const program = new Command('personnel').exitOverride().configureOutput({ writeErr: () => undefined, writeOut: () => undefined });
  program
    .command('company:create')
    .requiredOption('--name <name>')
    .requiredOption('--owner-email <email>')
    .requiredOption('--owner-first-name <name>')
    .requiredOption('--owner-last-name <name>')
    .action(
      run((app, o) =>
        app.get(CompanySetupService).create({
          name: o.name, ownerEmail: o.ownerEmail, ownerFirstName: o.ownerFirstName, ownerLastName: o.ownerLastName,
        }),
      ),
    );
  program
    .command('token:create')
    .requiredOption('--email <email>')
    .requiredOption('--scopes <scopes>', 'comma list, e.g. public:read,private:write')
    .option('--name <name>')
    .option('--expires-at <dateTime>')
    .action(run((app, o) => app.get(TokensService).create({ email: o.email, scopes: list(o.scopes), name: o.name, expiresAt: o.expiresAt })));
  program
    .command('token:list')
    .requiredOption('--email <email>')
    .action(run((app, o) => app.get(TokensService).list(o.email)));
  program
    .command('token:revoke')
    .requiredOption('--id <id>')
    .action(run((app, o) => app.get(TokensService).revoke(o.id)));
  program
    .command('token:grant')
    .requiredOption('--token <id>', 'the token id (token:list)')
    .requiredOption('--scope <scopes>', 'scope(s) to add, comma list, e.g. audit:read')
    .action(run((app, o) => app.get(TokensService).grant(o.token, list(o.scope))));
  program
    .command('person:set-role')
    .requiredOption('--email <email>')
    .requiredOption('--role <role>')
    .action(run((app, o) => app.get(TokensService).setRole(o.email, o.role)));
  program
    .command('company:set-permissions')
    .requiredOption('--company <id>')
    .option('--compensations <roles>')
    .option('--documents <roles>')
    .action(run((app, o) => app.get(TokensService).setPermissions(o.company, { compensations: o.compensations, documents: o.documents })));
  program
    .command('company:set-scim')
    .description('SCIM feed settings of a company (docs/decisions-scim.md)')
    .requiredOption('--company <id>')
    .requiredOption('--personal-emails <on|off>', 'list personal emails (type home) besides work emails')
    .action(run((app, o) => {
      if (!['on', 'off'].includes(o.personalEmails)) throw ApiError.invalidField('personalEmails', 'must be on or off');
      return app.get(ScimSettings).setPersonalEmails(o.company, o.personalEmails === 'on');
    }));
  program
    .command('seed:demo')
    .requiredOption('--company <id>')
    .requiredOption('--people <n>', 'how many people to add, e.g. 10000')
    .action(run((app, o) => app.get(DemoSeedService).seed(o.company, Number(o.people))));
  program
    .command('keys:rewrap')
    .description('master-key rotation: wrap every data key under the first key of ENCRYPTION_KEYS')
    .action(run((app) => app.get(DataKeyStore).rewrapAll()));
  program
    .command('keys:rotate')
    .description("data-key rotation: a new active key for the company (or every company), the old one retired; the re-encryption runs in the workers")
    .option('--company <id>')
    .option('--all', 'every company')
    .action(run((app, o) => app.get(KeyRotationService).rotate(oneOrAll(o))));
  program
    .command('keys:encrypt-existing')
    .description('queue the re-encryption onto the active key without rotating: plain values left from before the upgrade, leftovers')
    .option('--company <id>')
    .option('--all', 'every company')
    .action(run((app, o) => app.get(KeyRotationService).encryptExisting(oneOrAll(o))));
  program
    .command('keys:status')
    .description('per company and data key, the rows and files still using it, and the plain values left')
    .option('--company <id>')
    .action(run((app, o) => app.get(KeyRotationService).status(o.company)));
  program
    .command('keys:delete')
    .description('delete a retired data key of a company; refused while any row or file still uses it')
    .requiredOption('--company <id>')
    .requiredOption('--key <keyId>')
    .action(run((app, o) => app.get(KeyRotationService).deleteKey(o.company, o.key)));
  program
    .command('audit:verify')
    .description("walk a company's audit chain; names the first entry altered, removed or inserted, and heads or anchors not made with the key")
    .requiredOption('--company <id>')
    .option('--head <file or JSON>', 'a signed head printed by audit:head earlier: the chain must still reach it')
    .action(run((app, o) => app.get(AuditChecker).verify(o.company, o.head === undefined ? undefined : readKeptHead(o.head))));
  program
    .command('audit:head')
    .description('the signed head of a company\'s audit chain (or of every company), to keep outside the database')
    .option('--company <id>')
    .option('--all', 'every company')
    .action(run((app, o) => {
      const companyId = oneOrAll(o);
      return companyId ? app.get(AuditChecker).head(companyId) : app.get(AuditChecker).heads();
    }));
  return program;
}

/** `--head`: the statement itself (JSON text) or the file it was saved to. */
function readKeptHead(value: string): unknown {
  let text = value;
  if (!value.trim().startsWith('{')) {
    try {
      text = readFileSync(value, 'utf8');
    } catch (error) {
      throw ApiError.invalidField('head', `neither JSON nor a readable file (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`);
    }
  }
  try {
    return JSON.parse(text);
  } catch {
    throw ApiError.invalidField('head', 'not JSON');
  }
}

/** `--company <id>` or `--all`, one of them: a command on every company is never the default. */
function oneOrAll(o: Record<string, string | boolean>): string | undefined {
  if (o.company && o.all) fail('UsageError', 'give --company <id> or --all, not both', 2);
  if (!o.company && !o.all) fail('UsageError', 'give --company <id> or --all', 2);
  return o.company ? String(o.company) : undefined;
}

function fail(name: string, message: string, code = 1): never {
  process.stderr.write(JSON.stringify({ name, message }) + '\n');
  process.exit(code);
}

async function main(argv: string[]): Promise<void> {
  let handler: Handler | undefined;
  let options: Record<string, string> = {};
  const program = buildProgram((h) => async (o) => {
    handler = h;
    options = o;
  });
  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) fail('UsageError', error.message.replace(/^error: /, ''), 2);
    throw error;
  }
  if (!handler) fail('UsageError', `unknown or missing command; commands: ${program.commands.map((c) => c.name()).join(', ')}`, 2);

  let app: INestApplicationContext | undefined;
  try {
    const config = loadConfig();
    await ensureDatabase(config.databaseUrl);
    await preflightMasterKeys(config);
    await runMigrations(config.databaseUrl);
    app = await NestFactory.createApplicationContext(AppModule.forRoot(config, 'cli'), { logger: false });
    // Everything the console changes is recorded in the audit trail as its work (actor `cli`).
    const result = await runAsConsole(() => handler!(app!, options));
    process.stdout.write(JSON.stringify(result, null, 2) + '\n');
    await app.close();
  } catch (thrown) {
    await app?.close().catch(() => undefined);
    const error = fromDatabaseError(thrown) ?? thrown;
    if (error instanceof ApiError) fail(error.errorName, error.issues?.length ? `${error.issues.map((i) => `${i.name}: ${i.reason}`).join('; ')}` : error.message);
    fail('GeneralError', error instanceof Error ? error.message : String(error));
  }
}

void main(process.argv);
