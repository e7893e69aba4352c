import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { INestApplicationContext } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { CompanySetupService } from '../modules/company-setup';
import { TokensService } from '../modules/tokens/tokens.service';
import { SCOPES } from '../core/auth/scopes';

export const DEMO_OWNER_EMAIL = 'owner@demo.example';
/** The advisory lock (transaction scope) the first start's work runs under. */
export const FIRST_START_LOCK = 7141593;

/**
 * D1: on an empty database, make a demo company with one owner and a one-time owner token with
 * every scope (handed over by announceFirstOwnerToken). The company and the token commit in two transactions: a start
 * stopped between them left the demo owner without a token, so a database whose only company is that one and that has
 * no token at all gets the token on the next start. Both steps run under an advisory lock, so two nodes starting at
 * once never both do it.
 */
export async function firstStart(app: INestApplicationContext, logger: Logger): Promise<string | null> {
  const db = app.get(DataSource);
  return db.transaction(async (em) => {
    await em.query('SELECT pg_advisory_xact_lock($1)', [FIRST_START_LOCK]);
    const [{ companies, tokens, demoOwners }] = await em.query(
      `SELECT (SELECT count(*)::int FROM companies) AS companies, (SELECT count(*)::int FROM api_tokens) AS tokens,
              (SELECT count(*)::int FROM person_email_lookup WHERE email = lower($1)) AS "demoOwners"`,
      [DEMO_OWNER_EMAIL],
    );
    const resumed = companies === 1 && tokens === 0 && demoOwners === 1;
    if (companies > 0 && !resumed) return null;
    if (!resumed) {
      await app.get(CompanySetupService).create({
        name: 'Demo Company',
        ownerEmail: DEMO_OWNER_EMAIL,
        ownerFirstName: 'Demo',
        ownerLastName: 'Owner',
      });
    }
    const token = await app.get(TokensService).create({ email: DEMO_OWNER_EMAIL, scopes: [...SCOPES], name: 'first start' });
    logger.info(
      { companyId: token.companyId },
      resumed ? 'first start: made the demo owner\'s token (an earlier start stopped before it)' : 'first start: made the demo company and its owner',
    );
    return token.token;
  });
}

/** Where a non-interactive first start leaves the owner token (mode 0600; read it once, then delete it). */
export const FIRST_OWNER_TOKEN_FILE = 'first-owner-token';

export interface TokenOutput {
  isTTY?: boolean;
  write(text: string): unknown;
}

/**
 * Hands the first owner token to the operator without it reaching a log: printed on an interactive
 * terminal (`npm start`); otherwise (containers, services, pipes: their output is collected as logs)
 * written to `DATA_DIR/first-owner-token` with mode 0600, and only that path is logged.
 * Returns where it went.
 */
export function announceFirstOwnerToken(
  token: string,
  options: { dataDir: string; logger: Logger; stdout?: TokenOutput },
): { printed: true } | { file: string } {
  const stdout = options.stdout ?? process.stdout;
  const make = 'npm run cli -- token:create --email owner@demo.example --scopes public:read,private:read';
  if (stdout.isTTY) {
    stdout.write(
      `\nFirst start: made "Demo Company" with owner ${DEMO_OWNER_EMAIL}.\n` +
        `Owner token (shown once, every scope):\n\n  ${token}\n\n` +
        `Make more with: ${make}\n\n`,
    );
    return { printed: true };
  }
  const file = path.join(options.dataDir, FIRST_OWNER_TOKEN_FILE);
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  // A fresh temporary file renamed over any older one: the token is never readable by others, even briefly.
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, `${token}\n`, { flag: 'wx', mode: 0o600 });
  renameSync(temp, file);
  options.logger.info(
    { file, owner: DEMO_OWNER_EMAIL },
    `first start: the one-time owner token (every scope) is in ${file} (mode 0600): read it, keep it elsewhere, delete the file; make more with: ${make}`,
  );
  return { file };
}
