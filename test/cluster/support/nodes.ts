import { ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, WriteStream } from 'node:fs';
import * as path from 'node:path';
import { ROOT, waitFor } from '../../support/processes';

/** One process of the topology (`npm start` with PROCESS_ROLE=api or worker), its output kept in memory and a file. */
export class AppNode {
  child?: ChildProcess;
  exited?: Promise<number | null>;
  private out = '';
  private log?: WriteStream;
  private starts = 0;

  constructor(
    readonly name: string,
    readonly env: Record<string, string>,
    private readonly logDir: string,
  ) {}

  get port(): number {
    return Number(this.env.PORT);
  }

  /** Output of the current run (since the last start). */
  output(): string {
    return this.out;
  }

  get running(): boolean {
    return Boolean(this.child) && this.child!.exitCode === null && this.child!.signalCode === null;
  }

  start(): void {
    this.out = '';
    this.starts += 1;
    this.log = createWriteStream(path.join(this.logDir, `${this.name}.${this.starts}.log`));
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.js')], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...this.env } });
    const collect = (d: Buffer) => {
      this.out += d;
      this.log!.write(d);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    this.child = child;
    this.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  }

  async ready(timeoutMs = 90_000): Promise<void> {
    const marker = this.env.PROCESS_ROLE === 'worker' ? 'AppModule dependencies initialized' : 'Personnel API listening';
    await waitFor(() => {
      if (!this.running) throw new Error(`${this.name} exited during start:\n${this.out.slice(-3000)}`);
      return this.out.includes(marker);
    }, timeoutMs, `${this.name} to start`);
  }

  async kill(signal: NodeJS.Signals): Promise<number | null> {
    if (!this.running) return this.child?.exitCode ?? null;
    this.child!.kill(signal);
    return this.exited!;
  }
}
