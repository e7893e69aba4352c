import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * TypeORM's schema diff (`migration:generate`, and the test that the migrated schema matches the entities) reads the
 * expression of a generated column from its `typeorm_metadata` table, not from the catalogue: the table TypeORM
 * would create, with the two generated columns the migrations made (people.location_ref, time_away.period) written
 * as their entities declare them. Each row names the database it was migrated in, as TypeORM's own rows do.
 */
export class TypeormMetadata1763700000100 implements MigrationInterface {
  name = 'TypeormMetadata1763700000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE typeorm_metadata (
        type varchar NOT NULL,
        database varchar,
        schema varchar,
        "table" varchar,
        name varchar,
        value text
      )`);
    await q.query(
      `INSERT INTO typeorm_metadata (type, database, schema, "table", name, value)
       VALUES ('GENERATED_COLUMN', current_database(), current_schema(), 'people', 'location_ref', $1),
              ('GENERATED_COLUMN', current_database(), current_schema(), 'time_away', 'period', $2)`,
      [
        "CASE WHEN location_id = 'remote' THEN NULL ELSE location_id END",
        "tsrange(start_date + CASE WHEN start_period = 'pm' THEN time '12:00' ELSE time '00:00' END, CASE WHEN end_period = 'am' THEN end_date + time '12:00' ELSE (end_date + 1) + time '00:00' END, '[)')",
      ],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE typeorm_metadata`);
  }
}
