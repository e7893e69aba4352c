import { cleanFilename, MAX_FILENAME_LENGTH } from './clean-filename';

/** Stored file names keep no character that changes how the name shows: no bidi control, format or control character. */
describe('files: the stored file name has no invisible characters', () => {
  it.each([
    ['right-to-left override (U+202E)', '\u202Efdp.exe', 'fdp.exe'],
    ['left-to-right and right-to-left marks (U+200E, U+200F)', 'a\u200Eb\u200F.pdf', 'ab.pdf'],
    ['embeddings and overrides (U+202A-202D)', '\u202Aa\u202Bb\u202Cc\u202Dd.pdf', 'abcd.pdf'],
    ['isolates (U+2066-2069)', '\u2066x\u2067y\u2068z\u2069.pdf', 'xyz.pdf'],
    ['Arabic letter mark (U+061C)', 'report\u061C.pdf', 'report.pdf'],
    ['zero-width space, joiner, BOM and soft hyphen (other Cf)', '\u200Bin\u200Dvo\uFEFFi\u00ADce.pdf', 'invoice.pdf'],
    ['C0 and C1 controls and DEL', 'a\u0000b\u0007c\u001bd\u007fe\u0085f\u009b.pdf', 'abcdef.pdf'],
    ['line and paragraph separators', 'a\u2028b\u2029.pdf', 'ab.pdf'],
    ['a lone surrogate', 'a\uD800b.pdf', 'ab.pdf'],
  ])('strips %s', (_label, given, expected) => {
    expect(cleanFilename(given)).toBe(expected);
  });

  it('keeps visible letters of any script, emoji and the path-free base name', () => {
    expect(cleanFilename('C:\\Users\\me\\Contrat d’embauche – été.pdf')).toBe('Contrat d’embauche – été.pdf');
    expect(cleanFilename('../../ملف عقد.pdf')).toBe('ملف عقد.pdf');
    expect(cleanFilename('履歴書 📄.pdf')).toBe('履歴書 📄.pdf');
  });

  it('names with nothing visible left become "file"; long names are cut at a character boundary', () => {
    expect(cleanFilename('\u202E\u200B ')).toBe('file');
    expect(cleanFilename(undefined)).toBe('file');
    const long = cleanFilename('📄'.repeat(300));
    expect(Array.from(long)).toHaveLength(MAX_FILENAME_LENGTH);
    expect(long).not.toMatch(/[\uD800-\uDFFF](?![\uDC00-\uDFFF])/u);
  });
});
