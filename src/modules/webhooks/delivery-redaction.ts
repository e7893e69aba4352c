import { EntityManager } from 'typeorm';

/**
 * Erasure (docs/security.md, "Erasure"): the company's webhook deliveries whose payload is about the person (their
 * own events and those of records naming them in `personId`, as the outbox's redaction picks events) get `data`
 * replaced by `{ object: marker }`, and their attempts lose the response bodies they kept (a receiver may echo what
 * it was sent). Up to `limit` deliveries per call; deliveries already replaced are left alone, so it can be repeated
 * until it answers 0. A delivery being sent at that moment goes out as it was read.
 */
export async function redactDeliveriesAbout(em: EntityManager, companyId: string, personId: string, marker: object, limit: number): Promise<number> {
  const [rows] = await em.query(
    `UPDATE webhook_deliveries d SET payload = jsonb_set(d.payload::jsonb, '{data}', jsonb_build_object('object', $3::jsonb))::text, updated_at = now()
      WHERE d.company_id = $1 AND d.id IN (
        SELECT id FROM webhook_deliveries
         WHERE company_id = $1 AND event_type <> 'person.erased' AND payload::jsonb #> '{data,object,erased}' IS NULL
           AND ((event_type LIKE 'person.%' AND payload::jsonb #>> '{data,object,id}' = $2) OR payload::jsonb #>> '{data,object,personId}' = $2)
         LIMIT $4 FOR UPDATE)
      RETURNING d.id`,
    [companyId, personId, JSON.stringify(marker), limit],
  );
  const ids = (rows as { id: string }[]).map((r) => r.id);
  if (ids.length) {
    await em.query(`UPDATE webhook_attempts SET response_body = NULL WHERE company_id = $1 AND delivery_id = ANY($2::text[]) AND response_body IS NOT NULL`, [companyId, ids]);
  }
  return ids.length;
}
