/** The person's identity document expiry dates as a text array (`type: YYYY-MM-DD`), soonest first. */
export const identityDocumentExpiriesSql = (personAlias: string): string =>
  `ARRAY(SELECT i.type || ': ' || to_char(i.expiry_date, 'YYYY-MM-DD') FROM identity_documents i
     WHERE i.company_id = ${personAlias}.company_id AND i.person_id = ${personAlias}.id AND i.expiry_date IS NOT NULL ORDER BY i.expiry_date, i.id)`;

/** Condition: the document (alias) is the latest of its type for its person; earlier ones are its versions. */
export const latestIdentityDocumentSql = (documentAlias: string): string =>
  `NOT EXISTS (SELECT 1 FROM identity_documents newer WHERE newer.company_id = ${documentAlias}.company_id AND newer.person_id = ${documentAlias}.person_id
      AND lower(newer.type) = lower(${documentAlias}.type) AND (newer.created_at, newer.id) > (${documentAlias}.created_at, ${documentAlias}.id))`;
