import { describe, expect, it } from 'vitest';
import { engineFamily, generations, line } from './line-builder.fixture.js';
import { name, say } from './ml.fixture.js';
import { malayalam } from './ml.js';
import { bloodTerm } from './relation-terms.fixture.js';

describe('Malayalam: any line has a name', () => {
  it('names lines of up to 25 generations either way, every gender unknown too', () => {
    for (const g of ['M', 'F', 'U'] as const)
      for (let up = 0; up <= 25; up++)
        for (let down = 0; down <= 25; down++) {
          if (up === 0 && down === 0) continue;
          const l = line(g, generations(up, g), generations(down, g), { half: up > 0 && down > 0 });
          const words = name(l);
          expect(words).not.toMatch(/undefined|null|NaN|എന്നതിന്റെ/);
          expect(words.length).toBeGreaterThan(0);
          expect(words.length).toBeLessThan(120);
          expect(say(bloodTerm(l))).toMatch(/ആണ്$|ാണ്$/);
        }
  });
});

describe('Malayalam: through the relation engine', () => {
  it('reads the lines the engine builds, with relative age from the stored dates', () => {
    const relation = engineFamily();
    expect(relation('Raj', 'Ben', malayalam)).toBe('Raj, Ben എന്നയാളുടെ വലിയച്ഛനാണ്');
    expect(relation('Sita', 'Ben', malayalam)).toBe('Sita, Ben എന്നയാളുടെ വലിയമ്മയാണ്');
    expect(relation('Meena', 'Arun', malayalam)).toBe('Meena, Arun എന്നയാളുടെ ചെറിയമ്മയാണ്');
    expect(relation('Arun', 'Ben', malayalam)).toBe('Arun, Ben എന്നയാളുടെ കസിൻ ചേട്ടനാണ്');
    expect(relation('Lata', 'Ben', malayalam)).toBe('Lata, Ben എന്നയാളുടെ അനിയത്തിയാണ്');
    expect(relation('Gauri', 'Lata', malayalam)).toBe('Gauri, Lata എന്നയാളുടെ അച്ഛമ്മയാണ്');
    expect(relation('Sita', 'Vijay', malayalam)).toBe('Sita, Vijay എന്നയാളുടെ ചേട്ടത്തിയാണ്');
    expect(relation('Kamala', 'Raj', malayalam)).toBe('Kamala, Raj എന്നയാളുടെ ചെറിയമ്മയാണ്');
    expect(relation('Ganesh', 'Sita', malayalam)).toBe('Ganesh, Sita എന്നയാളുടെ അമ്മായിയച്ഛനാണ്');
  });
});
