/** The public face of the people module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export { assertAnotherActiveOwner, isActiveOwner, lockOwnerChanges } from './owners';
export { PeopleModule } from './people.module';
export { PeopleService } from './people.service';
export { COMPANY_TIMEZONE } from './person-derived';
export { lockPerson, lockPersonOfRecord } from './person-lock';
export { personStatusConditionSql, personStatusSql } from './person-status.sql';
export { Person, PERSON_SEALED } from './person.entity';
export { PersonWriteHooks } from './person-write-hooks';
export { DemoSeedSteps } from './demo/demo-seed-steps';
export type { DemoSeedStep } from './demo/demo-seed-steps';
export { DemoSeedService } from './demo/demo-seed.service';
export { rolesWithCountry } from './demo/seeded-roles';
export { currentRoleJoinSql, currentRoleValueSql, managersAboveSql, rolesInRangeJoinSql } from './current-role.sql';
export { peopleSourceSql, personValueSql } from './people-source.sql';
export { personTimezoneSql } from './person-timezone.sql';
export { feedOwnerOf, peopleOnLocationCalendarSql, personCalendarSql, personDayInputs } from './person-calendar.sql';
export { personDisplayNameSql, personJoinSql } from './person-join.sql';
