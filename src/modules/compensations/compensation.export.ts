import { TODAY_UTC } from '../../core/policy/reporting-lines.sql';
import { AS_OF, EXPORT_PERSON, ExportDeclaration, ExportedColumn } from '../../core/read/export-declaration';
import { ExportRequest } from '../../core/read/export-request';
import { compensationTypesByIds } from '../compensation-types';
import { compensationDaysJoinSql, compensationInEffectTextSql } from './compensation-export.sql';

const p = EXPORT_PERSON;
/** The columns of the base types, named after them (spec: Data exports). */
const BASE_TYPES = ['salary', 'bonus', 'equity', 'commission'] as const;

/** The entry in effect on AS_OF among the types `typeCondition` admits, as `85000.00 EUR / annual` or `12.5%`. */
const inEffect = (typeCondition: string): ExportedColumn => ({ sql: compensationInEffectTextSql(p, typeCondition, AS_OF), kind: 'text' });

/** One row per day a compensation of the asked types took effect within the range (or was in effect at its start). */
function compensationDaysJoin(request: ExportRequest): string {
  const baseTypes = request.fields.filter((f) => (BASE_TYPES as readonly string[]).includes(f));
  const types = [`ct.base_type IN (${baseTypes.map((t) => `'${t}'`).join(', ') || 'NULL'})`, 'ct.id = ANY(:compensationTypeIds::text[])'];
  return compensationDaysJoinSql(p, types.join(' OR '), ':historyStart::date', ':historyEnd::date', 'comp_day');
}

/**
 * The person's compensations in exports (spec: Data exports), read as compensations are: one column per base type
 * and per compensation type asked for (`compensationTypes`), and with `includeCompensationHistory` one row per day
 * one of them took effect in the range, each column showing the entry in effect that day.
 */
export const COMPENSATION_EXPORT: ExportDeclaration = {
  columns: Object.fromEntries(BASE_TYPES.map((type) => [type, inEffect(`ct.base_type = '${type}'`)])),
  extraColumns: {
    list: 'compensationTypes',
    idParam: 'ctype',
    idsParam: 'compensationTypeIds',
    lookup: compensationTypesByIds,
    column: (_type, param) => inEffect(`ct.id = :${param}`),
  },
  history: {
    flag: 'includeCompensationHistory',
    join: compensationDaysJoin,
    order: 'comp_day.day',
    asOf: `COALESCE(comp_day.day, ${TODAY_UTC})`,
  },
};
