import { EntityManager } from 'typeorm';
import { newId } from '../../../core/ids';
import { oldestTypeOfBaseTypes } from '../../compensation-types';
import { rolesWithCountry } from '../../people';
import { relinkCompensations } from '../compensation-in-effect.sql';

const CHUNK = 2000;
/** Currency of a seeded person's place of work (the demo places); others are paid in euros. */
const CURRENCIES: Record<string, string> = { GB: 'GBP', DE: 'EUR', FR: 'EUR', US: 'USD', JP: 'JPY', AU: 'AUD', CA: 'CAD' };
/** Rough salary scale per currency (JPY salaries are counted in yen). */
const SCALE: Record<string, number> = { JPY: 150 };

interface SeedCompensation {
  id: string;
  personId: string;
  typeId: string;
  amount: string;
  isPercentage: boolean;
  currency: string | null;
  period: string;
  effectiveDate: string;
}

/**
 * `seed:demo` compensation history: for each seeded person, a salary entry at every job role (raises
 * with promotions, future-dated ones included) and, after their first year, a yearly bonus of a percentage:
 * about four entries a person. Written in bulk without events, then each person's chain is linked.
 */
export async function seedCompensationHistory(em: EntityManager, companyId: string, personIds: string[]): Promise<number> {
  if (personIds.length === 0) return 0;
  const types = await oldestTypeOfBaseTypes(em, companyId, ['salary', 'bonus']);
  const salary = types.find((t) => t.base_type === 'salary')?.id;
  const bonus = types.find((t) => t.base_type === 'bonus')?.id;
  if (!salary || !bonus) return 0;

  const roles = await rolesWithCountry(em, companyId, personIds);
  const rows: SeedCompensation[] = [];
  let step = 0;
  roles.forEach((role, i) => {
    const first = i === 0 || roles[i - 1].person_id !== role.person_id;
    step = first ? 0 : step + 1;
    const currency = CURRENCIES[role.country ?? ''] ?? 'EUR';
    const base = (40_000 + (hash(role.person_id) % 50) * 1_000) * (SCALE[currency] ?? 1);
    rows.push({
      id: newId(), personId: role.person_id, typeId: salary, amount: (Math.round(base * 1.08 ** step * 100) / 100).toFixed(2),
      isPercentage: false, currency, period: 'annual', effectiveDate: role.effective_date,
    });
    if (first && !role.new_hire) {
      rows.push({
        id: newId(), personId: role.person_id, typeId: bonus, amount: `${5 + (hash(role.person_id) % 4) * 2.5}%`,
        isPercentage: true, currency: null, period: 'annual', effectiveDate: addYear(role.effective_date),
      });
    }
  });
  for (let i = 0; i < rows.length; i += CHUNK) await insert(em, companyId, rows.slice(i, i + CHUNK));
  await relinkCompensations(em, companyId, personIds);
  await em.query('ANALYZE compensations');
  return rows.length;
}

async function insert(em: EntityManager, companyId: string, rows: SeedCompensation[]): Promise<void> {
  const col = <K extends keyof SeedCompensation>(key: K) => rows.map((r) => r[key]);
  const base = Date.now();
  await em.query(
    `INSERT INTO compensations (id, company_id, person_id, compensation_type_id, amount, is_percentage, currency, period, effective_date,
                                created_at, updated_at)
     SELECT id, $1, person_id, type_id, amount::numeric, is_percentage, currency, period, effective_date, created, created
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::boolean[], $7::text[], $8::text[], $9::date[], $10::timestamptz[])
         AS s(id, person_id, type_id, amount, is_percentage, currency, period, effective_date, created)`,
    [
      companyId, col('id'), col('personId'), col('typeId'), rows.map((r) => r.amount.replace('%', '')), col('isPercentage'), col('currency'),
      col('period'), col('effectiveDate'), rows.map((_, i) => new Date(base + i)),
    ],
  );
}

function addYear(date: string): string {
  return `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`.replace(/-02-29$/, '-02-28');
}

function hash(value: string): number {
  let h = 0;
  for (const ch of value) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}
