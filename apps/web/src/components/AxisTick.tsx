/** A line from (x1, y1) to (x2, y2) in an SVG chart. */
export interface SvgLine {
  x1: number;
  x2: number;
  y1: number;
  y2: number;
}

/**
 * One tick of an SVG chart's axis: its grid line across the plot, and its label (a year, a
 * count) at the axis, anchored `middle` under or over the line or `end` before it.
 */
export function AxisTick({
  grid,
  label,
  children,
  colours,
  fontSize = 12,
}: {
  grid: SvgLine;
  label: { x: number; y: number; anchor: 'middle' | 'end' };
  children: string | number;
  colours: { grid: string; text: string };
  fontSize?: number;
}) {
  return (
    <g>
      <line {...grid} stroke={colours.grid} />
      <text
        x={label.x}
        y={label.y}
        fontSize={fontSize}
        textAnchor={label.anchor}
        fill={colours.text}
      >
        {children}
      </text>
    </g>
  );
}
