/** The person's emergency contacts as a text array (`name, relationship, phone, email` each), the primary first. */
export const emergencyContactListSql = (personAlias: string): string =>
  `ARRAY(SELECT concat_ws(', ', ec.name, ec.relationship, ec.phone_number, ec.email) FROM emergency_contacts ec
     WHERE ec.company_id = ${personAlias}.company_id AND ec.person_id = ${personAlias}.id ORDER BY ec.is_primary DESC, ec.slot)`;
