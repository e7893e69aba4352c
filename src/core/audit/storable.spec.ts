import { MALFORMED_ID, MAX_TEXT, storableId, storableJson, storableText } from './storable';

/** What PostgreSQL's text and jsonb refuse: NUL, and (jsonb) the escape of a lone UTF-16 surrogate. */
const refusedByPostgres = (text: string) => text.includes('\u0000') || /\\ud[89a-f][0-9a-f]{2}/i.test(JSON.stringify(text));

describe('a value that enters an audit entry is storable', () => {
  it.each([
    ['NUL', 'a\u0000b', 'a\uFFFDb'],
    ['a lone high surrogate', 'a\uD800b', 'a\uFFFDb'],
    ['a lone low surrogate', '\uDC00x', '\uFFFDx'],
    ['a high surrogate at the end', 'x\uD83D', 'x\uFFFD'],
  ])('text with %s has it replaced by U+FFFD', (_name, text, stored) => {
    expect(refusedByPostgres(text)).toBe(true);
    expect(storableText(text)).toBe(stored);
    expect(refusedByPostgres(storableText(text))).toBe(false);
  });

  it('keeps text PostgreSQL stores as it is, a surrogate pair included', () => {
    for (const text of ['payroll-sync/1.0', 'Zoë 😀 ✓', '\t\n\u0001\u007F', '']) expect(storableText(text)).toBe(text);
  });

  it('cuts text longer than the limit, never inside a surrogate pair', () => {
    expect(storableText('x'.repeat(MAX_TEXT + 50))).toHaveLength(MAX_TEXT);
    const split = `${'x'.repeat(MAX_TEXT - 1)}😀`;
    const stored = storableText(split);
    expect(stored).toBe('x'.repeat(MAX_TEXT - 1));
    expect(refusedByPostgres(stored)).toBe(false);
    expect(storableText('abcdef', 4)).toBe('abcd');
  });

  it('records an id that is not a well-formed id as the marker, never the raw value', () => {
    expect(storableId('ba_Q2xh-c3Np_Y0FsbHk')).toBe('ba_Q2xh-c3Np_Y0FsbHk');
    for (const id of ['\u0000', '%00', '../etc', 'a b', 'x'.repeat(101), '', '\uD800']) expect(storableId(id)).toBe(MALFORMED_ID);
    expect(storableId(null)).toBeNull();
    expect(storableId(undefined)).toBeNull();
  });

  it('makes every string and key of a JSON value storable, at every depth', () => {
    const value = { 'na\u0000me': { from: 'a\u0000', to: ['\uD800', { deep: 'x\u0000' }] }, n: NaN, ok: 3, at: new Date('2026-01-02T03:04:05Z') };
    const stored = storableJson(value);
    expect(stored).toEqual({ 'na\uFFFDme': { from: 'a\uFFFD', to: ['\uFFFD', { deep: 'x\uFFFD' }] }, n: null, ok: 3, at: '2026-01-02T03:04:05.000Z' });
    expect(refusedByPostgres(JSON.stringify(stored))).toBe(false);
  });
});
