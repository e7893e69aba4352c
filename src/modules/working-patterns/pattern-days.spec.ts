import { dayIssues, hoursPerWeek, storedDays } from './pattern-days';

describe('a working pattern\'s days', () => {
  it('lists each day once, with hours above 0, at most 24, in quarters of an hour', () => {
    expect(dayIssues([
      { day: 'monday', hours: 8 }, { day: 'monday', hours: 8 }, { day: 'tuesday', hours: 0 },
      { day: 'wednesday', hours: 24.25 }, { day: 'thursday', hours: 7.3 }, { day: 'friday', hours: 24 }, { day: 'saturday', hours: 0.25 },
    ])).toEqual([
      { name: 'days.day', index: '1', reason: 'names a day listed before' },
      { name: 'days.hours', index: '2', reason: 'must be more than 0 and at most 24' },
      { name: 'days.hours', index: '3', reason: 'must be more than 0 and at most 24' },
      { name: 'days.hours', index: '4', reason: 'must be in steps of 0.25 hours' },
    ]);
  });

  it('stores the days Monday first and adds up the hours of the week', () => {
    const days = storedDays([{ day: 'sunday', hours: 2 }, { day: 'tuesday', hours: 7.5 }, { day: 'monday', hours: 7.75 }]);
    expect(days.map((d) => d.day)).toEqual(['monday', 'tuesday', 'sunday']);
    expect(hoursPerWeek(days)).toBe(17.25);
  });
});
