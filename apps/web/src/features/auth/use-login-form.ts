import { loginRequestSchema, type LoginRequest } from '@familytree/shared';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';

/** The family login's and the platform admin's form: email and password, checked alike. */
export function useLoginForm() {
  return useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
}
