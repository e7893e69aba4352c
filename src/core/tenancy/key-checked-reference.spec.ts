import type { EntityManager } from 'typeorm';
import { ApiError } from '../errors/api-error';
import { checkedWrite, expectReference, missingReferenceError } from './key-checked-reference';

const transaction = () => ({ queryRunner: { isTransactionActive: true } }) as unknown as EntityManager;
const violation = (constraint: string, detail: string) =>
  Object.assign(new Error('insert or update violates foreign key constraint'), { driverError: { code: '23503', constraint, detail } });
const missing = (constraint: string) => violation(constraint, 'Key (company_id, location_ref)=(c1, l9) is not present in table "locations".');

describe('references checked by company-scoped foreign keys', () => {
  it('turns a violation of an expected key into a 422 naming the field and the id sent', () => {
    const em = transaction();
    expectReference(em, 'people_location', 'locationId', 'l9');
    const error = missingReferenceError(em, missing('people_location'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error!.code).toBe(422);
    expect(error!.issues).toEqual([{ name: 'locationId', reason: 'no record with id l9 exists in this company' }]);
  });

  it('leaves alone keys not expected, other transactions and the referenced side ("still referenced")', () => {
    const em = transaction();
    expectReference(em, 'people_location', 'locationId', 'l9');
    expect(missingReferenceError(em, missing('job_roles_company_id_reporting_to_fkey'))).toBeNull();
    expect(missingReferenceError(transaction(), missing('people_location'))).toBeNull();
    expect(missingReferenceError(em, violation('people_location', 'Key (company_id, id)=(c1, l9) is still referenced from table "people".'))).toBeNull();
    expect(missingReferenceError(em, Object.assign(new Error('duplicate'), { code: '23505', constraint: 'people_location' }))).toBeNull();
  });

  it('maps the violation whatever language the server writes its messages in', () => {
    const em = transaction();
    expectReference(em, 'people_location', 'locationId', 'l9');
    const german = violation('people_location', 'Schlüssel (company_id, location_ref)=(c1, l9) ist nicht in Tabelle »locations« vorhanden.');
    expect(missingReferenceError(em, german)!.issues).toEqual([{ name: 'locationId', reason: 'no record with id l9 exists in this company' }]);
  });

  it('expects nothing of ids that are not strings (absent or null fields)', () => {
    const em = transaction();
    expectReference(em, 'people_location', 'locationId', null);
    expectReference(em, 'people_location', 'locationId', undefined);
    expect(missingReferenceError(em, missing('people_location'))).toBeNull();
  });

  it('refuses an expectation outside a write transaction (nothing would tie it to the write)', () => {
    expect(() => expectReference({} as EntityManager, 'people_location', 'locationId', 'l9')).toThrow(/outside a write transaction/);
    expect(() => expectReference({ queryRunner: { isTransactionActive: false } } as unknown as EntityManager, 'people_location', 'locationId', 'l9')).toThrow(/outside a write transaction/);
  });

  it('lets a later expectation of the same key replace the earlier one', () => {
    const em = transaction();
    expectReference(em, 'job_roles_company_id_reporting_to_fkey', 'jobRole.reportingTo', 'p1');
    expectReference(em, 'job_roles_company_id_reporting_to_fkey', 'reportingTo', 'p2');
    expect(missingReferenceError(em, missing('job_roles_company_id_reporting_to_fkey'))!.issues).toEqual([{ name: 'reportingTo', reason: 'no record with id p2 exists in this company' }]);
  });

  it('rethrows what a guarded write raises, mapped when it is an expected reference', async () => {
    const em = transaction();
    expectReference(em, 'people_location', 'locationId', 'l9');
    await expect(checkedWrite(em, async () => { throw missing('people_location'); })).rejects.toMatchObject({ code: 422 });
    const other = new Error('other');
    await expect(checkedWrite(em, async () => { throw other; })).rejects.toBe(other);
    await expect(checkedWrite(em, async () => 7)).resolves.toBe(7);
  });
});
