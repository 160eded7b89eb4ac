import type { ChartPerson } from '@familytree/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { boundsOf, type ChartLayout, type PlacedPerson } from '../logic/chart-geometry';
import { ChartPrintDialog } from './ChartPrintDialog';
import type { PrintChoice } from './print-plan';

// Issue 32: the print dialog says what a choice gives before anything is printed.

const cardAt = (x: number, y: number): PlacedPerson => ({
  key: `${x},${y}`,
  person: { personId: 1 } as ChartPerson,
  x,
  y,
  width: 200,
  height: 64,
});
const placed = [cardAt(0, 0), cardAt(1800, 936)];
// 2,020 × 1,020 units: 3 × 1 A4 portrait tiles at 8 pt names, the middle one empty.
const layout: ChartLayout = { placed, links: '', bounds: boundsOf(placed) };

const checked = (el: HTMLElement, what: 'checked' | 'disabled' = 'checked') =>
  (el as HTMLInputElement)[what];
const text = (el: HTMLElement) => el.textContent ?? '';

function open(initial: PrintChoice = { paper: 'a4', orientation: 'portrait', layout: 'tile' }) {
  const onPrint = vi.fn();
  const onClose = vi.fn();
  render(
    <Suspense fallback={null}>
      <ChartPrintDialog layout={layout} initial={initial} onClose={onClose} onPrint={onPrint} />
    </Suspense>,
  );
  return { onPrint, onClose };
}

describe('the print dialog (issue 32)', () => {
  it('shows the pages a choice gives, and prints that choice', async () => {
    const { onPrint } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Print the chart' });
    expect(dialog).toBeTruthy();
    const status = screen.getByRole('status');
    expect(text(status)).toContain('3 × 1 pages');
    expect(text(status)).toContain('2 pages are printed: pages with nothing on them are left out.');
    expect(text(status)).toContain('Names print at 8 pt.');

    // Every field is a labelled group of radio buttons.
    expect(screen.getByRole('radiogroup', { name: 'Paper' })).toBeTruthy();
    expect(checked(screen.getByRole('radio', { name: 'A4' }))).toBe(true);
    expect(checked(screen.getByRole('radio', { name: 'Portrait' }))).toBe(true);
    expect(checked(screen.getByRole('radio', { name: 'Tile over several pages' }))).toBe(true);

    await userEvent.click(screen.getByRole('radio', { name: 'Landscape' }));
    expect(text(status)).toContain('2 × 2 pages');
    await userEvent.click(screen.getByRole('radio', { name: 'A3' }));
    expect(text(status)).toContain('2 × 1 pages');

    await userEvent.click(screen.getByRole('radio', { name: 'Fit on one page' }));
    expect(text(status)).toContain('1 page');
    // 0.2 mm a unit on A3: the 14-unit names of the cards are 7.9 pt, the fan's would be less.
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByText(/Save as PDF/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(onPrint).toHaveBeenCalledWith({ paper: 'a3', orientation: 'landscape', layout: 'fit' });
  });

  it('warns when one page makes the names too small', async () => {
    open({ paper: 'a4', orientation: 'portrait', layout: 'fit' });
    expect(text(await screen.findByRole('status'))).toContain('1 page');
    expect(text(screen.getByRole('alert'))).toContain(
      'The names would be too small to read on one page: tile the chart over several pages.',
    );
  });

  it('poster: one page of the chart’s size; orientation and tiling do not apply', async () => {
    open();
    await userEvent.click(
      await screen.findByRole('radio', { name: 'Poster: the chart’s own size' }),
    );
    expect(text(screen.getByRole('status'))).toContain('1 page');
    // 2,020 × 1,020 units at 0.235 mm, plus margins and the heading: 50 × 27 cm.
    expect(text(screen.getByRole('status'))).toContain('One page of 50 × 27 cm, for a print shop.');
    expect(checked(screen.getByRole('radio', { name: 'Landscape' }), 'disabled')).toBe(true);
    expect(checked(screen.getByRole('radio', { name: 'Fit on one page' }), 'disabled')).toBe(true);
  });

  it('works from the keyboard: Tab reaches each group, Escape closes', async () => {
    const { onPrint, onClose } = open();
    const a4 = await screen.findByRole('radio', { name: 'A4' });
    a4.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Portrait' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('radio', { name: 'Tile over several pages' }),
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(onPrint).not.toHaveBeenCalled();
  });
});
