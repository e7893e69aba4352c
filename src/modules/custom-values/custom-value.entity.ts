import { Column, Entity } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';
import type { CustomFieldSection } from '../custom-fields';

export type CustomValueValue = string | string[] | null;

@Entity('custom_values')
export class CustomValue extends CompanyOwnedEntity {
  @Column('text') personId: string;
  @Column('text') customFieldId: string;
  /** The field's section (fixed with the field), kept here so access rules need no join; never shown. */
  @Column('text') section: CustomFieldSection;
  /** The bank account (`banking`) or equipment (`equipment`) of the person the value describes. */
  @Column('text', { nullable: true }) resourceId: string | null;
  @Column('jsonb', { nullable: true }) value: CustomValueValue;
}
