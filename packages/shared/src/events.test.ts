import { describe, expect, it } from 'vitest';
import { addDays, anniversaryIn, isFullDate, nextAnniversary } from './events.js';

describe('nextAnniversary', () => {
  it('finds a day later this year, with the years it marks', () => {
    expect(nextAnniversary('1990-12-10', '2026-11-24')).toEqual({ date: '2026-12-10', years: 36 });
  });

  it('counts today and the 60th day, not the 61st', () => {
    expect(nextAnniversary('1990-11-24', '2026-11-24')).toEqual({ date: '2026-11-24', years: 36 });
    expect(nextAnniversary('1990-01-23', '2026-11-24')?.date).toBe('2027-01-23');
    expect(nextAnniversary('1990-01-24', '2026-11-24')).toBeNull();
  });

  it('wraps into next year', () => {
    expect(nextAnniversary('2000-01-05', '2026-12-20')).toEqual({ date: '2027-01-05', years: 27 });
  });

  it('keeps 29 February on 28 February in other years, on the day in leap years', () => {
    expect(nextAnniversary('2000-02-29', '2027-02-01')).toEqual({ date: '2027-02-28', years: 27 });
    expect(nextAnniversary('2000-02-29', '2028-02-01')).toEqual({ date: '2028-02-29', years: 28 });
    expect(anniversaryIn('2000-02-29', 2100)).toBe('2100-02-28');
  });

  it('has no anniversary for a partial or impossible date', () => {
    expect(nextAnniversary('1990', '2026-11-24')).toBeNull();
    expect(nextAnniversary('1990-02-30', '2026-02-01')).toBeNull();
    expect(isFullDate('2023-02-29')).toBe(false);
    expect(isFullDate('2024-02-29')).toBe(true);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
