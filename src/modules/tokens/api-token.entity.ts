import { Column, Entity, ForeignKey, Index, Unique } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@ForeignKey('people', ['companyId', 'personId'], ['companyId', 'id'], { onDelete: 'CASCADE' })
@Unique('api_tokens_company_id_id', ['companyId', 'id'])
@Index('api_tokens_person', ['companyId', 'personId'])
@Entity('api_tokens')
export class ApiToken extends CompanyOwnedEntity {
  @Column('text')
  personId: string;

  @Column('text', { nullable: true })
  name: string | null;

  @Column('text')
  secretHash: string;

  @Column('text', { array: true })
  scopes: string[];

  @Column('timestamptz', { nullable: true })
  expiresAt: Date | null;

  @Column('timestamptz', { nullable: true })
  revokedAt: Date | null;

  @Column('timestamptz', { nullable: true })
  lastUsedAt: Date | null;
}
