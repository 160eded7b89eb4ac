import { expect, it } from 'vitest';
import { decisionRows, testedRows } from './decision-rows.fixture.js';

// Every row of decision 0049's tables has its test, once, in this folder's test files.

it('tests every relative-age row of decision 0049', () => {
  expect(testedRows('R')).toEqual(decisionRows('R').sort());
});

it('tests every Hindi row of decision 0049', () => {
  expect(testedRows('H')).toEqual(decisionRows('H').sort());
});

it('tests every Malayalam row of decision 0049', () => {
  expect(testedRows('M')).toEqual(decisionRows('M').sort());
});
