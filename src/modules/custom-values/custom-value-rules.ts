import { ApiError } from '../../core/errors/api-error';
import { isValidDate } from '../../core/query/query-values';
import { CustomField } from '../custom-fields';
import type { CustomValueValue } from './custom-value.entity';

const MAX_TEXT = 1000;
const MAX_LONG_TEXT = 20000;
const MAX_LINK = 2000;

/** Checks a value against its field's type (spec "Custom value"); 422 on `value` naming what was expected. */
export function assertValueFitsField(field: CustomField, value: CustomValueValue): void {
  const problem = valueProblem(field, value);
  if (problem) throw ApiError.invalidField('value', problem);
}

function valueProblem(field: CustomField, value: CustomValueValue): string | null {
  if (value === null) return null;
  const choices = field.config.choices ?? [];
  if (field.type === 'multiSelect') {
    if (!Array.isArray(value)) return 'must be a list of choices for a multiSelect field';
    const unknown = value.filter((v) => !choices.includes(v));
    if (unknown.length) return `must be among the field's choices (${choices.join(', ')}); not: ${unknown.join(', ')}`;
    if (new Set(value).size !== value.length) return 'must not repeat a choice';
    return null;
  }
  if (typeof value !== 'string') return `must be a single string for a ${field.type} field`;
  switch (field.type) {
    case 'text':
      return value.length > MAX_TEXT ? `must be at most ${MAX_TEXT} characters` : null;
    case 'longText':
      return value.length > MAX_LONG_TEXT ? `must be at most ${MAX_LONG_TEXT} characters` : null;
    case 'link':
      return isWebLink(value) ? null : 'must be a link (an http or https URL)';
    case 'date':
      return isValidDate(value) ? null : 'must be a date (YYYY-MM-DD)';
    case 'select':
      return choices.includes(value) ? null : `must be one of the field's choices (${choices.join(', ')})`;
    case 'person':
      return null; // a person of the company: checked against the database by the service
  }
}

function isWebLink(value: string): boolean {
  if (value.length > MAX_LINK) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
