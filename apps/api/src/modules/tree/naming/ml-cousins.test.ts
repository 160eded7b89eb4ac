import { describe, expect } from 'vitest';
import { row } from './decision-rows.fixture.js';
import { elder, generations, half, line, younger } from './line-builder.fixture.js';
import { name } from './ml.fixture.js';

// Each `row` is the test of the row of decision 0049's Malayalam table with that id (see
// decision-rows.fixture.ts).

describe('Malayalam: cousins', () => {
  row('M30', 'parallel first cousins, called as siblings', () => {
    expect(name(line('M', ['M', elder('M')], ['M', younger('F')]))).toBe('കസിൻ ചേട്ടൻ');
    expect(name(line('M', ['M', elder('F')], ['M', younger('F')]))).toBe('കസിൻ ചേച്ചി');
    expect(name(line('M', ['F', younger('M')], ['F', elder('M')]))).toBe('കസിൻ അനിയൻ');
    expect(name(line('M', ['F', younger('F')], ['F', elder('M')]))).toBe('കസിൻ അനിയത്തി');
  });
  row('M31', 'cousins of unknown age or gender, or of unknown crossness', () => {
    expect(name(line('M', ['M', 'M'], ['M', 'M']))).toBe('കസിൻ സഹോദരൻ');
    expect(name(line('M', ['F', 'F'], ['F', 'M']))).toBe('കസിൻ സഹോദരി');
    expect(name(line('M', ['M', 'U'], ['M', 'F']))).toBe('കസിൻ');
    expect(name(line('M', ['U', elder('F')], ['M', younger('M')]))).toBe('കസിൻ ചേച്ചി');
  });
  row('M32', 'cross first cousins', () => {
    expect(name(line('M', ['F', 'M'], ['M', 'F']))).toBe('മുറച്ചെറുക്കൻ');
    expect(name(line('M', ['M', elder('F')], ['F', younger('M')]))).toBe('മുറപ്പെണ്ണ്');
  });
  row('M33', 'second and further cousins', () => {
    expect(name(line('M', ['M', 'M', 'M'], ['M', 'M', 'M']))).toBe('രണ്ടാം കസിൻ സഹോദരൻ');
    expect(name(line('M', ['M', 'F', elder('M')], ['F', 'M', younger('M')]))).toBe(
      'രണ്ടാം കസിൻ ചേട്ടൻ',
    );
    expect(name(line('M', generations(11), generations(11)))).toBe('പത്താം കസിൻ സഹോദരൻ');
    expect(name(line('M', generations(25), generations(25)))).toBe('24-ാം കസിൻ സഹോദരൻ');
  });
  row('M34', 'half-cousins', () => {
    expect(name(line('M', ['M', 'F'], ['F', 'M'], half))).toBe('അർധ കസിൻ സഹോദരി');
  });
  row('M35', 'removed cousins of an older generation', () => {
    expect(name(line('M', ['M', 'F'], ['F', 'M', 'M']))).toBe('അച്ഛന്റെ മുറപ്പെണ്ണ്');
    expect(name(line('M', ['M', elder('M')], ['M', younger('F'), 'M']))).toBe('അമ്മയുടെ കസിൻ ചേട്ടൻ');
  });
  row('M36', 'removed cousins of a younger generation', () => {
    expect(name(line('M', ['F', 'M', 'F'], ['M', 'F']))).toBe('മുറച്ചെറുക്കന്റെ മകൾ');
    expect(name(line('M', ['M', 'F', 'F'], ['M', 'M']))).toBe('കസിൻ സഹോദരിയുടെ മകൾ');
  });
  row('M37', 'two or more lines', () => {
    const cousins = (multiplicity: number) =>
      name(line('M', ['M', 'M'], ['M', 'M'], { multiplicity }));
    expect(cousins(2)).toBe('രണ്ടു വഴിക്ക് ബന്ധമുള്ള കസിൻ സഹോദരൻ');
    expect(cousins(3)).toBe('മൂന്നു വഴിക്ക് ബന്ധമുള്ള കസിൻ സഹോദരൻ');
    expect(cousins(5)).toBe('5 വഴിക്ക് ബന്ധമുള്ള കസിൻ സഹോദരൻ');
  });
});
