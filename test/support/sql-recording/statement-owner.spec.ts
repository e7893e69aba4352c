import { classesDeclaredIn, originOwner, StackFrame } from './statement-owner';

const ROOT = '/repo';
const frame = (file: string | null, functionName: string | null = null, typeName: string | null = null): StackFrame => ({ file, functionName, typeName });
const typeorm = frame('/repo/node_modules/typeorm/driver/postgres/PostgresQueryRunner.js', 'query', 'PostgresQueryRunner');
const classes: Record<string, string[]> = {
  '/repo/src/core/crud/resource.service.ts': ['ResourceService'],
  '/repo/src/modules/people/people.service.ts': ['PeopleService'],
  '/repo/src/modules/webhooks/delivery.ts': ['DeliveryQueue', 'DeliveryWorker'],
};
const declared = (file: string) => classes[file] ?? [];

/** Which code a statement is listed under in its snapshot file: the meaningful owner, not the database plumbing. */
describe('statement owner', () => {
  it('names the innermost method of src/ with its class and file', () => {
    expect(originOwner([typeorm, frame('/repo/src/modules/people/people.service.ts', 'me', 'PeopleService'), frame('/repo/src/modules/people/people.controller.ts', 'me', 'PeopleController')], ROOT, declared))
      .toBe('PeopleService.me (src/modules/people/people.service.ts)');
  });

  it('names the class that declares an inherited method, not the subclass it runs on', () => {
    expect(originOwner([typeorm, frame('/repo/src/core/crud/resource.service.ts', 'pageStatement', 'CompaniesService')], ROOT, declared))
      .toBe('ResourceService.pageStatement (src/core/crud/resource.service.ts)');
    expect(originOwner([frame('/repo/src/modules/webhooks/delivery.ts', 'claim', 'DeliveryWorker')], ROOT, declared))
      .toBe('DeliveryWorker.claim (src/modules/webhooks/delivery.ts)');
  });

  it('names a plain function or an object method by its name alone', () => {
    expect(originOwner([frame('/repo/src/modules/time-away/balances/balance.sql.ts', 'balancesOf', null)], ROOT, declared))
      .toBe('balancesOf (src/modules/time-away/balances/balance.sql.ts)');
    expect(originOwner([frame('/repo/src/jobs/handlers.ts', 'run', 'Object')], ROOT, declared)).toBe('run (src/jobs/handlers.ts)');
  });

  it('passes over the database plumbing to the code that called it', () => {
    const plumbing = ['prepared-query.ts', 'entity-insert.ts', 'company-lock.ts', 'write-transaction.ts', 'read-route.ts']
      .map((file) => `/repo/src/core/database/${file}`).concat('/repo/src/core/tenancy/key-checked-reference.ts');
    for (const file of plumbing) {
      expect(originOwner([frame(file, 'helper'), frame('/repo/src/modules/people/people.service.ts', 'create', 'PeopleService')], ROOT, declared))
        .toBe('PeopleService.create (src/modules/people/people.service.ts)');
    }
    expect(originOwner([frame('/repo/src/core/database/database-setup.ts', 'runMigrations')], ROOT, declared)).toBe('runMigrations (src/core/database/database-setup.ts)');
  });

  it('passes over anonymous callbacks to the method that made them', () => {
    expect(originOwner([frame('/repo/src/modules/people/people.service.ts', null), frame(null, 'all', 'Promise'), frame('/repo/src/modules/people/people.service.ts', 'update', 'PeopleService')], ROOT, declared))
      .toBe('PeopleService.update (src/modules/people/people.service.ts)');
  });

  it('passes over a wrapper that ran the callback to the method the callback was written in', () => {
    expect(originOwner([
      frame('/repo/src/modules/people/people.service.ts', null),
      frame('/repo/src/core/tenancy/key-checked-reference.ts', 'checkedWrite'),
      frame('/repo/src/modules/people/people.service.ts', 'create', 'PeopleService'),
    ], ROOT, declared)).toBe('PeopleService.create (src/modules/people/people.service.ts)');
    expect(originOwner([frame('/repo/src/jobs/worker.ts', null), frame('/repo/src/jobs/queue.ts', 'drain', 'Queue')], ROOT, declared))
      .toBe('Queue.drain (src/jobs/queue.ts)');
  });

  it('falls back to the file when no named code of src/ is on the stack, and to the plumbing when only it is', () => {
    expect(originOwner([frame('/repo/src/main.ts', null)], ROOT, declared)).toBe('<anonymous> (src/main.ts)');
    expect(originOwner([frame('/repo/src/core/database/prepared-query.ts', 'runStatement')], ROOT, declared)).toBe('runStatement (src/core/database/prepared-query.ts)');
  });

  it('names nothing when src/ is not on the stack, or only in a unit spec', () => {
    expect(originOwner([typeorm, frame('/repo/test/e2e/people.test.ts', 'fn')], ROOT, declared)).toBeUndefined();
    expect(originOwner([frame('/repo/src/modules/people/person.spec.ts', 'fn')], ROOT, declared)).toBeUndefined();
  });

  it('reads the classes a source file declares', () => {
    expect(classesDeclaredIn('export abstract class A<T> extends B {}\nclass C {}\nexport default class D {}\nconst x = "class E";\n'))
      .toEqual(['A', 'C', 'D']);
  });
});
