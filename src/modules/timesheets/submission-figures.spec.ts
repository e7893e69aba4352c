import { figuresOf } from './submission-figures';

/** durationAsTime and durationAsDays of a submission, from its entries' minutes and the working pattern's hours. */
describe('a submission\'s figures', () => {
  const hours = (entries: [string, number][]) => new Map(entries);

  it('counts each day\'s hours against that day\'s pattern hours', () => {
    // A 7.5-hour Monday worked in full and a 6-hour Tuesday worked for 3 hours.
    const figures = figuresOf(hours([['2027-01-04', 450], ['2027-01-05', 180]]), hours([['2027-01-04', 7.5], ['2027-01-05', 6]]));
    expect(figures).toEqual({ minutes: 630, days: 1.5 });
  });

  it('counts a day without pattern hours against 8 hours', () => {
    expect(figuresOf(hours([['2027-01-09', 240]]), hours([]))).toEqual({ minutes: 240, days: 0.5 });
    expect(figuresOf(hours([['2027-01-09', 240]]), hours([['2027-01-09', 0]]))).toEqual({ minutes: 240, days: 0.5 });
  });

  it('rounds the sum, not each day, to two places', () => {
    // Three days of 1 hour against 7.5: 0.1333... each, 0.4 together (0.13 * 3 would be 0.39).
    const days = ['2027-01-04', '2027-01-05', '2027-01-06'];
    expect(figuresOf(hours(days.map((d) => [d, 60])), hours(days.map((d) => [d, 7.5]))).days).toBe(0.4);
  });

  it('is nothing for a period without entries', () => {
    expect(figuresOf(new Map(), hours([['2027-01-04', 8]]))).toEqual({ minutes: 0, days: 0 });
  });
});
