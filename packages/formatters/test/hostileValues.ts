// Values that throw on being read, shared by the tests of every function that must not throw
// (display functions) or must throw only a DecimalError (the arithmetic).

/** A Proxy whose every operation throws a TypeError, `typeof` and `===` aside. */
export function revokedProxy(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

export function throwing(): never {
  throw new Error('hostile');
}

/** Values whose every conversion or inspection throws: what a display function may not pass on. */
export const THROWING_VALUES: ReadonlyArray<[string, unknown]> = [
  ['a revoked Proxy', revokedProxy()],
  ['an object whose toString throws', { toString: throwing }],
  ['an object whose valueOf throws', { valueOf: throwing }],
  ['an object whose Symbol.toPrimitive throws', { [Symbol.toPrimitive]: throwing }],
  [
    'a Proxy whose every trap throws',
    new Proxy(
      {},
      {
        get: throwing,
        has: throwing,
        ownKeys: throwing,
        getPrototypeOf: throwing,
        getOwnPropertyDescriptor: throwing,
      },
    ),
  ],
  ['a Proxy of a Date', new Proxy(new Date(0), {})],
  ['an object posing as a Date', Object.create(Date.prototype)],
  ['an object tagged Date', { [Symbol.toStringTag]: 'Date', valueOf: throwing }],
  ['an array holding a revoked Proxy', [revokedProxy()]],
  ['an array with a throwing getter', Object.defineProperty([{}], 0, { get: throwing })],
  [
    'an item with a throwing name getter',
    [
      {
        get name() {
          return throwing();
        },
      },
    ],
  ],
  ['a Symbol', Symbol('hostile')],
];
