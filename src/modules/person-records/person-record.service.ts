import { ResourceService } from '../../core/crud/resource.service';
import { StoredRecord } from '../../core/crud/resource-definition';

/**
 * A record a person owns (`ownership.personColumn`). The core scopes it like every resource, D5's rule included:
 * records of people in `newHire` status are seen only by the roles the policy table marks `newHires`.
 */
export abstract class PersonRecordService<E extends StoredRecord, C extends object = object, U extends object = object> extends ResourceService<E, C, U> {}
