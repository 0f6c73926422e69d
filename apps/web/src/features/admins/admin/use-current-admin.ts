import type { Admin } from '@app/contracts/admins';
import { useMemo } from 'react';
import { useAdminRecord } from '@/lib/auth-storage';

/**
 * The admin kept in the browser after login: {id, nom, prenom, email, telephone, poste,
 * image, role}, or null when none is stored. Re-renders when the record changes (profile saved, sign-out,
 * another tab).
 */
export function useCurrentAdmin(): Admin | null {
  const record = useAdminRecord();
  return useMemo(() => {
    if (!record || typeof record.id !== 'number') return null;
    return {
      id: record.id,
      nom: String(record.nom ?? ''),
      prenom: String(record.prenom ?? ''),
      email: String(record.email ?? ''),
      telephone: String(record.telephone ?? ''),
      poste: String(record.poste ?? ''),
      image: typeof record.image === 'string' && record.image ? record.image : null,
      // Stored before roles existed: an admin (the server decides anyway, per route).
      role: record.role === 'technicien' ? 'technicien' : 'admin',
    };
  }, [record]);
}
