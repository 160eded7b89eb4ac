import { memo } from 'react';
import type { ChartLayout, PlacedPerson } from '../logic/chart-geometry';
import { chartColours as c } from '../logic/chart-colours';
import { ChartCard, type CardActions } from './ChartCard';
import { FanDrawing } from './FanDrawing';

/**
 * The chart's lines and cards, in chart units. `cards` are those to draw as cards (the ones on
 * screen); with `overview` every person is an outline instead (zoomed far out). A memo: a pan
 * that keeps the same cards on screen does not render it.
 */
export const ChartDrawing = memo(function ChartDrawing(props: {
  layout: ChartLayout;
  cards: readonly PlacedPerson[];
  /** The merged outlines drawn instead of cards when zoomed far out (logic/overview.ts). */
  overview: string | null;
  focusId: number;
  /** The card in the tab order (the keyboard's place on the chart). */
  activeKey?: string;
  actions?: CardActions;
}) {
  const { layout, cards, overview, focusId, activeKey, actions } = props;
  if (layout.fan) {
    return (
      <FanDrawing
        layout={layout}
        fan={layout.fan}
        cards={cards}
        overview={overview !== null}
        focusId={focusId}
        activeKey={activeKey}
        actions={actions}
      />
    );
  }
  return (
    <>
      {/* Zoomed out, thousands of lines would be one grey smear that is costly to pan. */}
      {!(overview && layout.placed.length > 2000) && (
        <path d={layout.links} fill="none" stroke={c.link} strokeWidth={1.5} />
      )}
      {overview ? (
        <path d={overview} fill={c.card} stroke={c.primary} strokeWidth={2} data-overview="true" />
      ) : (
        cards.map((p) => (
          <ChartCard
            key={p.key}
            placed={p}
            focused={p.person.personId === focusId}
            active={p.key === activeKey}
            actions={actions}
          />
        ))
      )}
    </>
  );
});
