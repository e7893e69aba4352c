import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { HookList } from '../../core/crud/hook-list';
import { CustomField } from './custom-field.entity';

/*
 * What the module holding the fields' values (custom-values) does when a field changes, in the field write's
 * transaction: it registers; custom-fields does not import it.
 */

/** Choices are about to be dropped from the field (em, companyId, field, the dropped choices): refused (422) while values use them. */
@Injectable()
export class ChoiceRemovals extends HookList<[EntityManager, string, CustomField, string[]]> {}

/** The field is about to be deleted (em, companyId, field): its values go with it. */
@Injectable()
export class CustomFieldDeletions extends HookList<[EntityManager, string, CustomField]> {}
