import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorText } from './error-text';

describe('errorText', () => {
  const refused = new ApiError(
    409,
    'error.conflict',
    'Un administrateur existe déjà avec cet email.',
  );
  const down = new ApiError(503, 'error.unavailable', 'Service momentanément indisponible.');
  const offline = new ApiError(0, 'network', 'Connexion impossible.');

  it("shows the API's message, whatever the status", () => {
    expect(errorText(refused, 'Échec')).toBe('Un administrateur existe déjà avec cet email.');
    expect(errorText(down, 'Échec')).toBe('Service momentanément indisponible.');
    expect(errorText(offline, 'Échec')).toBe('Connexion impossible.');
  });

  it('shows the fallback for anything that is no API error', () => {
    expect(errorText(new TypeError('x is undefined'), 'Échec')).toBe('Échec');
    expect(errorText(undefined, 'Échec')).toBe('Échec');
  });

  it("with only: 'refusal', keeps the server's message for a 4xx only", () => {
    expect(errorText(refused, 'Échec', { only: 'refusal' })).toBe(
      'Un administrateur existe déjà avec cet email.',
    );
    expect(errorText(down, 'Échec', { only: 'refusal' })).toBe('Échec');
    expect(errorText(offline, 'Échec', { only: 'refusal' })).toBe('Échec');
    expect(errorText(new ApiError(399, 'x', 'redirect'), 'Échec', { only: 'refusal' })).toBe(
      'Échec',
    );
  });
});
