/** Today in UTC as `YYYY-MM-DD` (D7: "today" is judged in UTC). */
export const TODAY_UTC_JS = (): string => new Date().toISOString().slice(0, 10);
