/**
 * What the SCIM service provider says about itself (RFC 7643 §5-7, RFC 7644 §4): its configuration, its two resource
 * types and the schemas of the attributes it serves. Every attribute is read-only: Personnel is the source of truth.
 */
export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const ENTERPRISE_USER_SCHEMA = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const LIST_RESPONSE_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
const CONFIG_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig';
const RESOURCE_TYPE_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ResourceType';
const SCHEMA_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Schema';

/** The most resources one page holds (`count` above it is cut to it, and `itemsPerPage` says so). */
export const MAX_PAGE = 1000;
export const DEFAULT_PAGE = 100;

interface AttributeOptions {
  type?: 'string' | 'boolean' | 'dateTime' | 'reference' | 'complex';
  multiValued?: boolean;
  caseExact?: boolean;
  required?: boolean;
  uniqueness?: 'none' | 'server';
  referenceTypes?: string[];
  canonicalValues?: string[];
  subAttributes?: object[];
}

function attribute(name: string, description: string, options: AttributeOptions = {}): object {
  const type = options.type ?? 'string';
  return {
    name,
    type,
    multiValued: options.multiValued ?? false,
    description,
    required: options.required ?? false,
    ...(type === 'string' || type === 'reference' ? { caseExact: options.caseExact ?? false } : {}),
    ...(options.canonicalValues ? { canonicalValues: options.canonicalValues } : {}),
    ...(options.referenceTypes ? { referenceTypes: options.referenceTypes } : {}),
    ...(options.subAttributes ? { subAttributes: options.subAttributes } : {}),
    mutability: 'readOnly',
    returned: name === 'id' ? 'always' : 'default',
    uniqueness: options.uniqueness ?? 'none',
  };
}

const multiValue = (description: string, types: string[], extra: object[] = []) => [
  attribute('value', description),
  attribute('type', 'A label of the value\'s function.', { canonicalValues: types }),
  attribute('primary', 'The primary value of the attribute.', { type: 'boolean' }),
  ...extra,
];

const USER_ATTRIBUTES = [
  attribute('userName', 'The person\'s work email: unique across the service provider.', { required: true, uniqueness: 'server' }),
  attribute('name', 'The components of the person\'s name.', {
    type: 'complex',
    subAttributes: [
      attribute('formatted', 'The full name: given, middle and family names.'),
      attribute('familyName', 'The family name.'),
      attribute('givenName', 'The given name.'),
      attribute('middleName', 'The middle name.'),
    ],
  }),
  attribute('displayName', 'The name the person goes by (preferred or first name) and their family name.'),
  attribute('title', 'The job title of the person\'s job role in effect today.'),
  attribute('locale', 'The likely language of the country the person works in (Personnel records no language preference).'),
  attribute('timezone', 'The IANA timezone the person works in.'),
  attribute('active', 'False once the last working day has ended in the person\'s timezone.', { type: 'boolean' }),
  attribute('emails', 'The work email (primary); the personal email only where the company opted in.', { multiValued: true, type: 'complex', subAttributes: multiValue('The email address.', ['work', 'home']) }),
  attribute('phoneNumbers', 'The work phone number.', { multiValued: true, type: 'complex', subAttributes: multiValue('The phone number.', ['work']) }),
  attribute('addresses', 'Where the person works: the office\'s city and country, or a remote person\'s.', {
    multiValued: true,
    type: 'complex',
    subAttributes: [
      attribute('locality', 'The city.'),
      attribute('country', 'The ISO 3166-1 alpha-2 country code.'),
      attribute('type', 'A label of the address\'s function.', { canonicalValues: ['work'] }),
      attribute('primary', 'The primary address.', { type: 'boolean' }),
    ],
  }),
];

const ENTERPRISE_ATTRIBUTES = [
  attribute('employeeNumber', 'The person\'s employee id.'),
  attribute('organization', 'The company\'s name.'),
  attribute('department', 'The department of the person\'s job role in effect today.'),
  attribute('manager', 'The person the job role in effect today reports to.', {
    type: 'complex',
    subAttributes: [
      attribute('value', 'The manager\'s id.', { caseExact: true }),
      attribute('$ref', 'The manager\'s User.', { type: 'reference', referenceTypes: ['User'] }),
      attribute('displayName', 'The manager\'s display name.'),
    ],
  }),
];

const GROUP_ATTRIBUTES = [
  attribute('displayName', 'The department\'s or the team\'s name.', { required: true }),
  attribute('members', 'The active people of the department or team.', {
    multiValued: true,
    type: 'complex',
    subAttributes: [
      attribute('value', 'The member\'s id.', { caseExact: true }),
      attribute('$ref', 'The member\'s User.', { type: 'reference', referenceTypes: ['User'] }),
      attribute('display', 'The member\'s display name.'),
      attribute('type', 'The kind of member.', { canonicalValues: ['User'] }),
    ],
  }),
];

const SCHEMAS = [
  { id: USER_SCHEMA, name: 'User', description: 'A person of the company, as identity providers provision them', attributes: USER_ATTRIBUTES },
  { id: ENTERPRISE_USER_SCHEMA, name: 'EnterpriseUser', description: 'The person\'s place in the company', attributes: ENTERPRISE_ATTRIBUTES },
  { id: GROUP_SCHEMA, name: 'Group', description: 'A department or a team', attributes: GROUP_ATTRIBUTES },
];

/** `/Schemas` and `/Schemas/:id`, with their `meta` made for the request's base address. */
export function schemaResources(base: string): object[] {
  return SCHEMAS.map((schema) => ({
    schemas: [SCHEMA_SCHEMA],
    ...schema,
    meta: { resourceType: 'Schema', location: `${base}/Schemas/${schema.id}` },
  }));
}

export function resourceTypes(base: string): object[] {
  return [
    {
      schemas: [RESOURCE_TYPE_SCHEMA], id: 'User', name: 'User', endpoint: '/Users', description: 'People of the company',
      schema: USER_SCHEMA, schemaExtensions: [{ schema: ENTERPRISE_USER_SCHEMA, required: false }],
      meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/User` },
    },
    {
      schemas: [RESOURCE_TYPE_SCHEMA], id: 'Group', name: 'Group', endpoint: '/Groups', description: 'Departments and teams',
      schema: GROUP_SCHEMA, meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/Group` },
    },
  ];
}

export function serviceProviderConfig(base: string): object {
  return {
    schemas: [CONFIG_SCHEMA],
    documentationUri: 'https://datatracker.ietf.org/doc/html/rfc7644',
    patch: { supported: false },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_PAGE },
    changePassword: { supported: false },
    sort: { supported: true },
    etag: { supported: true },
    authenticationSchemes: [{
      type: 'oauthbearertoken',
      name: 'Bearer token',
      description: 'An API token with the scim:read scope, made with the console\'s token:create',
      primary: true,
    }],
    meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
  };
}
