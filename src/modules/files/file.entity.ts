import { Column, Entity } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';
import { FileType } from './file-types';

/** What each stored photo variant is (its bytes live under `<companyId>/<fileId>/<size>`). */
export interface StoredVariant {
  contentType: string;
  size: number;
  etag: string;
}

@Entity('files')
export class StoredFile extends CompanyOwnedEntity {
  @Column('text', { nullable: true }) personId: string | null;
  @Column('text') type: FileType;
  @Column('text', { nullable: true }) uploadedBy: string | null;
  @Column('text') filename: string;
  /** Sniffed from the bytes at upload, never taken from the client. */
  @Column('text') contentType: string;
  @Column('bigint', { transformer: { to: (v: number) => v, from: (v: string) => Number(v) } }) size: number;
  /** SHA-256 of the bytes, base64url: the content route's ETag. */
  @Column('text') etag: string;
  @Column('jsonb', { nullable: true }) variants: Record<string, StoredVariant> | null;
  /** `<resource>:<id>` of the record holding the file; null until attached (cleanup deletes it after 24 hours). */
  @Column('text', { nullable: true }) attachedTo: string | null;
  @Column('timestamptz', { nullable: true }) attachedAt: Date | null;
}
