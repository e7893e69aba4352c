import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { writeTransaction } from '../../../core/database/write-transaction';
import { EncryptedFiles } from '../../../core/storage/encrypted-files';
import { exportStorageKey } from '../data-export-api';

/**
 * An erased person's subject access documents go with them (docs/security.md, "Erasure"): the export rows and their
 * stored files, whoever made them. Repeatable: a second run finds nothing.
 */
@Injectable()
export class SubjectAccessErasure {
  constructor(
    private readonly db: DataSource,
    private readonly files: EncryptedFiles,
  ) {}

  async deleteAbout(companyId: string, personId: string): Promise<number> {
    const [rows]: [{ id: string; key_id: string | null }[], number] = await writeTransaction(this.db, (em) => em.query(
      `DELETE FROM data_exports WHERE company_id = $1 AND type = 'subjectAccess' AND request->>'personId' = $2 RETURNING id, key_id`,
      [companyId, personId],
    ));
    for (const row of rows) await this.files.delete(exportStorageKey({ companyId, id: row.id }), row.key_id);
    return rows.length;
  }
}
