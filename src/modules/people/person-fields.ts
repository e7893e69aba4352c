import { FieldClass } from '../../core/policy/policy-table';

/** Every field of the spec's Person object, in the spec's order. */
export const PERSON_API_FIELDS = [
  'id', 'companyId', 'firstName', 'middleName', 'lastName', 'preferredName', 'pronouns', 'email', 'jobRole', 'locationId',
  'remoteCity', 'remoteRegionCode', 'remoteCountryCode', 'remoteTimezone', 'timeAwayApprovalFlowId', 'personalEmail',
  'phoneNumber', 'formattedPhoneNumber', 'personalPhoneNumber', 'formattedPersonalPhoneNumber', 'gender', 'birthday',
  'profilePhotoId', 'profilePhoto', 'nationality', 'nationalities', 'spokenLanguages', 'foodAllergies', 'dietaryPreference',
  'address', 'city', 'state', 'postcode', 'countryCode', 'country', 'bio', 'linkedIn', 'twitter', 'github',
  'employmentStartDate', 'firstWorkingDay', 'employmentEndDate', 'lastWorkingDay', 'probationEndDate', 'turnoverImpact',
  'workingDays', 'publicHolidayCalendarId', 'leavingReason', 'leavingNote', 'leavingFileId', 'contractType', 'employeeId',
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
