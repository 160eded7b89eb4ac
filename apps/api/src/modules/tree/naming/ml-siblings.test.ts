import { describe, expect } from 'vitest';
import { row } from './decision-rows.fixture.js';
import { elder, generations, half, line, ordered, younger } from './line-builder.fixture.js';
import { name } from './ml.fixture.js';

// Each `row` is the test of the row of decision 0049's Malayalam table with that id (see
// decision-rows.fixture.ts).

describe('Malayalam: siblings, the parents’ siblings, nephews and nieces', () => {
  row('M13', 'elder siblings', () => {
    expect(name(line('M', [elder('M')], [younger('F')]))).toBe('ചേട്ടൻ');
    expect(name(line('M', [ordered('F', 1)], [ordered('M', 2)]))).toBe('ചേച്ചി');
  });
  row('M14', 'younger siblings', () => {
    expect(name(line('M', [younger('M')], [elder('M')]))).toBe('അനിയൻ');
    expect(name(line('M', [{ g: 'F', born: '1960-05' }], [{ g: 'F', born: '1960-02-11' }]))).toBe(
      'അനിയത്തി',
    );
  });
  row('M15', 'siblings of unknown relative age', () => {
    expect(name(line('M', ['M'], ['F']))).toBe('സഹോദരൻ');
    expect(name(line('M', [{ g: 'F', born: '1960' }], [{ g: 'F', born: '1960-02' }]))).toBe(
      'സഹോദരി',
    );
  });
  row('M16', 'siblings of unknown gender', () => {
    expect(name(line('M', [elder('U')], [younger('M')]))).toBe('മൂത്ത കൂടപ്പിറപ്പ്');
    expect(name(line('M', [younger('U')], [elder('M')]))).toBe('ഇളയ കൂടപ്പിറപ്പ്');
    expect(name(line('M', ['U'], ['M']))).toBe('കൂടപ്പിറപ്പ്');
  });
  row('M17', 'half-siblings', () => {
    expect(name(line('M', [elder('M')], [younger('F')], half))).toBe('മൂത്ത അർധസഹോദരൻ');
    expect(name(line('M', [younger('F')], [elder('F')], half))).toBe('ഇളയ അർധസഹോദരി');
    expect(name(line('M', ['F'], ['F'], half))).toBe('അർധസഹോദരി');
    expect(name(line('M', ['U'], ['F'], half))).toBe('അർധസഹോദരങ്ങളിൽ ഒരാൾ');
  });
  row('M18', 'the father’s elder brother', () => {
    expect(name(line('M', [elder('M')], [younger('M'), 'F']))).toBe('വലിയച്ഛൻ');
    expect(name(line('M', [ordered('M', 1)], [ordered('M', 3), 'M']))).toBe('വലിയച്ഛൻ');
  });
  row('M19', 'the father’s younger brother', () => {
    expect(name(line('M', [younger('M')], [elder('M'), 'F']))).toBe('ചെറിയച്ഛൻ');
  });
  row('M20', 'the mother’s elder sister', () => {
    expect(name(line('M', [elder('F')], [younger('F'), 'M']))).toBe('വലിയമ്മ');
  });
  row('M21', 'the mother’s younger sister', () => {
    expect(name(line('M', [younger('F')], [elder('F'), 'M']))).toBe('ചെറിയമ്മ');
  });
  row('M22', 'the father’s sister', () => {
    expect(name(line('M', ['F'], ['M', 'M']))).toBe('അമ്മായി');
    expect(name(line('M', [elder('F')], [younger('M'), 'M']))).toBe('അമ്മായി');
  });
  row('M23', 'the mother’s brother', () => {
    expect(name(line('M', ['M'], ['F', 'M']))).toBe('അമ്മാവൻ');
  });
  row('M24', 'parallel uncles and aunts of unknown relative age', () => {
    expect(name(line('M', ['M'], ['M', 'M']))).toBe('അച്ഛന്റെ സഹോദരൻ');
    expect(name(line('M', ['F'], ['F', 'F']))).toBe('അമ്മയുടെ സഹോദരി');
  });
  row('M25', 'half, or a gender unknown: described', () => {
    expect(name(line('M', [elder('M')], [younger('M'), 'F'], half))).toBe('അച്ഛന്റെ മൂത്ത അർധസഹോദരൻ');
    expect(name(line('M', ['U'], ['F', 'M']))).toBe('അമ്മയുടെ കൂടപ്പിറപ്പ്');
    expect(name(line('M', [elder('M')], [younger('U'), 'M']))).toBe('രക്ഷിതാവിന്റെ ചേട്ടൻ');
  });
  row('M26', 'grandparents’ siblings and further', () => {
    expect(name(line('M', [elder('M')], [younger('M'), 'M', 'F']))).toBe('അച്ഛച്ഛന്റെ ചേട്ടൻ');
    expect(name(line('F', ['F'], generations(25, 'F')))).toBe('24 തലമുറ മുമ്പുള്ള മുത്തശ്ശിയുടെ സഹോദരി');
  });
  row('M27', 'cross nephews and nieces', () => {
    expect(name(line('M', ['F', 'M'], ['M']))).toBe('അനന്തരവൻ');
    expect(name(line('M', ['M', 'F'], ['F']))).toBe('അനന്തരവൾ');
  });
  row('M28', 'parallel nephews and nieces, half, a gender unknown: described', () => {
    expect(name(line('M', [elder('M'), 'M'], [younger('M')]))).toBe('ചേട്ടന്റെ മകൻ');
    expect(name(line('M', ['F', 'F'], ['F']))).toBe('സഹോദരിയുടെ മകൾ');
    expect(name(line('M', ['F', 'M'], ['M'], half))).toBe('അർധസഹോദരിയുടെ മകൻ');
    expect(name(line('M', ['F', 'U'], ['M']))).toBe('സഹോദരിയുടെ കുട്ടി');
  });
  row('M29', 'siblings’ grandchildren and further', () => {
    expect(name(line('M', [elder('F'), 'M', 'M'], [younger('F')]))).toBe('ചേച്ചിയുടെ കൊച്ചുമകൻ');
    expect(name(line('M', ['M', ...generations(25)], ['M']))).toBe(
      'സഹോദരന്റെ 25 തലമുറ താഴെയുള്ള കൊച്ചുമകൻ',
    );
  });
});
