import { describe, expect, it } from 'vitest';
import { name } from './hi.fixture.js';
import { hindi } from './hi.js';
import { engineFamily, generations, line } from './line-builder.fixture.js';

describe('Hindi: any line has a name', () => {
  it('names lines of up to 25 generations either way, every gender unknown too', () => {
    for (const g of ['M', 'F', 'U'] as const)
      for (let up = 0; up <= 25; up++)
        for (let down = 0; down <= 25; down++) {
          if (up === 0 && down === 0) continue;
          const l = line(g, generations(up, g), generations(down, g), { half: up > 0 && down > 0 });
          const words = name(l);
          expect(words).not.toMatch(/undefined|null|NaN/);
          expect(words.length).toBeGreaterThan(0);
          expect(words.length).toBeLessThan(120);
        }
  });
});

describe('Hindi: through the relation engine', () => {
  it('reads the lines the engine builds, with relative age from the stored dates', () => {
    const relation = engineFamily();
    expect(relation('Raj', 'Ben', hindi)).toBe('Raj, Ben के ताऊ हैं');
    expect(relation('Sita', 'Ben', hindi)).toBe('Sita, Ben की ताई हैं');
    expect(relation('Meena', 'Arun', hindi)).toBe('Meena, Arun की चाची हैं');
    expect(relation('Arun', 'Ben', hindi)).toBe('Arun, Ben का बड़ा चचेरा भाई है');
    expect(relation('Lata', 'Ben', hindi)).toBe('Lata, Ben की छोटी बहन है');
    expect(relation('Gauri', 'Lata', hindi)).toBe('Gauri, Lata की दादी हैं');
    expect(relation('Sita', 'Meena', hindi)).toBe('Sita, Meena की जेठानी है');
    expect(relation('Vijay', 'Sita', hindi)).toBe('Vijay, Sita का देवर है');
    expect(relation('Kamala', 'Raj', hindi)).toBe('Kamala, Raj की मौसी हैं');
    expect(relation('Mohan', 'Ben', hindi)).toBe('Mohan, Ben के पिता के मौसेरे भाई हैं');
  });
});
