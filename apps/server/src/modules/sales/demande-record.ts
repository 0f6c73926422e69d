import type { StaffDemande } from '@app/contracts/sales-staff';
import type { demandes } from '../../db/schema';

/**
 * A `demandes` row as every route answers it: the columns under their contract names (e.g.
 * `Gouvernorat`) and the creation time in ISO form. A new column comes out without an edit here.
 */
export function toDemande({
  gouvernorat,
  createdAt,
  ...columns
}: typeof demandes.$inferSelect): StaffDemande {
  return { ...columns, Gouvernorat: gouvernorat, createdAt: createdAt.toISOString() };
}
