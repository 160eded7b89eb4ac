import { describe, expect, it } from 'vitest';
import { row } from './decision-rows.fixture.js';
import { relationLanguage } from './languages.js';
import { elder, line, younger } from './line-builder.fixture.js';
import { anna, ben, is, say } from './ml.fixture.js';
import { malayalam } from './ml.js';
import { bloodTerm } from './relation-terms.fixture.js';

// Each `row` is the test of the row of decision 0049's Malayalam table with that id (see
// decision-rows.fixture.ts).

describe('Malayalam: sentences', () => {
  row('M55', 'the sentence: the name is never inflected', () => {
    expect(say(bloodTerm(line('M', [elder('F')], [younger('M')])))).toBe(is('ചേച്ചിയാണ്'));
    expect(say(bloodTerm(line('M', ['F'], [])))).toBe(is('മകളാണ്'));
    expect(say(bloodTerm(line('F', ['M', 'F'], ['F', 'M'])))).toBe(is('മുറപ്പെണ്ണാണ്'));
  });
  row('M56', 'a further relation', () => {
    expect(malayalam.also(bloodTerm(line('M', ['M', elder('M')], ['M', younger('M')])), ben)).toBe(
      'അവരുടെ കസിൻ ചേട്ടനുമാണ്',
    );
    expect(malayalam.also(bloodTerm(line('M', ['M', 'F'], ['F', 'M'])), ben)).toBe(
      'അവരുടെ മുറപ്പെണ്ണുമാണ്',
    );
  });
  row('M57', 'the summary joins the parts', () => {
    expect(malayalam.join(['a', 'b', 'c'])).toBe('a; b; c');
  });
  row('M58', 'not related', () => {
    expect(malayalam.notRelated(anna, ben)).toBe('Anna, Ben എന്നിവർ ഈ കുടുംബവൃക്ഷത്തിൽ ബന്ധുക്കളല്ല.');
  });

  it('is the language of the ml locale', () => {
    expect(relationLanguage('ml')).toBe(malayalam);
  });
});
