import { Column, Entity, ForeignKey, Index, Unique } from 'typeorm';
import { sealedColumns } from '../../core/crypto';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

/** Stored encrypted (docs/security.md, "What is encrypted"): the numbers that move a person's money. */
export const BANK_ACCOUNT_SEALED = sealedColumns({
  resource: 'bankAccount',
  table: 'bank_accounts',
  fields: { accountNumber: 'account_number', sortCode: 'sort_code', routingNumber: 'routing_number' },
});

@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@ForeignKey('people', ['companyId', 'personId'], ['companyId', 'id'], { onDelete: 'CASCADE' })
@Unique('bank_accounts_one_per_person', ['companyId', 'personId'])
@Index('bank_accounts_list', ['companyId', 'createdAt', 'id'])
@Entity('bank_accounts')
export class BankAccount extends CompanyOwnedEntity {
  @Column('text') personId: string;
  @Column('text', { nullable: true }) bankName: string | null;
  @Column('text', { nullable: true }) nameOnAccount: string | null;
  @Column('text', { nullable: true }) accountNumber: string | null;
  @Column('text', { nullable: true }) swiftCode: string | null;
  @Column('text', { nullable: true }) sortCode: string | null;
  @Column('text', { nullable: true }) routingNumber: string | null;
}
