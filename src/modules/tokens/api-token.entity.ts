import { Column, Entity } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

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
