import { describe, expect, it } from 'vitest';
import { parseJsonPointer, removeAtPointer, replaceAtPointer, setAtPointer } from './json-pointer';

const tokens = (pointer: string) => parseJsonPointer(pointer, 'pointer');

describe('JSON pointers (RFC 6901)', () => {
  it.each([
    ['', []],
    ['/', ['']],
    ['/a/0/b', ['a', '0', 'b']],
    ['/a~1b/m~0n/~01', ['a/b', 'm~n', '~1']],
  ])('%j → %j', (pointer, expected) => {
    expect(tokens(pointer)).toEqual(expected);
  });

  it.each(['a', 'a/b', '/a~', '/a~2'])('refuses %j, naming the pointer’s path', (pointer) => {
    expect(() => parseJsonPointer(pointer, 'rules[0].set["x"]')).toThrow(/^rules\[0\]\.set\["x"\]:/);
  });

  it('array indexes are exact decimal numbers of existing elements; - appends', () => {
    const document = { list: [1, 2, 3] };
    setAtPointer(document, tokens('/list/01'), 'x');
    setAtPointer(document, tokens('/list/3'), 'x');
    expect(document.list).toEqual([1, 2, 3]);
    setAtPointer(document, tokens('/list/-'), 4);
    removeAtPointer(document, tokens('/list/0'));
    expect(document.list).toEqual([2, 3, 4]);
  });

  it('replace touches only values that exist; set adds a member to an existing object', () => {
    const document: Record<string, unknown> = { a: { b: 1 } };
    expect(replaceAtPointer(document, tokens('/a/c'), 2)).toEqual({ a: { b: 1 } });
    expect(setAtPointer(document, tokens('/a/c'), 2)).toEqual({ a: { b: 1, c: 2 } });
    expect(setAtPointer(document, tokens('/x/y'), 2)).toEqual({ a: { b: 1, c: 2 } });
    expect(replaceAtPointer(document, [], 'root')).toBe('root');
  });

  it('a member named __proto__ is a plain member, never the prototype', () => {
    const document: Record<string, unknown> = {};
    setAtPointer(document, tokens('/__proto__'), { polluted: true });
    expect(Object.getPrototypeOf(document)).toBe(Object.prototype);
    expect(JSON.stringify(document)).toBe('{"__proto__":{"polluted":true}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
