import { Injectable } from '@nestjs/common';
import { TokenResolver } from '../../core/auth/token-resolver.service';
import { ApiError } from '../../core/errors/api-error';
import { DataExport } from './data-export.entity';

/**
 * A stored export's signed link works only while its maker could still ask for it (D11): the maker exists (a deleted
 * maker leaves `created_by` null), can sign in (not offboarded), and the token the export was asked with is neither
 * revoked nor expired. Otherwise the link answers 404, like a deleted export.
 */
@Injectable()
export class ExportLinkCheck {
  constructor(private readonly tokens: TokenResolver) {}

  async makerStillAllowed(row: Pick<DataExport, 'createdBy' | 'tokenId'>): Promise<boolean> {
    if (!row.createdBy || !row.tokenId) return false;
    try {
      const auth = await this.tokens.resolveById(row.tokenId);
      return auth.personId === row.createdBy;
    } catch (error) {
      if (error instanceof ApiError && error.code === 401) return false;
      throw error;
    }
  }
}
