import { describe, expect, it } from 'vitest';
import { mapFrame } from './map-frame';
import { mostPrecise } from './map-points';

const kottayam = { key: 'kottayam', name: 'Kottayam', latitude: 9.59, longitude: 76.52 };
const london = { key: 'london', name: 'London', latitude: 51.51, longitude: -0.13 };

describe('mapFrame', () => {
  it('fits every place inside the drawing with room around it', () => {
    const projection = mapFrame([kottayam, london], 480, 300);
    for (const p of [kottayam, london]) {
      const [x, y] = projection([p.longitude, p.latitude])!;
      expect(x).toBeGreaterThan(480 * 0.1);
      expect(x).toBeLessThan(480 * 0.9);
      expect(y).toBeGreaterThan(300 * 0.1);
      expect(y).toBeLessThan(300 * 0.9);
    }
  });

  it('shows one place in the middle of its surroundings, at a finite scale', () => {
    const projection = mapFrame([kottayam], 480, 300);
    const [x, y] = projection([kottayam.longitude, kottayam.latitude])!;
    expect(x).toBeCloseTo(240, 0);
    expect(Number.isFinite(projection.scale())).toBe(true);
    expect(y).toBeGreaterThan(0);
    expect(y).toBeLessThan(300);
  });
});

describe('mostPrecise', () => {
  it("drops a country's dot when a town within it has coordinates", () => {
    const places = [
      { key: 'india', parentKey: null, latitude: 22 },
      { key: 'kerala, india', parentKey: 'india', latitude: null },
      { key: 'kottayam, kerala, india', parentKey: 'kerala, india', latitude: 9.6 },
      { key: 'canada', parentKey: null, latitude: 56 },
    ];
    expect(mostPrecise(places).map((p) => p.key)).toEqual(['kottayam, kerala, india', 'canada']);
  });
});
