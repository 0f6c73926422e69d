import type { Column } from '@/components/ui/Table';
import { EMPTY } from '@/lib/format';

/** Where a station or locker stands: its public space, the space's sector, governorate and city. */
type Location = 'espacePublic' | 'secteur' | 'gouvernorat' | 'ville';

/**
 * The stations' and lockers' location columns, in this order; `header` gives each its title (the
 * list's `admin.columns.*`). A row without a space shows EMPTY.
 */
export function locationColumns<Row extends Record<Location, string | null>>(
  header: (key: Location) => string,
): Column<Row>[] {
  return (['espacePublic', 'secteur', 'gouvernorat', 'ville'] as const).map((key) => ({
    key,
    header: header(key),
    cell: (row: Row) => row[key] ?? EMPTY,
  }));
}
