import { Column, Entity } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

@Entity('documents')
export class Document extends CompanyOwnedEntity {
  /** Null for a company-wide document. */
  @Column('text', { nullable: true }) personId: string | null;
  @Column('text') name: string;
  @Column('text', { nullable: true }) documentTypeId: string | null;
  @Column('text', { nullable: true }) link: string | null;
  @Column('text', { nullable: true }) fileId: string | null;
  @Column('text', { nullable: true }) source: string | null;
  @Column('text', { nullable: true }) sourceId: string | null;
  @Column('date', { nullable: true }) issueDate: string | null;
  @Column('text', { nullable: true }) createdBy: string | null;
}
