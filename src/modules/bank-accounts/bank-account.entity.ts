import { Column, Entity } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

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
