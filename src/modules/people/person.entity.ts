import { Column, Entity } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';
import { AssignableRole } from '../../core/auth/roles';

@Entity('people')
export class Person extends CompanyOwnedEntity {
  @Column('text', { nullable: true })
  firstName: string | null;

  @Column('text', { nullable: true })
  lastName: string | null;

  @Column('text', { nullable: true })
  email: string | null;

  @Column('text')
  role: AssignableRole;

  /** Stored status: `newHire` or `active`; `offboarded` is derived from employmentEndDate at read time (D9). */
  @Column('text')
  status: string;

  @Column('date', { nullable: true })
  employmentStartDate: string | null;

  @Column('date', { nullable: true })
  employmentEndDate: string | null;

  @Column('text', { nullable: true })
  locationId: string | null;
}
