import { customFieldOfValueSql } from '../custom-fields';

/** A custom value (a jsonb expression) as text: a multiSelect's choices joined with `, `. */
export const customValueTextSql = (value: string): string =>
  `CASE jsonb_typeof(${value}) WHEN 'array' THEN (SELECT string_agg(x, ', ') FROM jsonb_array_elements_text(${value}) x) ELSE ${value} #>> '{}' END`;

/** The person's value of one custom field (`fieldIdSql`) as text; the oldest if several. */
export const customFieldValueTextSql = (personAlias: string, fieldIdSql: string): string =>
  `(SELECT ${customValueTextSql('v.value')} FROM custom_values v
      WHERE v.company_id = ${personAlias}.company_id AND v.person_id = ${personAlias}.id AND v.custom_field_id = ${fieldIdSql} ORDER BY v.created_at, v.id LIMIT 1)`;

/** The person's values of a section's custom fields as a text array (`field: value`), by field name. */
export const sectionValuesTextSql = (personAlias: string, section: string): string =>
  `ARRAY(SELECT f.name || ': ' || ${customValueTextSql('v.value')} FROM custom_values v
      JOIN ${customFieldOfValueSql('f', 'v')}
     WHERE v.company_id = ${personAlias}.company_id AND v.person_id = ${personAlias}.id AND f.section = '${section}' AND v.value IS NOT NULL
     ORDER BY f.name, f.id)`;
