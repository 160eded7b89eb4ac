/** A round step for a year axis of `span` years: about five to ten ticks, in 5, 10, 20, 25, 50… */
export function niceYearStep(span: number): number {
  const steps = [5, 10, 20, 25, 50, 100, 200, 250, 500, 1000];
  return steps.find((s) => span / s <= 8) ?? 1000;
}
