import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Upload limits (docs/decisions-files.md): the unattached uploads of a company and of an uploader are counted on
 * every upload, through a partial index of just those rows. File names stored before invisible characters were
 * stripped at upload lose them here (controls, bidi embeddings, overrides, isolates and marks, zero-width
 * characters, BOM, line and paragraph separators), so no stored name shows other than it reads.
 */
export class FileUploadLimits1763700000080 implements MigrationInterface {
  name = 'FileUploadLimits1763700000080';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX files_unattached_by_uploader ON files (company_id, uploaded_by) INCLUDE (size) WHERE attached_to IS NULL`);
    const invisible = String.raw`[\u0001-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u180e\u200b-\u200f\u202a-\u202e\u2028\u2029\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]`;
    await q.query(
      `UPDATE files SET filename = coalesce(nullif(btrim(regexp_replace(filename, $1, '', 'g')), ''), 'file') WHERE filename ~ $1`,
      [invisible],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX files_unattached_by_uploader`);
  }
}
