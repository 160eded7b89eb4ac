import { describe, expect, it } from 'vitest';
import { labelEvery, layoutBars, niceTicks } from './bar-chart';

const box = { width: 400, height: 200, left: 40, right: 0, top: 0, bottom: 40 };

describe('niceTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten, whole numbers, reaching the maximum', () => {
    expect(niceTicks(4)).toEqual([0, 1, 2, 3, 4]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(23)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});

describe('layoutBars', () => {
  it('draws vertical bars in order inside the plot, the highest reaching the top tick', () => {
    const layout = layoutBars(
      [
        { label: '1900', value: 2 },
        { label: '1910', value: 4 },
      ],
      box,
      'vertical',
    );
    expect(layout.plot).toEqual({ x: 40, y: 0, width: 360, height: 160 });
    const [a, b] = layout.bars;
    expect(a!.x).toBeLessThan(b!.x);
    expect(b!.height).toBe(160);
    expect(a!.height).toBe(80);
    expect(a!.y + a!.height).toBe(160);
    for (const bar of layout.bars) expect(bar.x + bar.width).toBeLessThanOrEqual(400);
    expect(layout.ticks.at(-1)).toEqual({ value: 4, at: 0 });
  });

  it('draws horizontal bars from the value axis, one row each', () => {
    const layout = layoutBars(
      [
        { label: 'John', value: 3 },
        { label: 'Anna', value: 1 },
      ],
      box,
      'horizontal',
    );
    const [a, b] = layout.bars;
    expect(a!.x).toBe(40);
    expect(a!.y).toBeLessThan(b!.y);
    expect(a!.width).toBe(360);
    expect(b!.width).toBe(120);
  });

  it('labels every n-th bar when the labels would not fit', () => {
    expect(labelEvery(10, 400, 40)).toBe(1);
    expect(labelEvery(30, 300, 40)).toBe(4);
    const many = Array.from({ length: 30 }, (_, i) => ({ label: String(1700 + i * 10), value: i }));
    const labelled = layoutBars(many, { ...box, width: 340 }, 'vertical').bars.filter(
      (b) => b.labelled,
    );
    expect(labelled.length).toBeLessThan(30);
    expect(labelled[0]!.label).toBe('1700');
  });
});
