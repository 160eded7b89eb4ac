/**
 * JSON text of a response body. `JSON.stringify` recurses once per level of nesting and runs out
 * of stack on a tree of about 2,500 generations (a relation's tree, the family tree of a long
 * line); such a body is then written by a loop with its own stack, with the same result.
 */
export function jsonText(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return deepJsonText(value);
  }
}

interface Frame {
  source: unknown[] | Record<string, unknown>;
  /** The object's own enumerable keys; null for an array. */
  keys: string[] | null;
  index: number;
  written: number;
}

/** What `JSON.stringify` writes for a member: the value its `toJSON` gives (Dates). */
function prepared(value: unknown, key: string): unknown {
  if (value !== null && typeof value === 'object' && 'toJSON' in value) {
    const toJSON = (value as { toJSON: unknown }).toJSON;
    if (typeof toJSON === 'function') return (toJSON as (key: string) => unknown).call(value, key);
  }
  return value;
}

/** Members `JSON.stringify` leaves out of an object (and writes as null in an array). */
const unwritten = (value: unknown) =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol';

/** `JSON.stringify` without recursion, for bodies nested deeper than the stack allows. */
export function deepJsonText(root: unknown): string {
  const parts: string[] = [];
  const stack: Frame[] = [];
  const write = (value: unknown) => {
    if (value === null || typeof value !== 'object') {
      parts.push(JSON.stringify(value));
    } else if (Array.isArray(value)) {
      parts.push('[');
      stack.push({ source: value as unknown[], keys: null, index: 0, written: 0 });
    } else {
      parts.push('{');
      const source = value as Record<string, unknown>;
      stack.push({ source, keys: Object.keys(source), index: 0, written: 0 });
    }
  };
  write(prepared(root, ''));
  while (stack.length > 0) {
    const frame = stack.at(-1)!;
    if (frame.keys === null) {
      const array = frame.source as unknown[];
      if (frame.index >= array.length) {
        parts.push(']');
        stack.pop();
        continue;
      }
      const index = frame.index++;
      const value = prepared(array[index], String(index));
      if (index > 0) parts.push(',');
      write(unwritten(value) ? null : value);
    } else {
      if (frame.index >= frame.keys.length) {
        parts.push('}');
        stack.pop();
        continue;
      }
      const key = frame.keys[frame.index++]!;
      const value = prepared((frame.source as Record<string, unknown>)[key], key);
      if (unwritten(value)) continue;
      if (frame.written++ > 0) parts.push(',');
      parts.push(JSON.stringify(key), ':');
      write(value);
    }
  }
  return parts.join('');
}
