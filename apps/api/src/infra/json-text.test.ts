import { describe, expect, it } from 'vitest';
import { deepJsonText, jsonText } from './json-text.js';

// Response bodies nested deeper than JSON.stringify's stack (issue 28, item 6).

interface Node {
  id: number;
  childs: Node[];
}

function line(depth: number): Node {
  const root: Node = { id: 0, childs: [] };
  let node = root;
  for (let i = 1; i <= depth; i++) {
    const child = { id: i, childs: [] };
    node.childs.push(child);
    node = child;
  }
  return root;
}

describe('jsonText', () => {
  it('writes what JSON.stringify writes, for every kind of value', () => {
    const samples: unknown[] = [
      null,
      0,
      -1.5,
      Number.NaN,
      'a "quoted"\n\u2028 text',
      true,
      [],
      {},
      [1, undefined, () => 1, Symbol('s'), null, 'x'],
      { a: 1, b: undefined, c: () => 1, d: [{ e: new Date(0) }], f: { g: { h: null } } },
      { toJSON: () => ({ replaced: true }) },
      new Date(86_400_000),
    ];
    for (const sample of samples) expect(deepJsonText(sample)).toBe(JSON.stringify(sample));
  });

  it('writes a tree of 20,000 levels that JSON.stringify cannot', () => {
    const tree = line(20_000);
    expect(() => JSON.stringify(tree)).toThrow(RangeError);
    const text = jsonText(tree);
    let node = JSON.parse(text) as Node;
    let depth = 0;
    while (node.childs[0]) {
      node = node.childs[0];
      depth++;
    }
    expect(depth).toBe(20_000);
    expect(node.id).toBe(20_000);
    expect(jsonText(line(3))).toBe(JSON.stringify(line(3)));
  });

  it('still refuses a cycle as JSON.stringify does', () => {
    const cycle: { self?: unknown } = {};
    cycle.self = cycle;
    expect(() => jsonText(cycle)).toThrow(TypeError);
  });
});
