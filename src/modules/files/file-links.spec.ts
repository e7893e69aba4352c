import type { LinkSigner } from '../../core/storage/link-signer';
import { embeddedFileOf } from './file-links';

const signer = { url: (path: string, subject: string) => `${path}?signed=${subject}` } as unknown as LinkSigner;

/** A record embeds its file as `{ id, url, filename }` (url signed for the original), or null when it has none. */
describe('files: the file a record embeds', () => {
  it('is id, signed link and filename, in that order, from the selected filename and the record\'s fileId', () => {
    const file = embeddedFileOf(signer, 'contract.pdf', 'f1');
    expect(JSON.stringify(file)).toBe(JSON.stringify({ id: 'f1', url: '/api/files/f1/content?signed=file:f1:original', filename: 'contract.pdf' }));
  });

  it('is null when no file was selected (none attached, or its row gone)', () => {
    expect(embeddedFileOf(signer, null, null)).toBeNull();
    expect(embeddedFileOf(signer, null, 'f1')).toBeNull();
  });
});
