import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from './auth.js';
import { messages } from './messages.js';

const firstMessage = (input: unknown, field: string) => {
  const result = loginRequestSchema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
};

describe('login request schema', () => {
  it('uses the spec messages for missing and malformed fields', () => {
    expect(firstMessage({ email: '', password: 'x' }, 'email')).toBe(messages.login.emailRequired);
    expect(firstMessage({ password: 'x' }, 'email')).toBe(messages.login.emailRequired);
    expect(firstMessage({ email: 'nope', password: 'x' }, 'email')).toBe(
      messages.login.emailInvalid,
    );
    expect(firstMessage({ email: 'a@b.example', password: '' }, 'password')).toBe(
      messages.login.passwordRequired,
    );
    expect(firstMessage({ email: 'a@b.example' }, 'password')).toBe(
      messages.login.passwordRequired,
    );
  });

  it('accepts a well-formed login and trims the email', () => {
    expect(loginRequestSchema.parse({ email: ' anna@demo.example ', password: 'secret' })).toEqual({
      email: 'anna@demo.example',
      password: 'secret',
    });
  });
});
