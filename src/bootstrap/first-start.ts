import { INestApplicationContext } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { CompanySetupService } from '../modules/companies/company-setup.service';
import { TokensService } from '../modules/tokens/tokens.service';
import { SCOPES } from '../core/auth/scopes';

export const DEMO_OWNER_EMAIL = 'owner@demo.example';

/**
 * D1: on an empty database, make a demo company with one owner and print a one-time
 * owner token with every scope. Runs under an advisory lock so two nodes never both do it.
 */
export async function firstStart(app: INestApplicationContext, logger: Logger): Promise<string | null> {
  const db = app.get(DataSource);
  return db.transaction(async (em) => {
    await em.query('SELECT pg_advisory_xact_lock(7141593)');
    const [{ count }] = await em.query('SELECT count(*)::int AS count FROM companies');
    if (count > 0) return null;
    await app.get(CompanySetupService).create({
      name: 'Demo Company',
      ownerEmail: DEMO_OWNER_EMAIL,
      ownerFirstName: 'Demo',
      ownerLastName: 'Owner',
    });
    return 'created';
  }).then(async (created) => {
    if (!created) return null;
    const token = await app.get(TokensService).create({ email: DEMO_OWNER_EMAIL, scopes: [...SCOPES], name: 'first start' });
    logger.info({ companyId: token.companyId }, 'first start: made the demo company and its owner');
    return token.token;
  });
}
