/** Material for realistic demo people (seed:demo). */
export const FIRST_NAMES = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Amelia', 'Oliver', 'Ava', 'Elijah', 'Sophia', 'Lucas', 'Mia', 'Mateo', 'Isla', 'Leo',
  'Freya', 'Arjun', 'Priya', 'Wei', 'Mei', 'Hiro', 'Yuki', 'Fatima', 'Omar', 'Chloe', 'Jonas', 'Lena', 'Sven', 'Ingrid',
  'Diego', 'Lucia', 'Kwame', 'Amara', 'Nikolai', 'Anya', 'Pedro', 'Ines', 'Tomasz', 'Zofia', 'Ravi', 'Sara',
];
export const LAST_NAMES = [
  'Smith', 'Jones', 'Brown', 'Taylor', 'Wilson', 'Davies', 'Evans', 'Thomas', 'Johnson', 'Roberts', 'Muller', 'Schmidt',
  'Garcia', 'Martinez', 'Rossi', 'Bianchi', 'Dubois', 'Laurent', 'Tanaka', 'Sato', 'Kim', 'Park', 'Singh', 'Patel', 'Chen',
  'Wang', 'Nguyen', 'Okafor', 'Mensah', 'Kowalski', 'Nowak', 'Andersson', 'Nielsen', 'Silva', 'Santos', 'Cohen', 'Haddad',
];
export const DEPARTMENTS: { name: string; titles: string[] }[] = [
  { name: 'Engineering', titles: ['Junior Engineer', 'Engineer', 'Senior Engineer', 'Staff Engineer', 'Principal Engineer'] },
  { name: 'Product', titles: ['Associate Product Manager', 'Product Manager', 'Senior Product Manager', 'Group Product Manager', 'Director of Product'] },
  { name: 'Design', titles: ['Junior Designer', 'Designer', 'Senior Designer', 'Lead Designer', 'Head of Design'] },
  { name: 'Sales', titles: ['Sales Development Rep', 'Account Executive', 'Senior Account Executive', 'Sales Manager', 'VP Sales'] },
  { name: 'Finance', titles: ['Finance Assistant', 'Accountant', 'Senior Accountant', 'Finance Manager', 'Finance Director'] },
  { name: 'People', titles: ['People Coordinator', 'People Partner', 'Senior People Partner', 'People Lead', 'Head of People'] },
  { name: 'Support', titles: ['Support Agent', 'Support Specialist', 'Senior Support Specialist', 'Support Lead', 'Head of Support'] },
];
export const PLACES: { city: string; countryCode: string; phone: string }[] = [
  { city: 'London', countryCode: 'GB', phone: '020 7946 0' },
  { city: 'Berlin', countryCode: 'DE', phone: '030 901820' },
  { city: 'New York', countryCode: 'US', phone: '212 555 0' },
  { city: 'Austin', countryCode: 'US', phone: '512 555 0' },
  { city: 'Tokyo', countryCode: 'JP', phone: '03 1234 5' },
  { city: 'Paris', countryCode: 'FR', phone: '01 42 68 5' },
  { city: 'Sydney', countryCode: 'AU', phone: '02 9374 4' },
  { city: 'Toronto', countryCode: 'CA', phone: '416 555 0' },
];
export const TEAMS = ['Platform', 'Growth', 'Payments', 'Mobile', 'Data', 'Security', 'Onboarding', 'Enterprise'];
export const CONTRACT_TYPES = ['Full time', 'Full time', 'Full time', 'Part time', 'Contractor', 'Internship'];
export const DIETS = ['No preference', 'Vegetarian', 'Vegan', 'Pescetarian', 'Halal', 'Kosher'];
export const GENDERS = ['Woman', 'Man', 'Non-binary', 'Prefer not to say'];

/** A small seeded generator, so a seed is the same every time for the same company. */
export function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353), (h = (h << 13) | (h >>> 19));
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
