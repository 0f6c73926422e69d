import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '@/lib/i18n';
import { typeAndStatusColumns } from './columns';

describe('typeAndStatusColumns', () => {
  beforeAll(() => loadNamespaces(['questionnaires']));

  it('names the type and shows the status as its badge', () => {
    const t = i18n.getFixedT('fr', 'questionnaires');
    const [type, status] = typeAndStatusColumns<{
      type: 'qcm' | 'yesno';
      status: 'En Cours' | 'Terminé';
    }>(t);
    expect([type?.key, type?.header, status?.key, status?.header]).toEqual([
      'type',
      'Type',
      'status',
      'Statut',
    ]);
    expect(type?.cell?.({ type: 'qcm', status: 'Terminé' }, 0)).toBe('QCM');
    render(<div>{status?.cell?.({ type: 'yesno', status: 'Terminé' }, 0)}</div>);
    expect(screen.getByText('Terminé')).toBeInTheDocument();
  });
});
