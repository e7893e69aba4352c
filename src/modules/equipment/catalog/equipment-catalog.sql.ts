/** Whether some equipment of the company has this type (case-insensitive); served by equipment_type_name. */
export const typeInUseSql = (alias: string) =>
  `SELECT EXISTS (SELECT 1 FROM equipment e WHERE e.company_id = ${alias}.company_id AND lower(e.type) = lower(${alias}.value))`;

/** Whether some equipment of the company has this type and name (case-insensitive). */
export const nameInUseSql = (alias: string) =>
  `SELECT EXISTS (SELECT 1 FROM equipment e
     WHERE e.company_id = ${alias}.company_id AND lower(e.type) = lower(${alias}.type) AND lower(e.name) = lower(${alias}.value))`;
