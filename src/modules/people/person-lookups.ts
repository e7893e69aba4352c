import { EntityManager } from 'typeorm';
import { ApiError } from '../../core/errors/api-error';
import { registerConstraintError } from '../../core/errors/database-errors';
import { runStatementIn } from '../../core/database/prepared-query';

// Two people claiming one work email (at once or not): the lookup's key settles it.
registerConstraintError('person_email_lookup_pkey', () => new ApiError(422, 'This work email is already taken', 'EmailTaken'));

/** The values of a person that have a lookup row (`person_email_lookup`, `calendar_feed_lookup`). */
export interface LookedUpValues {
  email: string | null;
  calendarFeedTokenIndex: string | null;
}

const INSERT_BOTH = `WITH email AS (INSERT INTO person_email_lookup (email, company_id, person_id) VALUES ($1, $2, $3))
  INSERT INTO calendar_feed_lookup (token_index, company_id, person_id) VALUES ($4, $2, $3)`;

/**
 * Keeps a person's lookup rows (person-lookup.entity.ts) as their values are, in the write's transaction: rows for
 * values `before` had and `after` has not go, rows for new values are added (a taken email fails on the key).
 * A work email that changes only its case keeps its row. `before` null: a new person; `after` null: one that goes.
 * Prepared statements: a person's create and update send them every time.
 */
export async function writePersonLookups(
  em: EntityManager, companyId: string, personId: string, before: LookedUpValues | null, after: LookedUpValues | null,
): Promise<void> {
  const email = (values: LookedUpValues | null) => values?.email?.toLowerCase() ?? null;
  const feed = (values: LookedUpValues | null) => values?.calendarFeedTokenIndex ?? null;
  const [emailFrom, emailTo, feedFrom, feedTo] = [email(before), email(after), feed(before), feed(after)];
  if (!emailFrom && !feedFrom && emailTo && feedTo) {
    // A new person's two rows in one round trip (a taken email still fails on its key, named in the error).
    await runStatementIn(em, INSERT_BOTH, [emailTo, companyId, personId, feedTo]);
    return;
  }
  if (emailFrom !== emailTo) {
    if (emailFrom) {
      await runStatementIn(em, `DELETE FROM person_email_lookup WHERE email = $1 AND company_id = $2 AND person_id = $3`, [emailFrom, companyId, personId]);
    }
    if (emailTo) {
      await runStatementIn(em, `INSERT INTO person_email_lookup (email, company_id, person_id) VALUES ($1, $2, $3)`, [emailTo, companyId, personId]);
    }
  }
  if (feedFrom !== feedTo) {
    if (feedFrom) {
      await runStatementIn(em, `DELETE FROM calendar_feed_lookup WHERE token_index = $1 AND company_id = $2 AND person_id = $3`, [feedFrom, companyId, personId]);
    }
    if (feedTo) {
      await runStatementIn(em, `INSERT INTO calendar_feed_lookup (token_index, company_id, person_id) VALUES ($1, $2, $3)`, [feedTo, companyId, personId]);
    }
  }
}

/** The person's lookup rows go (the row is deleted, or its email and feed token are cleared): read from the row first. */
export async function dropPersonLookups(em: EntityManager, companyId: string, personId: string): Promise<void> {
  const [row] = await em.query(
    `SELECT email, calendar_feed_token_index AS "calendarFeedTokenIndex" FROM people WHERE company_id = $1 AND id = $2`,
    [companyId, personId],
  );
  if (row) await writePersonLookups(em, companyId, personId, row, null);
}

/** The person (company and id) whose work email this is, whatever its case, in any company; null for none. */
export async function personByEmail(em: EntityManager, email: string): Promise<{ companyId: string; personId: string } | null> {
  const [row] = await em.query(
    `SELECT company_id AS "companyId", person_id AS "personId" FROM person_email_lookup WHERE email = lower($1)`,
    [email],
  );
  return row ?? null;
}

/** The lookup rows of people inserted together (one statement per lookup), in the transaction that inserts them. */
export async function addPeopleLookups(em: EntityManager, companyId: string, people: ({ id: string } & LookedUpValues)[]): Promise<void> {
  const ids = people.map((p) => p.id);
  await em.query(
    `INSERT INTO person_email_lookup (email, company_id, person_id)
     SELECT lower(email), $1, id FROM unnest($2::text[], $3::text[]) AS s(id, email) WHERE email IS NOT NULL`,
    [companyId, ids, people.map((p) => p.email)],
  );
  await em.query(
    `INSERT INTO calendar_feed_lookup (token_index, company_id, person_id)
     SELECT token_index, $1, id FROM unnest($2::text[], $3::text[]) AS s(id, token_index) WHERE token_index IS NOT NULL`,
    [companyId, ids, people.map((p) => p.calendarFeedTokenIndex)],
  );
}
