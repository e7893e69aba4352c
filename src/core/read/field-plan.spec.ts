import { FIELD_CLASSES, FieldClass } from '../policy/policy-table';
import { FieldPlans } from './field-plan';
import { ApiRow, ReadDeclaration } from './read-declaration';
import { JOB_ROLE_API_FIELDS } from '../../modules/people/job-roles/job-role-fields';
import { PERSON_READ } from '../../modules/people/person-read';
import { PERSON_API_FIELDS, PUBLIC_PERSON_FIELDS } from '../../modules/people/person-fields';

/**
 * A compiled read's field plans: for each set of field classes a reader sees, the API object holds exactly the
 * fields of those classes, in the declaration's order, narrowed where the declaration says so.
 */
const classes = (...list: FieldClass[]): ReadonlySet<FieldClass> => new Set(list);

const DECL: ReadDeclaration = {
  fields: ['id', 'name', 'salaryNote', 'birthday', 'feedToken', 'email', 'isEmailHidden'],
  fieldClass: (field) => ({ salaryNote: 'private', birthday: 'birthday', feedToken: 'selfOnly', isEmailHidden: 'private' } as Record<string, FieldClass>)[field] ?? 'public',
  narrow: { email: (value, row, seen) => (row.isEmailHidden && !seen.has('private') ? null : value) },
};

const row = (): ApiRow => ({ id: 'p1', name: 'Ada', salaryNote: 'raise due', birthday: '1990-12-10', feedToken: 'secret', email: 'ada@example.com', isEmailHidden: true });

describe('field plans: which fields each set of visible classes yields', () => {
  it.each<[FieldClass[], string[]]>([
    [['public'], ['id', 'name', 'email']],
    [['public', 'private'], ['id', 'name', 'salaryNote', 'email', 'isEmailHidden']],
    [['public', 'birthday'], ['id', 'name', 'birthday', 'email']],
    [['public', 'private', 'birthday'], ['id', 'name', 'salaryNote', 'birthday', 'email', 'isEmailHidden']],
    [['public', 'private', 'selfOnly'], ['id', 'name', 'salaryNote', 'feedToken', 'email', 'isEmailHidden']],
    [[], []],
  ])('classes %j show %j, in declaration order', (visible, fields) => {
    const plans = new FieldPlans(DECL);
    expect(Object.keys(plans.planFor(classes(...visible))(row(), classes(...visible)))).toEqual(fields);
  });

  it('gives a reader who sees every class the selected row itself', () => {
    const plans = new FieldPlans(DECL);
    const all = classes(...FIELD_CLASSES);
    const selected = row();
    expect(plans.planFor(all)(selected, all)).toBe(selected);
  });

  it('copies the row for any other reader, leaving the selected row untouched', () => {
    const plans = new FieldPlans(DECL);
    const selected = row();
    const out = plans.planFor(classes('public'))(selected, classes('public'));
    expect(out).not.toBe(selected);
    expect(selected).toEqual(row());
  });

  it('applies a narrowing only for readers missing the class it depends on', () => {
    const plans = new FieldPlans(DECL);
    expect(plans.planFor(classes('public'))(row(), classes('public')).email).toBeNull();
    expect(plans.planFor(classes('public', 'private'))(row(), classes('public', 'private')).email).toBe('ada@example.com');
    expect(plans.planFor(classes('public'))({ ...row(), isEmailHidden: false }, classes('public')).email).toBe('ada@example.com');
  });

  it('compiles one plan per set of classes, whatever the order the set was built in', () => {
    const plans = new FieldPlans(DECL);
    const a = plans.planFor(new Set<FieldClass>(['private', 'public']));
    const b = plans.planFor(new Set<FieldClass>(['public', 'private']));
    expect(a).toBe(b);
    expect(plans.planFor(classes('public'))).not.toBe(a);
  });

  it('shows every field to every reader when the declaration has no field classes', () => {
    const plans = new FieldPlans({ fields: ['id', 'name'] });
    const selected = { id: 'l1', name: 'HQ' };
    expect(plans.planFor(classes())(selected, classes())).toBe(selected);
  });

  it('returns the row itself when the reader misses only classes no field of the resource has', () => {
    const plans = new FieldPlans({ fields: ['id', 'note'], fieldClass: (f) => (f === 'note' ? 'private' : 'public') });
    const selected = { id: 'j1', note: 'n' };
    const seen = classes('public', 'private');
    expect(plans.planFor(seen)(selected, seen)).toBe(selected);
  });

  it('computes derived fields once per row from the selected value and the row', () => {
    const plans = new FieldPlans({ fields: ['first', 'last', 'full'], derive: { full: (_v, r) => `${r.first} ${r.last}` } });
    const selected: ApiRow = { first: 'Ada', last: 'Lovelace', full: null };
    expect(plans.derive(selected)).toBe(selected);
    expect(selected.full).toBe('Ada Lovelace');
  });

  it('keeps field names that are not identifiers intact (quoted, never evaluated)', () => {
    const fields = ['a-b', 'x"y', "it's", 'back\\slash'];
    const plans = new FieldPlans({ fields: [...fields, 'hidden'], fieldClass: (f) => (f === 'hidden' ? 'private' : 'public') });
    const selected: ApiRow = Object.fromEntries([...fields, 'hidden'].map((f) => [f, `v:${f}`]));
    const out = plans.planFor(classes('public'))(selected, classes('public'));
    expect(Object.keys(out)).toEqual(fields);
    expect(out['x"y']).toBe('v:x"y');
    expect(out.hidden).toBeUndefined();
  });
});

describe('field plans of a person (D4, D5)', () => {
  const person = (): ApiRow => ({
    ...Object.fromEntries(PERSON_API_FIELDS.map((f) => [f, `v:${f}`])),
    isWorkEmailHidden: true,
    jobRole: Object.fromEntries(JOB_ROLE_API_FIELDS.map((f) => [f, `role:${f}`])),
  });
  const plans = new FieldPlans(PERSON_READ);

  it('shows a public reader the public fields only, with a hidden work email as null and the job role without its note', () => {
    const seen = classes('public');
    const out = plans.planFor(seen)(person(), seen);
    expect(Object.keys(out)).toEqual(PERSON_API_FIELDS.filter((f) => PUBLIC_PERSON_FIELDS.includes(f)));
    expect(out.email).toBeNull();
    expect(Object.keys(out.jobRole as object)).toEqual(JOB_ROLE_API_FIELDS.filter((f) => f !== 'note'));
  });

  it('shows a reader of private fields everything but the birthday and the person\'s own secrets', () => {
    const seen = classes('public', 'private');
    const out = plans.planFor(seen)(person(), seen);
    expect(Object.keys(out)).toEqual(PERSON_API_FIELDS.filter((f) => f !== 'birthday' && f !== 'calendarFeedToken'));
    expect(out.email).toBe('v:email');
    expect((out.jobRole as Record<string, unknown>).note).toBe('role:note');
  });

  it('shows the person themselves every field, their calendar feed token included', () => {
    const seen = classes(...FIELD_CLASSES);
    const out = plans.planFor(seen)(person(), seen);
    expect(Object.keys(out)).toEqual([...PERSON_API_FIELDS]);
    expect(out.calendarFeedToken).toBe('v:calendarFeedToken');
  });
});
