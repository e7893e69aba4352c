import { PHOTO_SCHEMA } from '../files';
import { ASSIGNABLE_ROLES } from '../../core/auth/roles';
import { orNull, ref } from '../../core/openapi/json-schema';
import type { ResourceApiShape } from '../../core/openapi/resource-schema';
import { FieldClass } from '../../core/policy/policy-table';

/** Every field of the spec's Person object, in the spec's order. */
export const PERSON_API_FIELDS = [
  'id', 'companyId', 'firstName', 'middleName', 'lastName', 'preferredName', 'pronouns', 'email', 'jobRole', 'locationId',
  'remoteCity', 'remoteRegionCode', 'remoteCountryCode', 'remoteTimezone', 'timeAwayApprovalFlowId', 'personalEmail',
  'phoneNumber', 'formattedPhoneNumber', 'personalPhoneNumber', 'formattedPersonalPhoneNumber', 'gender', 'birthday',
  'profilePhotoId', 'profilePhoto', 'nationality', 'nationalities', 'spokenLanguages', 'foodAllergies', 'dietaryPreference',
  'address', 'city', 'state', 'postcode', 'countryCode', 'country', 'bio', 'linkedIn', 'twitter', 'github',
  'employmentStartDate', 'firstWorkingDay', 'employmentEndDate', 'lastWorkingDay', 'probationEndDate', 'turnoverImpact',
  'workingDays', 'workingPatternId', 'publicHolidayCalendarId', 'leavingReason', 'leavingNote', 'leavingFileId', 'contractType', 'employeeId',
  'taxId', 'taxCode', 'teams', 'status', 'isVerified', 'isWorkEmailHidden', 'calendarFeedToken', 'role', 'seenDocumentsAt',
  'source', 'sourceId', 'timezone', 'payrollProvider', 'firstActiveAt', 'isBirthdayHidden', 'demo', 'createdAt', 'updatedAt',
] as const;

export type PersonApiField = (typeof PERSON_API_FIELDS)[number];

/** D4: what a person shows to anyone in the company (and to any token with only `public:read`). */
export const PUBLIC_PERSON_FIELDS: readonly PersonApiField[] = [
  'id', 'companyId', 'firstName', 'middleName', 'lastName', 'preferredName', 'pronouns', 'email', 'jobRole', 'locationId',
  'remoteCity', 'remoteCountryCode', 'remoteTimezone', 'timezone', 'teams', 'profilePhotoId', 'profilePhoto', 'bio',
  'linkedIn', 'twitter', 'github', 'workingDays', 'status', 'employmentStartDate', 'createdAt', 'updatedAt',
];

/** The class of each field; every field not named here is `private`. */
export function personFieldClass(field: PersonApiField): FieldClass {
  if (field === 'birthday') return 'birthday';
  if (field === 'calendarFeedToken') return 'selfOnly';
  return PUBLIC_PERSON_FIELDS.includes(field) ? 'public' : 'private';
}

/** Fields an active person must have (spec: create body for an active person; newHire -> active). */
export const ACTIVE_REQUIRED_FIELDS = ['firstName', 'lastName', 'email', 'employmentStartDate', 'locationId'] as const;

/**
 * Schemas of the person fields the entity's columns do not describe (derived on read, JSON columns, or
 * narrowed by a rule), for the OpenAPI document; every other field's schema is read from its column.
 */
export const PERSON_API_SHAPE: ResourceApiShape = {
  fields: PERSON_API_FIELDS,
  fieldClass: (field) => personFieldClass(field as PersonApiField),
  description: 'A person (spec: Person). Which fields show follows the caller\'s role and relation to the person (D4, D5): only the public ones are always present.',
  schemas: {
    jobRole: orNull(ref('JobRole')),
    status: { type: 'string', enum: ['active', 'newHire', 'offboarded'] },
    role: { type: 'string', enum: [...ASSIGNABLE_ROLES] },
    calendarFeedToken: { type: ['string', 'null'], description: 'The secret of the person\'s calendar feed (only the person sees it); write `reset` to make a new one.' },
    formattedPhoneNumber: { type: ['string', 'null'], description: 'The phone number in international form.' },
    formattedPersonalPhoneNumber: { type: ['string', 'null'], description: 'The personal phone number in international form.' },
    country: { type: ['string', 'null'], description: 'The English name of `countryCode`.' },
    timezone: { type: 'string', description: 'IANA timezone: the remote city\'s, the location\'s, or the company\'s.' },
    profilePhoto: { ...PHOTO_SCHEMA, description: 'The photo: `{ id, variants }`, variants keyed by size in pixels, each a signed link valid 15 minutes (D10).' },
    workingDays: { type: ['array', 'null'], items: { type: 'object', properties: { day: { type: 'string', description: 'monday to sunday' } }, required: ['day'], additionalProperties: false } },
    workingPatternId: {
      type: ['string', 'null'],
      description: 'The working pattern in effect today: their allocation\'s, else (without `workingDays` of their own) their location\'s, else the company default; null when none applies. Set by working-pattern allocations.',
    },
    teams: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'], additionalProperties: false } },
  },
};
