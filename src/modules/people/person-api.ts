import { FieldClass } from '../../core/policy/policy-table';
import { hidesValue } from '../../core/policy/conditional-fields';
import { apiValue } from '../../core/serialization/serialize';
import { countryName } from '../../core/geo/places';
import { processLinkSigner, profilePhoto } from '../files';
import { jobRoleToApi } from './job-roles/job-role-fields';
import { Person, PersonReadModel } from './person.entity';
import { PERSON_API_FIELDS, PersonApiField, personFieldClass } from './person-fields';
import { formatPhoneNumber, personTimezone } from './person-derived';
import { readModelFromJson } from './person-read-model.sql';
import { TODAY_UTC_JS } from './today';

/** Every field of the person, stored and derived (spec: Person). */
function fullPerson(row: Person, classes: ReadonlySet<FieldClass>, view: PersonReadModel | undefined): Record<PersonApiField, unknown> {
  const phoneRegion = row.countryCode ?? (row.locationId === 'remote' ? row.remoteCountryCode : view?.locationCountryCode ?? null);
  const offboarded = row.employmentEndDate !== null && row.employmentEndDate < TODAY_UTC_JS();
  const derived: Partial<Record<PersonApiField, unknown>> = {
    jobRole: view?.jobRole ? jobRoleToApi(view.jobRole, classes) : null,
    status: view?.status ?? (offboarded ? 'offboarded' : row.status),
    formattedPhoneNumber: formatPhoneNumber(row.phoneNumber, phoneRegion),
    formattedPersonalPhoneNumber: formatPhoneNumber(row.personalPhoneNumber, phoneRegion),
    country: countryName(row.countryCode),
    timezone: personTimezone(row.locationId, row.remoteTimezone, view?.locationTimezone ?? null),
    firstWorkingDay: row.firstWorkingDay ?? row.employmentStartDate,
    lastWorkingDay: row.lastWorkingDay ?? row.employmentEndDate,
    profilePhoto: profilePhoto(processLinkSigner(), row.profilePhotoId),
    foodAllergies: row.foodAllergies ?? [],
    teams: row.teams ?? [],
  };
  const out = {} as Record<PersonApiField, unknown>;
  const source = row as unknown as Record<string, unknown>;
  for (const field of PERSON_API_FIELDS) out[field] = apiValue(field in derived ? derived[field] : source[field]);
  return out;
}

/** The person with only the fields of the classes the caller sees (D4, D5); a hidden work email stays hidden publicly. */
export function personToApi(row: Person, classes: ReadonlySet<FieldClass>, view?: PersonReadModel): Record<string, unknown> {
  const full = fullPerson(row, classes, view ?? (row.readModel ? readModelFromJson(row, row.readModel) : undefined));
  const out: Record<string, unknown> = {};
  for (const field of PERSON_API_FIELDS) {
    if (classes.has(personFieldClass(field))) out[field] = full[field];
  }
  if ('email' in out && hidesValue('person', 'email', { isWorkEmailHidden: row.isWorkEmailHidden }, classes)) out.email = null;
  return out;
}
