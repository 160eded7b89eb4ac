/**
 * The geometry of our SVG bar charts (issue 32: no chart library): a "nice" value axis and one bar
 * per entry, vertical (decades, ages) or horizontal (names). Pure, so the layout is unit-tested.
 */

export interface Bar {
  /** The category's label, as shown on its axis and in the table. */
  label: string;
  value: number;
}

export interface ChartBox {
  width: number;
  height: number;
  /** Space for the axis labels and ticks. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface PlacedBar extends Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Whether the category's label is drawn (crowded axes label every n-th bar). */
  labelled: boolean;
}

export interface BarLayout {
  bars: PlacedBar[];
  ticks: Array<{ value: number; at: number }>;
  /** The plot area inside the box. */
  plot: { x: number; y: number; width: number; height: number };
}

/** Round tick steps (1, 2, 5 × 10ⁿ) giving at most `count` ticks above zero; whole numbers only. */
export function niceTicks(max: number, count = 5): number[] {
  if (max <= 0) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw);
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = 0; v <= top + step / 2; v += step) ticks.push(Math.round(v));
  return ticks;
}

/** Every how many bars a label fits, given the room each label needs. */
export function labelEvery(bars: number, room: number, labelSize: number): number {
  if (bars === 0) return 1;
  return Math.max(1, Math.ceil((labelSize * bars) / Math.max(room, 1)));
}

export function layoutBars(
  data: readonly Bar[],
  box: ChartBox,
  orientation: 'vertical' | 'horizontal',
  /** The room one category label needs along the category axis. */
  labelSize = 40,
): BarLayout {
  const plot = {
    x: box.left,
    y: box.top,
    width: Math.max(0, box.width - box.left - box.right),
    height: Math.max(0, box.height - box.top - box.bottom),
  };
  const ticks = niceTicks(Math.max(0, ...data.map((d) => d.value)));
  const top = ticks[ticks.length - 1]!;
  const vertical = orientation === 'vertical';
  const along = vertical ? plot.width : plot.height;
  const across = vertical ? plot.height : plot.width;
  const slot = data.length > 0 ? along / data.length : along;
  const thickness = slot * 0.7;
  const every = vertical ? labelEvery(data.length, along, labelSize) : 1;
  const bars = data.map((d, i) => {
    const length = top > 0 ? (d.value / top) * across : 0;
    const start = i * slot + (slot - thickness) / 2;
    const labelled = i % every === 0;
    return vertical
      ? {
          ...d,
          x: plot.x + start,
          y: plot.y + plot.height - length,
          width: thickness,
          height: length,
          labelled,
        }
      : { ...d, x: plot.x, y: plot.y + start, width: length, height: thickness, labelled };
  });
  return {
    bars,
    ticks: ticks.map((value) => ({
      value,
      at: vertical
        ? plot.y + plot.height - (top > 0 ? (value / top) * across : 0)
        : plot.x + (top > 0 ? (value / top) * across : 0),
    })),
    plot,
  };
}
