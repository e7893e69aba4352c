import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { announceFirstOwnerToken, FIRST_OWNER_TOKEN_FILE } from './first-start';
import { createLogger } from '../core/logging/logger';
import { captureLogs } from '../../test/support/log-capture';

/**
 * The first owner token never reaches a log: on an interactive terminal it is printed (the `npm start`
 * newcomer flow); anywhere else (containers, services, pipes) it goes to DATA_DIR/first-owner-token, mode 0600.
 */
describe('the first owner token', () => {
  const token = 'prk_test_0123456789abcdefghijklmnopqrstuvwxyz';

  const terminal = (isTTY: boolean) => {
    let text = '';
    return { isTTY, write: (chunk: string) => (text += chunk), text: () => text };
  };

  it('is printed on an interactive terminal, and no file is written', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'personnel-owner-tty-'));
    const stdout = terminal(true);
    expect(announceFirstOwnerToken(token, { dataDir, logger: createLogger('silent'), stdout })).toEqual({ printed: true });
    expect(stdout.text()).toContain(token);
    expect(stdout.text()).toContain('token:create');
    expect(() => statSync(path.join(dataDir, FIRST_OWNER_TOKEN_FILE))).toThrow(/ENOENT/);
  });

  it('without a terminal goes to a 0600 file in DATA_DIR; the log names the file, never the token', () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'personnel-owner-file-')), 'not-yet-made');
    const logs = captureLogs();
    const logger = createLogger('info', logs.stream);
    const stdout = terminal(false);
    const result = announceFirstOwnerToken(token, { dataDir, logger, stdout });
    const file = path.join(dataDir, FIRST_OWNER_TOKEN_FILE);
    expect(result).toEqual({ file });
    expect(readFileSync(file, 'utf8').trim()).toBe(token);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(stdout.text()).toBe('');
    expect(logs.lines.join('\n')).toContain(file);
    expect(logs.lines.join('\n')).not.toContain('prk_');
  });

  it('replaces a stale file from an earlier database, still 0600', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'personnel-owner-stale-'));
    const file = path.join(dataDir, FIRST_OWNER_TOKEN_FILE);
    writeFileSync(file, 'prk_old\n', { mode: 0o644 });
    announceFirstOwnerToken(token, { dataDir, logger: createLogger('silent'), stdout: terminal(false) });
    expect(readFileSync(file, 'utf8').trim()).toBe(token);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
