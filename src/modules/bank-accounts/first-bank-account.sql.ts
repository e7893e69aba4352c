/** The person's first bank account (by creation), as a lateral join aliased `accountAlias` (NULLs when none). */
export const firstBankAccountJoinSql = (personAlias: string, accountAlias: string): string =>
  `LEFT JOIN LATERAL (SELECT b.* FROM bank_accounts b WHERE b.company_id = ${personAlias}.company_id AND b.person_id = ${personAlias}.id
      ORDER BY b.created_at LIMIT 1) ${accountAlias} ON TRUE`;
