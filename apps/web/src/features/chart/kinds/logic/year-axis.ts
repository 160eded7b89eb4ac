/** A round step (5, 10, 20, 25, 50 … years) giving at most `maxTicks` ticks over `span` years. */
export function niceYearStep(span: number, maxTicks = 8): number {
  const steps = [5, 10, 20, 25, 50, 100, 200, 250, 500, 1000];
  return steps.find((s) => span / s <= Math.max(1, maxTicks)) ?? 1000;
}
