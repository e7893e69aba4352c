import { FieldClass } from '../../core/policy/policy-table';
import { ApiRow, ReadDeclaration } from '../../core/read/read-declaration';
import { entryTypeJoinSql, TimeAwayCategory, timeAwayTypesByIds } from '../time-away-types';
import { PUBLIC_CATEGORIES, publicCategorySql, UNDISCLOSED_NAME } from './entry-visibility';

/** The stored fields of an entry, in the API's order (its type's `name` and `isTimeOff` follow). */
export const ENTRY_FIELDS = [
  'id', 'personId', 'timeAwayTypeId', 'startDate', 'startPeriod', 'endDate', 'endPeriod', 'note',
  'requestStatus', 'reviewedBy', 'reviewedAt', 'approvals', 'days', 'hours', 'createdAt', 'updatedAt',
] as const;

/**
 * Rows read whose type is of a private category (sick, parental, ...): marked when the row is read (`derive`), so its
 * narrowing can tell, without the category being a field of the answer.
 */
const undisclosedTypes = new WeakSet<ApiRow>();

/** Without the private view of the entry's person, the type of a private category is not shown (D4). */
const hidesType = (row: ApiRow, classes: ReadonlySet<FieldClass>) => !classes.has('private') && undisclosedTypes.has(row);

/**
 * The time-away entry as every path answers it (lists, retrieves, the answers to writes, event payloads, subject
 * access). Its type's name and whether it is time off come by a join. The private view of the entry's person (the
 * `private` class, readerClasses) shows the `note`; without it the note is left out and an entry of a private
 * category shows no `timeAwayTypeId` (undefined: left out of the JSON), "Time off" as its name and `isTimeOff` true.
 */
export const TIME_AWAY_READ: ReadDeclaration = {
  fields: [...ENTRY_FIELDS, 'name', 'isTimeOff'],
  joins: `LEFT JOIN ${entryTypeJoinSql('entry_type', 'entry')}`,
  sql: {
    days: 'entry.days::float8',
    hours: 'entry.hours::float8',
    name: `json_build_object('name', entry_type.name, 'disclosed', COALESCE(${publicCategorySql('entry_type.category')}, false))`,
    isTimeOff: 'COALESCE(entry_type.is_time_off, true)',
  },
  derive: {
    name: (selected, row) => {
      const { name, disclosed } = selected as { name: string | null; disclosed: boolean };
      if (!disclosed) undisclosedTypes.add(row);
      return name;
    },
  },
  fieldClass: (field) => (field === 'note' ? 'private' : 'public'),
  // An entry of an event payload: its type's category is looked up (a type no longer there discloses nothing).
  markObjects: async (em, companyId, objects) => {
    const ids = [...new Set(objects.map((o) => o.timeAwayTypeId).filter((id): id is string => typeof id === 'string'))];
    const types = ids.length ? await timeAwayTypesByIds(em, companyId, ids) : [];
    const disclosed = new Set(types.filter((t) => PUBLIC_CATEGORIES.has(t.group as TimeAwayCategory)).map((t) => t.id));
    for (const object of objects) if (!disclosed.has(object.timeAwayTypeId as string)) undisclosedTypes.add(object);
  },
  narrow: {
    timeAwayTypeId: (value, row, classes) => (hidesType(row, classes) ? undefined : value),
    name: (value, row, classes) => (hidesType(row, classes) ? UNDISCLOSED_NAME : value),
    isTimeOff: (value, row, classes) => (hidesType(row, classes) ? true : value),
  },
};
