import { ValidationError } from 'class-validator';
import { ValidationIssue } from '../errors/api-error';

/** Flattens class-validator errors into the spec's `issues` (nested names dotted, list items with `index`). */
export function toIssues(errors: ValidationError[], prefix = '', index?: string): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const error of errors) {
    const isIndex = /^\d+$/.test(error.property);
    const name = isIndex ? prefix : prefix ? `${prefix}.${error.property}` : error.property;
    const itemIndex = isIndex ? error.property : index;
    for (const [constraint, message] of Object.entries(error.constraints ?? {})) {
      const issue: ValidationIssue = {
        name,
        reason: constraint === 'whitelistValidation' ? 'is not an accepted field' : stripProperty(message, error.property),
      };
      if (itemIndex !== undefined) issue.index = itemIndex;
      issues.push(issue);
    }
    if (error.children?.length) issues.push(...toIssues(error.children, name, itemIndex));
  }
  return issues;
}

function stripProperty(message: string, property: string): string {
  return message.startsWith(`${property} `) ? message.slice(property.length + 1) : message;
}
