import { describe, expect, it } from 'vitest';
import { tokenScopes } from './client-tokens';

describe('tokenScopes', () => {
  const granted = ['registrations:read', 'registrations:write'] as const;

  it('gives every granted scope when none is asked for', () => {
    expect(tokenScopes(granted, undefined)).toEqual({ scopes: [...granted] });
    expect(tokenScopes(granted, '  ')).toEqual({ scopes: [...granted] });
  });

  it('narrows to the scopes asked for, in the granted order', () => {
    expect(tokenScopes(granted, 'registrations:write')).toEqual({
      scopes: ['registrations:write'],
    });
    expect(tokenScopes(granted, 'registrations:write  registrations:read')).toEqual({
      scopes: [...granted],
    });
  });

  it('refuses a scope not granted or unknown', () => {
    expect(tokenScopes(granted, 'registrations:read catalog:write admin')).toEqual({
      refused: ['catalog:write', 'admin'],
    });
  });
});
