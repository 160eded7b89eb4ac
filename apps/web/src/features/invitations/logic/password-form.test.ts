import { describe, expect, it } from 'vitest';
import { choosePasswordSchema } from './password-form';

const issues = (password: string, confirmPassword: string) => {
  const result = choosePasswordSchema.safeParse({ password, confirmPassword });
  return result.success ? [] : result.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
};

describe('choosing a password from an invitation', () => {
  it('needs at least 12 characters, typed twice the same', () => {
    expect(issues('short', 'short')).toEqual(['password: Use at least 12 characters']);
    expect(issues('elevenchars', 'elevenchars')).toEqual(['password: Use at least 12 characters']);
    expect(issues('long-enough-1', 'long-enough-2')).toEqual([
      'confirmPassword: The passwords do not match',
    ]);
    expect(issues('long-enough-1', 'long-enough-1')).toEqual([]);
  });
});
