import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListController } from '@/lib/use-list-controller';
import { useRowAction } from '@/lib/use-row-action';
import { type Place, type PlaceListRow, useDeletePlace, usePlaces } from './places';

/**
 * A back-office list of spaces, stations or lockers: its page and the header search (in the URL), the row its
 * form dialog adds or edits, and deleting a row (confirm, delete, toast; back a page when the
 * page's last row goes). Focus follows a row that leaves (see useRowAction). Spread `table`,
 * `pager` and `dialog` on the list kit's Table, ListPager and the place's form dialog, and render
 * `confirmDialog`.
 */
export function usePlaceList<P extends Place>(place: P, limit: number) {
  const { t } = useTranslation('common');
  const { pager, rowLeft, q, params } = useListController({ limit, search: true });
  const list = usePlaces(place, params);
  const remove = useDeletePlace(place);
  const { act, confirmDialog, rowFocus } = useRowAction();
  const [target, setTarget] = useState<PlaceListRow<P> | 'new' | null>(null);
  const rows = list.data?.items ?? [];

  const edit = (row: PlaceListRow<P>) => {
    rowFocus.remember(row.id);
    setTarget(row);
  };

  /** `message` asks for confirmation, `done` is the toast once the row is gone. */
  const deleteRow = (row: PlaceListRow<P>, message: string, done: string) =>
    act(row.id, {
      confirm: { message, confirmLabel: t('actions.delete'), tone: 'danger' },
      run: () => remove.mutateAsync(row.id),
      after: () => rowLeft(rows.length),
      done,
    });

  return {
    q,
    list,
    add: () => setTarget('new'),
    edit,
    deleteRow,
    confirmDialog,
    table: {
      ref: rowFocus.ref,
      rows,
      rowKey: (row: PlaceListRow<P>) => row.id,
      loading: list.isPending,
    },
    pager: pager(list.data?.total ?? 0),
    dialog: { target, onClose: () => setTarget(null), returnFocus: rowFocus.returnFocus },
  };
}
