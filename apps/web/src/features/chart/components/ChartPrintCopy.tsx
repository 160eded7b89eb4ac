import { createPortal } from 'react-dom';
import { useSpecText } from '../../../lib/i18n';
import { chartColours as c } from '../logic/chart-colours';
import type { PrintJob } from '../print/print-job';
import { sheet as paper, type PrintPlan, type Tile } from '../print/print-plan';
import { useChartPrintT } from '../print/use-print-text';

const mm = (n: number) => `${n}mm`;
/** A page's box is this much shorter than the paper's: rounding must not spill onto a blank page. */
const slack = 0.6;

/**
 * The chart on paper, one page per printed tile, straight under <body>: the print stylesheet
 * shows this alone, so nothing of the site (banner, menu, footer, the page's headings) prints.
 * The first page carries the title, the legend and the date; every page the tile's place in the
 * grid. Mounted only for printing (use-chart-print.ts).
 */
export function ChartPrintCopy({ job }: { job: PrintJob }) {
  const spec = useSpecText().t;
  const { plan, sheet, pages } = job;
  return createPortal(
    <div
      className="chart-print"
      lang={sheet.lang}
      dir={sheet.dir}
      data-pages={pages?.length ?? 0}
      style={{ fontFamily: sheet.fontFamily, color: c.text }}
    >
      {pages === null ? (
        <>
          <p style={{ fontSize: '14pt', fontWeight: 600, margin: 0 }}>{sheet.title}</p>
          <p>{spec('chart.tooLargeToPrint')}</p>
        </>
      ) : (
        plan.printed.map((tile, i) => (
          <Page
            key={`${tile.row}-${tile.column}`}
            job={job}
            tile={tile}
            markup={pages[i]!}
            first={i === 0}
            last={i === pages.length - 1}
          />
        ))
      )}
    </div>,
    document.body,
  );
}

function Page(props: { job: PrintJob; tile: Tile; markup: string; first: boolean; last: boolean }) {
  const { job, tile, markup, first, last } = props;
  const t = useChartPrintT();
  const { plan, sheet } = job;
  const tiled = plan.rows * plan.columns > 1;
  const label = tiled
    ? t('tileLabel', {
        row: tile.row + 1,
        column: tile.column + 1,
        rows: plan.rows,
        columns: plan.columns,
      })
    : null;
  const v = tile.view;
  return (
    <section
      className="chart-print-page"
      style={{
        width: mm(plan.area.width),
        height: mm(plan.page.height - 2 * paper.margin - slack),
        overflow: 'hidden',
        breakAfter: last ? 'auto' : 'page',
        breakInside: 'avoid',
      }}
    >
      <div
        style={{
          height: mm(paper.head),
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: '4mm',
          fontSize: '7.5pt',
          color: c.muted,
          lineHeight: 1.3,
        }}
      >
        {first ? (
          <div>
            <p style={{ margin: 0, fontSize: '12pt', fontWeight: 600, color: c.text }}>
              {sheet.title}
            </p>
            <p style={{ margin: 0 }}>
              {sheet.legend} · {sheet.madeOn}
            </p>
          </div>
        ) : (
          <p style={{ margin: 0 }}>{sheet.kindTitle}</p>
        )}
        {label && <p style={{ margin: 0, whiteSpace: 'nowrap' }}>{label}</p>}
      </div>
      <div
        style={{ position: 'relative', width: mm(plan.area.width), height: mm(plan.area.height) }}
      >
        <svg
          viewBox={`${v.x} ${v.y} ${v.width} ${v.height}`}
          width={mm(plan.area.width)}
          height={mm(plan.area.height)}
          style={{ display: 'block' }}
          aria-hidden
          dangerouslySetInnerHTML={{ __html: markup }}
        />
        {tiled && <Marks plan={plan} tile={tile} />}
      </div>
    </section>
  );
}

/**
 * Crop marks at the tile's corners, and on each side that has a neighbour a fine line where the
 * neighbour's part begins: lay the next page over this one up to that line.
 */
function Marks({ plan, tile }: { plan: PrintPlan; tile: Tile }) {
  const { width: w, height: h } = plan.area;
  const o = paper.overlap;
  const arm = 5;
  const corners = [
    `M0 ${arm}V0H${arm}`,
    `M${w - arm} 0H${w}V${arm}`,
    `M0 ${h - arm}V${h}H${arm}`,
    `M${w - arm} ${h}H${w}V${h - arm}`,
  ].join('');
  const bands = [
    tile.column > 0 && `M${o} 0V${h}`,
    tile.column < plan.columns - 1 && `M${w - o} 0V${h}`,
    tile.row > 0 && `M0 ${o}H${w}`,
    tile.row < plan.rows - 1 && `M0 ${h - o}H${w}`,
  ].filter(Boolean);
  return (
    <svg
      viewBox={`0 0 ${w} ${h}`}
      width={mm(w)}
      height={mm(h)}
      style={{ position: 'absolute', inset: 0 }}
      aria-hidden
      className="chart-print-marks"
    >
      <path d={corners} fill="none" stroke={c.text} strokeWidth={0.25} />
      {bands.length > 0 && (
        <path
          d={bands.join('')}
          fill="none"
          stroke={c.muted}
          strokeWidth={0.15}
          strokeDasharray="1.5 1.5"
          data-overlap="true"
        />
      )}
    </svg>
  );
}
