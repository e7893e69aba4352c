import { fieldContext, SealedValues } from '../../src/core/crypto';
import { PERSON_SEALED } from '../../src/modules/people/person.entity';
import { TestApp } from './test-app';

/** A person's calendar feed token as they see it: the stored (sealed) value opened for its row. */
export async function feedTokenOf(t: TestApp, personId: string): Promise<string> {
  const [row] = await t.db.query('SELECT company_id, calendar_feed_token FROM people WHERE id = $1', [personId]);
  const context = fieldContext(PERSON_SEALED, 'calendarFeedToken', row.company_id, personId);
  return (await t.app.get(SealedValues).open(row.calendar_feed_token, context)) as string;
}
