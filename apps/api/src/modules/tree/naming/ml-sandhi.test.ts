import { describe, expect, it } from 'vitest';
import { suffixed } from './ml-sandhi.js';

describe('Malayalam: the suffixes', () => {
  it('joins the suffixes by the word’s ending', () => {
    const forms = (word: string) =>
      (['genitive', 'copula', 'alsoCopula'] as const).map((s) => suffixed(word, s));
    expect(forms('അച്ഛൻ')).toEqual(['അച്ഛന്റെ', 'അച്ഛനാണ്', 'അച്ഛനുമാണ്']);
    expect(forms('മകൾ')).toEqual(['മകളുടെ', 'മകളാണ്', 'മകളുമാണ്']);
    expect(forms('പൂർവികർ')).toEqual(['പൂർവികരുടെ', 'പൂർവികരാണ്', 'പൂർവികരുമാണ്']);
    expect(forms('രക്ഷിതാവ്')).toEqual(['രക്ഷിതാവിന്റെ', 'രക്ഷിതാവാണ്', 'രക്ഷിതാവുമാണ്']);
    expect(forms('അമ്മ')).toEqual(['അമ്മയുടെ', 'അമ്മയാണ്', 'അമ്മയുമാണ്']);
    expect(forms('ചേച്ചി')).toEqual(['ചേച്ചിയുടെ', 'ചേച്ചിയാണ്', 'ചേച്ചിയുമാണ്']);
    expect(forms('ബന്ധം')).toEqual(['ബന്ധത്തിന്റെ', 'ബന്ധമാണ്', 'ബന്ധവുമാണ്']);
    expect(forms('ഗുരു')).toEqual(['ഗുരുവിന്റെ', 'ഗുരുവാണ്', 'ഗുരുവുമാണ്']);
  });
});
