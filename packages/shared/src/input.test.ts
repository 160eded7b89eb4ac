import { describe, expect, it } from 'vitest';
import { forbiddenTextMessage, idParamSchema, idSchema, maxId, nameString } from './input.js';
import { messages } from './messages.js';

describe('ids', () => {
  it('accepts 1 to 2^31-1 and nothing else', () => {
    expect(idSchema.safeParse(1).success).toBe(true);
    expect(idSchema.safeParse(maxId).success).toBe(true);
    for (const bad of [0, -1, maxId + 1, 1.5, Number.MAX_SAFE_INTEGER, '1']) {
      expect(idSchema.safeParse(bad).success).toBe(false);
    }
    expect(idParamSchema.parse('42')).toBe(42);
    expect(idParamSchema.safeParse(String(maxId + 1)).error?.issues[0]?.message).toBe(
      messages.input.invalidId,
    );
  });
});

describe('forbidden text', () => {
  it('refuses C0 controls but tab, LF and CR, DEL and lone surrogates', () => {
    for (const ok of ['plain', 'a\tb', 'a\nb\r\n', 'דוד', '🌳', '\u202e is allowed here']) {
      expect(forbiddenTextMessage(ok)).toBeNull();
    }
    for (const bad of ['\u0000', 'a\u0007', '\u001b[0m', 'x\u007f', '\u000b']) {
      expect(forbiddenTextMessage(bad)).toBe(messages.input.controlCharacters);
    }
    for (const bad of ['\ud800', 'a\udc00b', '\ud83c']) {
      expect(forbiddenTextMessage(bad)).toBe(messages.input.brokenCharacters);
    }
  });

  it('refuses direction overrides and isolates in names', () => {
    const name = nameString();
    expect(name.safeParse('Ada').success).toBe(true);
    for (const c of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2069']) {
      expect(name.safeParse(`A${c}da`).error?.issues[0]?.message).toBe(
        messages.input.directionControls,
      );
    }
  });
});
