import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as (options?: { type: 'minor' | 'major' }) => void;

const MB = 1024 * 1024;

/**
 * Peak growth while `run` goes, in MB, of RSS and of live memory (heap used plus Buffers), each sample taken right after
 * a young-generation GC (where the short-lived chunks of a stream die): what the process holds, not garbage V8 has yet
 * to collect (unforced, it collects Buffers once some 64 MB of them were allocated, whatever the file's size). On a
 * loaded machine a stalled stream's chunks can outlive a young-generation GC; a sample over 20 MB is taken again after
 * a full GC, so only what is really held counts.
 */
export async function growthDuring(run: () => Promise<void>): Promise<{ rss: number; live: number }> {
  gc();
  const read = () => {
    const now = process.memoryUsage();
    return { rss: now.rss, live: now.heapUsed + now.arrayBuffers };
  };
  const before = read();
  const sample = () => {
    gc({ type: 'minor' });
    const now = read();
    if (now.live - before.live < 20 * MB) return now;
    gc();
    return read();
  };
  const peak = { ...before };
  const sampler = setInterval(() => {
    const now = sample();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.live = Math.max(peak.live, now.live);
  }, 10);
  try {
    await run();
  } finally {
    clearInterval(sampler);
  }
  return { rss: (peak.rss - before.rss) / MB, live: (peak.live - before.live) / MB };
}
