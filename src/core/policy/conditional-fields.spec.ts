import { conditionalValueSql, conditionalVisibility, hidesValue, shownFor } from './conditional-fields';
import { FieldClass } from './policy-table';
import { visibleFieldSql } from './visible-field.sql';

/** D4: a hidden work email shows only to callers who see the person's private fields: one rule, three uses. */
describe('conditional fields: the hidden work email', () => {
  const publicOnly = new Set<FieldClass>(['public']);
  const withPrivate = new Set<FieldClass>(['public', 'private']);

  it('hides the value in responses only where the row hides it and the caller lacks the private class', () => {
    expect(hidesValue('person', 'email', { isWorkEmailHidden: true }, publicOnly)).toBe(true);
    expect(hidesValue('person', 'email', { isWorkEmailHidden: true }, withPrivate)).toBe(false);
    expect(hidesValue('person', 'email', { isWorkEmailHidden: false }, publicOnly)).toBe(false);
  });

  it('gives filters the class and the row flag', () => {
    const visibility = conditionalVisibility('person', 'email', (a) => `${a}.id`);
    expect(visibility.fieldClass).toBe('private');
    expect(visibility.hiddenWhen!('p')).toBe('p.is_work_email_hidden');
    expect(visibility.personColumn('p')).toBe('p.id');
  });

  it('gives SQL outside the compiled reads the same rule (NULL where hidden)', () => {
    expect(conditionalValueSql('person', 'email', 'x', 'x.email', 'x.id'))
      .toBe(`CASE WHEN x.is_work_email_hidden AND NOT ${visibleFieldSql('private', 'x.id')} THEN NULL ELSE x.email END`);
  });

  it('refuses a field the access layer does not declare', () => {
    expect(() => hidesValue('person', 'phoneNumber', {}, publicOnly)).toThrow('person.phoneNumber is not a conditional field');
  });
});

/** D4 "no reason": a time-away entry's type shows to everyone only for public categories; one rule, as data. */
describe('conditional fields: the type of a time-away entry of a private category', () => {
  const publicOnly = new Set<FieldClass>(['public']);
  const withPrivate = new Set<FieldClass>(['public', 'private']);

  it('hides the type of a sick leave, never of paid time off, from callers without the private class', () => {
    expect(hidesValue('timeAway', 'timeAwayTypeId', { category: 'sickLeave' }, publicOnly)).toBe(true);
    expect(hidesValue('timeAway', 'timeAwayTypeId', { category: 'sickLeave' }, withPrivate)).toBe(false);
    expect(hidesValue('timeAway', 'timeAwayTypeId', { category: 'paidTimeOff' }, publicOnly)).toBe(false);
    expect(shownFor('timeAway', 'timeAwayTypeId')).toEqual(['paidTimeOff', 'workingFromHome', 'workTravel']);
  });

  it('gives filters the rows hiding it through the module\'s SQL of the value', () => {
    const visibility = conditionalVisibility('timeAway', 'timeAwayTypeId', (a) => `${a}.person_id`, (a, values) => `${a}.category IN (${values.join(', ')})`);
    expect(visibility.fieldClass).toBe('private');
    expect(visibility.hiddenWhen!('e')).toBe('NOT e.category IN (paidTimeOff, workingFromHome, workTravel)');
    expect(() => conditionalVisibility('timeAway', 'timeAwayTypeId', (a) => a)).toThrow('give the SQL of that value');
  });
});
