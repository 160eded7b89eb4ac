import { describe, expect, it } from 'vitest';
import { row } from './decision-rows.fixture.js';
import { asha, ben, say } from './hi.fixture.js';
import { hindi } from './hi.js';
import { relationLanguage } from './languages.js';
import { elder, line, younger } from './line-builder.fixture.js';
import { bloodTerm } from './relation-terms.fixture.js';

// Each `row` is the test of the row of decision 0049's Hindi table with that id (see
// decision-rows.fixture.ts).

describe('Hindi: sentences', () => {
  row('H78', 'the sentence, plain', () => {
    expect(say(bloodTerm(line('M', [elder('F')], [younger('M')])))).toBe('Asha, Ben की बड़ी बहन है');
    expect(say(bloodTerm(line('M', ['M'], [])))).toBe('Asha, Ben का बेटा है');
  });
  row('H79', 'the sentence, honorific for an older generation', () => {
    expect(say(bloodTerm(line('M', [elder('M')], [younger('M'), 'F'])))).toBe('Asha, Ben के ताऊ हैं');
    expect(say(bloodTerm(line('F', [], ['F'])))).toBe('Asha, Ben की माता हैं');
  });
  row('H80', 'a further relation', () => {
    expect(hindi.also(bloodTerm(line('M', ['M', 'M'], ['M', 'M'])), ben)).toBe(
      'और उसका चचेरा भाई भी',
    );
    expect(hindi.also(bloodTerm(line('M', ['M'], ['M', 'M'])), ben)).toBe('और उसके चाचा भी');
    expect(hindi.also(bloodTerm(line('M', ['F'], [])), ben)).toBe('और उनकी बेटी भी');
  });
  row('H81', 'the summary joins the parts', () => {
    expect(hindi.join(['Asha, Ben की बहन है', 'और उसकी चचेरी बहन भी'])).toBe(
      'Asha, Ben की बहन है; और उसकी चचेरी बहन भी',
    );
  });
  row('H82', 'not related', () => {
    expect(hindi.notRelated(asha, ben)).toBe('Asha और Ben इस वंश-वृक्ष में आपस में संबंधित नहीं हैं।');
  });

  it('is the language of the hi locale', () => {
    expect(relationLanguage('hi')).toBe(hindi);
  });
});
