import { defaultFanColouring, fanColourings, type FanColouring } from './fan-colours';
import { defaultFanVariant, fanVariants, type FanVariant } from './fan-geometry';

/** The fan's choices in its address: `?fan=180|270|360&colour=generation|line`. */
export interface FanOptions {
  variant: FanVariant;
  colouring: FanColouring;
}

export const fanParams = { variant: 'fan', colouring: 'colour' } as const;

/** The choices an address makes; anything else is the default (an old or mistyped link still opens). */
export function parseFanOptions(search: URLSearchParams): FanOptions {
  const variant = fanVariants.find((v) => String(v) === search.get(fanParams.variant));
  const colouring = fanColourings.find((c) => c === search.get(fanParams.colouring));
  return { variant: variant ?? defaultFanVariant, colouring: colouring ?? defaultFanColouring };
}

/** The address's parameters with `options` in them; defaults are left out, so links stay short. */
export function withFanOptions(search: URLSearchParams, options: FanOptions): URLSearchParams {
  const next = new URLSearchParams(search);
  if (options.variant === defaultFanVariant) next.delete(fanParams.variant);
  else next.set(fanParams.variant, String(options.variant));
  if (options.colouring === defaultFanColouring) next.delete(fanParams.colouring);
  else next.set(fanParams.colouring, options.colouring);
  return next;
}

/** A chart address (chartPath's) carrying on the fan's choices of the current one. */
export function keepFanOptions(path: string, search: URLSearchParams): string {
  const kept = withFanOptions(new URLSearchParams(), parseFanOptions(search)).toString();
  if (!kept) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${kept}`;
}
