import { ApiError, ValidationIssue } from '../../core/errors/api-error';
import { JsonSchema } from '../../core/openapi/json-schema';
import { CustomFieldConfig, CustomFieldType } from './custom-field.entity';

const MAX_CHOICES = 500;
const MAX_CHOICE_LENGTH = 200;

/** The settings each type has (spec "Custom field": `autocomplete` for text, `choices` for select and multiSelect). */
const SETTINGS: Record<CustomFieldType, readonly (keyof CustomFieldConfig)[]> = {
  text: ['autocomplete'],
  longText: [],
  select: ['choices'],
  multiSelect: ['choices'],
  link: [],
  date: [],
  person: [],
};

/** `config` in requests and responses: which settings apply follows the field's type (checked by `normalizeConfig`). */
export const CUSTOM_FIELD_CONFIG_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'Settings by type: `autocomplete` for text fields; `choices` (required) for select and multiSelect fields; none for the others.',
  properties: {
    autocomplete: { type: 'boolean' },
    choices: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_CHOICES,
      uniqueItems: true,
      items: { type: 'string', minLength: 1, maxLength: MAX_CHOICE_LENGTH },
    },
  },
  additionalProperties: false,
};

/** A select or multiSelect field must come with its choices. */
export const CHOICES_REQUIRED_SCHEMA: JsonSchema = {
  if: { properties: { type: { enum: ['select', 'multiSelect'] } }, required: ['type'] },
  then: { required: ['config'], properties: { config: { required: ['choices'], properties: { choices: {} } } } },
};

/** Validates a field's `config` for its type and returns it complete (defaults filled in); 422 naming `config.<key>`. */
export function normalizeConfig(type: CustomFieldType, config: Record<string, unknown> | undefined): CustomFieldConfig {
  const given = config ?? {};
  const issues: ValidationIssue[] = [];
  for (const key of Object.keys(given)) {
    if (!(SETTINGS[type] as readonly string[]).includes(key)) issues.push({ name: `config.${key}`, reason: `is not a setting of ${type} fields` });
  }
  const result: CustomFieldConfig = {};
  if (type === 'text') {
    if (given.autocomplete !== undefined && typeof given.autocomplete !== 'boolean') {
      issues.push({ name: 'config.autocomplete', reason: 'must be a boolean' });
    }
    result.autocomplete = given.autocomplete === true;
  }
  if (type === 'select' || type === 'multiSelect') {
    const problem = choicesProblem(given.choices);
    if (problem) issues.push({ name: 'config.choices', reason: problem });
    else result.choices = (given.choices as string[]).map((c) => c.trim());
  }
  if (issues.length) throw ApiError.validation(issues);
  return result;
}

function choicesProblem(choices: unknown): string | null {
  if (!Array.isArray(choices) || choices.length === 0) return 'is required: a list of at least one choice';
  if (choices.length > MAX_CHOICES) return `must have at most ${MAX_CHOICES} choices`;
  if (!choices.every((c) => typeof c === 'string' && c.trim().length > 0 && c.length <= MAX_CHOICE_LENGTH)) {
    return `must be non-empty strings of at most ${MAX_CHOICE_LENGTH} characters`;
  }
  const trimmed = choices.map((c: string) => c.trim());
  if (new Set(trimmed).size !== trimmed.length) return 'must not repeat a choice';
  return null;
}
