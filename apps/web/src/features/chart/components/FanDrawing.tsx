import { directionOf } from '@familytree/shared';
import { useId } from 'react';
import { useLocale } from '../../../lib/i18n';
import type { ChartLayout, PlacedPerson } from '../logic/chart-geometry';
import { chartColours } from '../logic/chart-colours';
import { fanColours, fanFill } from '../logic/fan-colours';
import { fanLegend } from '../logic/fan-legend';
import { legendSizes, type FanInfo } from '../logic/fan-layout';
import type { CardActions } from './ChartCard';
import { FanWedge } from './FanWedge';
import { useChartT } from './use-chart-text';

/**
 * The fan: every slot of every ring, unknown ancestors as faint empty wedges (decorative: not
 * focusable, hidden from screen readers), the known ones filled and named. Zoomed far out the
 * wedges are drawn filled but nameless. The printed and downloaded fan carries its legend below.
 */
export function FanDrawing(props: {
  layout: ChartLayout;
  fan: FanInfo;
  cards: readonly PlacedPerson[];
  overview: boolean;
  focusId: number;
  /** The wedge in the tab order (the keyboard's place on the chart). */
  activeKey?: string;
  actions?: CardActions;
}) {
  const { layout, fan, cards, overview, focusId, activeKey, actions } = props;
  // Ids for the arcs and clips, unique on a page that holds the chart and its print copy.
  const idPrefix = `fan${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <>
      <g aria-hidden="true">
        {fan.empty.map((s) => (
          <path
            key={`${s.generation}-${s.index}`}
            d={s.path}
            fill={fanColours.emptyFill}
            stroke={fanColours.emptyStroke}
            strokeWidth={1}
            className="fan-empty"
            data-generation={s.generation}
          />
        ))}
      </g>
      {overview ? (
        <g aria-hidden="true">
          {layout.placed.map((p) => (
            <path
              key={p.key}
              d={p.wedge}
              fill={fanFill(fan.colouring, p.fan!.generation, p.fan!.index)}
              stroke={fanColours.seam}
              strokeWidth={1.5}
            />
          ))}
        </g>
      ) : (
        cards.map((p) => (
          <FanWedge
            key={p.key}
            placed={p}
            colouring={fan.colouring}
            focused={p.person.personId === focusId}
            active={p.key === activeKey}
            idPrefix={idPrefix}
            actions={actions}
          />
        ))
      )}
      {!actions && <FanLegendDrawing fan={fan} />}
    </>
  );
}

function FanLegendDrawing({ fan }: { fan: FanInfo }) {
  const t = useChartT();
  // Right to left, the columns run from the right, each swatch before (right of) its text, which
  // then starts ("start" is its right end) beside it.
  const rtl = directionOf(useLocale()) === 'rtl';
  const items = fanLegend(t, fan.colouring, fan.rings.length - 1);
  const { x, y, width, columns } = fan.legend;
  const column = width / columns;
  const { swatch } = legendSizes;
  return (
    <g className="fan-legend">
      {items.map((item, i) => {
        const left = x + (i % columns) * column;
        const ix = rtl ? x + width - (i % columns) * column - swatch : left;
        const iy = y + Math.floor(i / columns) * legendSizes.row;
        return (
          <g key={item.key}>
            <rect
              x={ix}
              y={iy}
              width={swatch}
              height={swatch}
              rx={3}
              fill={item.fill}
              stroke={item.stroke}
            />
            <text
              x={rtl ? ix - 6 : ix + swatch + 6}
              y={iy + 12}
              fontSize={12}
              fill={chartColours.text}
            >
              {item.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}
