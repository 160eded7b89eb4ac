import { useEffect, useState } from 'react';
import { coverBannerHeight } from '../../../components/CoverBanner';
import { isGenerationBarFixed } from '../logic/tree-layout';

export interface FixedBarState {
  fixed: boolean;
  /** Where a fixed bar goes: just under the sticky header. */
  top: number;
}

function heroHeight(): number {
  const banner = document.querySelector<HTMLElement>('[data-testid="cover-banner"]');
  if (banner) return banner.offsetHeight;
  return window.matchMedia('(min-width: 900px)').matches
    ? coverBannerHeight.md
    : coverBannerHeight.xs;
}

function headerBottom(): number {
  const header = document.querySelector<HTMLElement>('header');
  return header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
}

/** Follows the window scroll (once per frame) and says when the generation bar becomes fixed. */
export function useFixedAfterHero(): FixedBarState {
  const [state, setState] = useState<FixedBarState>({ fixed: false, top: 0 });
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const fixed = isGenerationBarFixed(window.scrollY, heroHeight());
      const top = fixed ? headerBottom() : 0;
      setState((prev) => (prev.fixed === fixed && prev.top === top ? prev : { fixed, top }));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}
