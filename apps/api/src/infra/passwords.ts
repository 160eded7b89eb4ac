import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt is memory-hard and ships with Node: no native add-on to build on every machine.
const params = { N: 2 ** 15, r: 8, p: 1 };
const keyLength = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { ...options, maxmem: 128 * options.N! * options.r! * 2 },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // Unknown users are checked against a throw-away hash so that timing does not reveal which emails exist.
  const [scheme, n, r, p, salt, key] = (stored ?? dummyHash).split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}

const dummyHash = `scrypt$${params.N}$${params.r}$${params.p}$${randomBytes(16).toString('base64')}$${randomBytes(keyLength).toString('base64')}`;
