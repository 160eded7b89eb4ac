import { Box } from '@mui/material';
import { lazy, Suspense, useCallback, useMemo, useRef } from 'react';
import type { ChartLayout, PlacedPerson } from '../logic/chart-geometry';
import { cardText } from '../logic/chart-geometry';
import { chartColours } from '../logic/chart-colours';
import { centreOn, isCentred, readableZoom } from '../logic/viewport';
import type { CardActions } from './ChartCard';
import { ChartView, isZoomedOut } from './ChartView';
import { useChartT } from './use-chart-text';
import { useCardMeasures } from './use-card-measures';
import { useChartKeyboard, wholeOnScreen } from './use-chart-keyboard';
import { usePanZoom } from './use-pan-zoom';

// The zoom buttons (their tooltips and its popper) load beside the chart, over its corner, where
// they move nothing when they come (issue 18).
const ChartZoomControls = lazy(() =>
  import('./ChartZoomControls').then((m) => ({ default: m.ChartZoomControls })),
);

/**
 * The interactive chart: only the cards on screen are in the page (a 10,000-person chart stays
 * light), zoomed far out every card is one outline of a single path, and the lines are one path.
 * The view (pan and zoom) is read by ChartView alone: this surface does not re-render as it pans.
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
  const { store, size, fit, zoomBy, handlers, lastPointer } = usePanZoom(
    svgRef,
    layout.bounds,
    focus,
    nameFontSize,
    layout.start,
  );
  const { family } = useCardMeasures();

  const cardActions = useMemo<CardActions>(() => {
    const centre = (p: Parameters<CardActions['onCentre']>[0]) =>
      store.set((v) => {
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
        const v = store.get();
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
  }, [actions, store, size.width, size.height, nameFontSize, lastPointer]);
  // Read when a key is pressed, not on each frame.
  const onScreen = useCallback(
    (p: PlacedPerson) => {
      const view = store.get();
      return view !== null && !isZoomedOut(view) && wholeOnScreen(view, size, p);
    },
    [store, size],
  );
  const keyboard = useChartKeyboard({
    svgRef,
    layout,
    focusId,
    onScreen,
    reveal: cardActions.onCentre,
  });

  return (
    <Box sx={{ position: 'relative' }} className="chart-screen">
      <Box
        component="svg"
        ref={svgRef}
        role="group"
        aria-label={t('canvasLabel', { chart: label })}
        aria-roledescription={t('canvasRole')}
        aria-description={t('cardKeys')}
        // Its tab order place, data-zoom and data-cards are ChartView's (they change as it pans).
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
        <ChartView
          store={store}
          svgRef={svgRef}
          size={size}
          layout={layout}
          focusId={focusId}
          active={keyboard.active}
          activeKey={keyboard.activeKey}
          actions={cardActions}
        />
      </Box>
      <Suspense fallback={null}>
        <ChartZoomControls zoomBy={zoomBy} fit={fit} />
      </Suspense>
    </Box>
  );
}
