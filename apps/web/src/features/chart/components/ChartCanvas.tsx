import { Box } from '@mui/material';
import { lazy, Suspense, useCallback, useMemo, useRef } from 'react';
import type { ChartLayout, PlacedPerson } from '../logic/chart-geometry';
import { card, cardText } from '../logic/chart-geometry';
import { chartColours } from '../logic/chart-colours';
import { overviewPath } from '../logic/overview';
import { centreOn, isCentred, overlaps, readableZoom, visibleBounds } from '../logic/viewport';
import type { CardActions } from './ChartCard';
import { ChartDrawing } from './ChartDrawing';
import { useChartT } from './use-chart-text';
import { useCardMeasures } from './use-card-measures';
import { useChartKeyboard, wholeOnScreen } from './use-chart-keyboard';
import { usePanZoom } from './use-pan-zoom';

// The zoom buttons (their tooltips and its popper) load beside the chart, over its corner, where
// they move nothing when they come (issue 18).
const ChartZoomControls = lazy(() =>
  import('./ChartZoomControls').then((m) => ({ default: m.ChartZoomControls })),
);

/** Below this many screen px of card width the chart shows outlines: names would not be legible. */
const overviewCardWidth = 48;

/**
 * The interactive chart: only the cards on screen are in the page (a 10,000-person chart stays
 * light), zoomed far out every card is one outline of a single path, and the lines are one path.
 */
export function ChartCanvas(props: {
  layout: ChartLayout;
  focusId: number;
  label: string;
  actions: Omit<CardActions, 'onCentre'>;
}) {
  const { layout, focusId, label, actions } = props;
  const t = useChartT();
  const svgRef = useRef<SVGSVGElement>(null);
  const focus = useMemo(
    () => layout.placed.find((p) => p.person.personId === focusId),
    [layout, focusId],
  );
  const nameFontSize = layout.nameFontSize ?? cardText.name;
  const { view, setView, size, fit, zoomBy, handlers, lastPointer } = usePanZoom(
    svgRef,
    layout.bounds,
    focus,
    nameFontSize,
    layout.start,
  );
  const { family } = useCardMeasures();
  // Read by the cards' actions, which stay the same while the chart pans (the cards are memos).
  const viewRef = useRef(view);
  viewRef.current = view;

  const zoomedOut = view !== null && view.k * card.width < overviewCardWidth;
  // Merged per zoom step (a quarter octave), not per frame: panning reuses the same path.
  const zoomStep4 = view ? Math.round(Math.log2(view.k) * 4) : 0;
  const overview = useMemo(
    () => (zoomedOut ? overviewPath(layout.placed, 2 / 2 ** (zoomStep4 / 4)) : null),
    [zoomedOut, layout, zoomStep4],
  );

  const cardActions = useMemo<CardActions>(() => {
    const centre = (p: Parameters<CardActions['onCentre']>[0]) =>
      setView((v) => {
        if (!v) return v;
        const k = Math.max(v.k, readableZoom(nameFontSize));
        return centreOn({ ...v, k }, p, size.width, size.height);
      });
    return {
      ...actions,
      onCentre: centre,
      // A finger's tap brings the person to the middle first; a tap on the person in the middle
      // (or a mouse's click, or Enter) opens the member dialog (decision 0060).
      onOpen: (p) => {
        const v = viewRef.current;
        const readable = v !== null && v.k >= readableZoom(nameFontSize) - 1e-6;
        if (
          lastPointer.current === 'touch' &&
          v &&
          !(readable && isCentred(v, p, size.width, size.height))
        )
          centre(p);
        else actions.onOpen(p);
      },
    };
  }, [actions, setView, size.width, size.height, nameFontSize, lastPointer]);
  const onScreen = useCallback(
    (p: PlacedPerson) => !zoomedOut && view !== null && wholeOnScreen(view, size, p),
    [zoomedOut, view, size],
  );
  const keyboard = useChartKeyboard({
    svgRef,
    layout,
    focusId,
    onScreen,
    reveal: cardActions.onCentre,
  });
  const { active } = keyboard;
  const shown = useMemo(() => {
    if (!view || zoomedOut) return [];
    const b = visibleBounds(view, size.width, size.height);
    // The keyboard's card stays drawn off screen too: it is the chart's one tab stop.
    return layout.placed.filter((p) => p === active || overlaps(p, b));
  }, [layout, view, zoomedOut, size.width, size.height, active]);

  return (
    <Box sx={{ position: 'relative' }} className="chart-screen">
      <Box
        component="svg"
        ref={svgRef}
        role="group"
        aria-label={t('canvasLabel', { chart: label })}
        aria-roledescription={t('canvasRole')}
        aria-description={t('cardKeys')}
        // A card drawn takes the surface's place in the tab order; Escape on it focuses the surface.
        tabIndex={shown.length > 0 && active ? -1 : 0}
        data-zoom={view?.k.toFixed(3)}
        data-cards={shown.length}
        {...handlers}
        fontFamily={family}
        onKeyDown={keyboard.onKeyDown(handlers.onKeyDown)}
        onFocus={keyboard.onFocus}
        sx={{
          display: 'block',
          width: '100%',
          height: { xs: 'calc(100vh - 220px)', md: 'calc(100vh - 260px)' },
          minHeight: 380,
          bgcolor: chartColours.background,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          // The chart takes touches itself (pinch and pan); the page around it still scrolls.
          touchAction: 'none',
          userSelect: 'none',
          cursor: 'grab',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
          '& .chart-card [tabindex]:focus-visible': {
            outline: '3px solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      >
        {view && (
          <g transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
            <ChartDrawing
              layout={layout}
              cards={shown}
              overview={overview}
              focusId={focusId}
              activeKey={keyboard.activeKey}
              actions={cardActions}
            />
          </g>
        )}
      </Box>
      <Suspense fallback={null}>
        <ChartZoomControls zoomBy={zoomBy} fit={fit} />
      </Suspense>
    </Box>
  );
}
