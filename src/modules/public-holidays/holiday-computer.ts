import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { Worker } from 'node:worker_threads';
import type { CalendarCode, LibraryHoliday } from './holiday-library';

/**
 * The worker's program: `date-holidays` computes one calendar-year per message (tens of milliseconds, a few hundred
 * for lunar calendars), keeping at most 32 calendars' rules between messages. Evaluated source, so the same code
 * runs from `src` (tests) and `dist` (production); the library is required by its resolved path.
 */
const WORKER_SOURCE = (holidaysPath: string) => `
const { parentPort } = require('node:worker_threads');
const Holidays = require(${JSON.stringify(holidaysPath)});
const calendars = new Map();
parentPort.on('message', ({ id, country, region, year }) => {
  try {
    const key = country + '-' + (region || '');
    let calendar = calendars.get(key);
    if (!calendar) {
      calendar = region ? new Holidays(country, region) : new Holidays(country);
      if (calendars.size >= 32) calendars.delete(calendars.keys().next().value);
      calendars.set(key, calendar);
    }
    const holidays = (calendar.getHolidays(year, 'en') || [])
      .filter((h) => h.type === 'public')
      .map((h) => ({ date: h.date.slice(0, 10), name: h.name }));
    parentPort.postMessage({ id, holidays });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});`;

/** Computed calendar-years kept in memory (all companies share them: a library calendar is the same for everyone). */
const CACHE_SIZE = 5_000;

interface Pending {
  resolve: (holidays: LibraryHoliday[]) => void;
  reject: (error: Error) => void;
}

/**
 * Library holidays are computed off the event loop, in one worker thread started on first use (docs/decisions-
 * time-away.md, public holidays: bounds). Concurrent asks for the same calendar-year share one computation
 * (single-flight), and results are remembered (bounded), so the HTTP thread only waits and writes rows.
 */
@Injectable()
export class HolidayComputer implements OnModuleDestroy {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();
  private readonly inFlight = new Map<string, Promise<LibraryHoliday[]>>();
  private readonly cache = new Map<string, LibraryHoliday[]>();
  /** Calendar-years computed by the worker since start (tests read it: single-flight). */
  computed = 0;

  /** The public holidays (type `public` only, D13) of a known calendar in a year, as local dates. */
  holidaysOf(code: CalendarCode, year: number): Promise<LibraryHoliday[]> {
    const key = `${code.id}|${year}`;
    const cached = this.cache.get(key);
    if (cached) return Promise.resolve(cached);
    let flight = this.inFlight.get(key);
    if (!flight) {
      const region = code.regionCode ? code.regionCode.slice(code.countryCode.length + 1) : undefined;
      flight = this.compute(code.countryCode, region, year).then(
        (holidays) => {
          this.inFlight.delete(key);
          if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
          this.cache.set(key, holidays);
          return holidays;
        },
        (error: unknown) => {
          this.inFlight.delete(key);
          throw error;
        },
      );
      this.inFlight.set(key, flight);
    }
    return flight;
  }

  async onModuleDestroy(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private compute(country: string, region: string | undefined, year: number): Promise<LibraryHoliday[]> {
    const id = this.nextId++;
    return new Promise<LibraryHoliday[]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.thread().postMessage({ id, country, region, year });
    });
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE(require.resolve('date-holidays')), { eval: true });
    worker.unref(); // an idle worker never keeps the process alive
    worker.on('message', (message: { id: number; holidays?: LibraryHoliday[]; error?: string }) => {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      this.computed++;
      if (message.error !== undefined) waiting.reject(new Error(`holidays library: ${message.error}`));
      else waiting.resolve(message.holidays ?? []);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`holidays worker exited (${code})`)));
    this.worker = worker;
    return worker;
  }
}
