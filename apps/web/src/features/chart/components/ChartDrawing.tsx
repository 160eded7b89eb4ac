import type { ChartLayout, PlacedPerson } from '../logic/chart-geometry';
import { chartColours as c } from '../logic/chart-colours';
import { ChartCard, type CardActions } from './ChartCard';

/** The outlines of many cards as one path: the overview drawn when cards are too small to read. */
function outlines(placed: readonly PlacedPerson[]): string {
  return placed
    .map((p) => p.wedge ?? `M${p.x} ${p.y}h${p.width}v${p.height}h${-p.width}z`)
    .join('');
}

/**
 * The chart's lines and cards, in chart units. `cards` are those to draw as cards (the ones on
 * screen); with `overview` every person is an outline instead (zoomed far out).
 */
export function ChartDrawing(props: {
  layout: ChartLayout;
  cards: readonly PlacedPerson[];
  overview: boolean;
  focusId: number;
  actions?: CardActions;
}) {
  const { layout, cards, overview, focusId, actions } = props;
  return (
    <>
      <path d={layout.links} fill="none" stroke={c.link} strokeWidth={1.5} />
      {overview ? (
        <path
          d={outlines(layout.placed)}
          fill={c.card}
          stroke={c.primary}
          strokeWidth={2}
          data-overview="true"
        />
      ) : (
        cards.map((p) => (
          <ChartCard
            key={p.key}
            placed={p}
            focused={p.person.personId === focusId}
            actions={actions}
          />
        ))
      )}
    </>
  );
}
