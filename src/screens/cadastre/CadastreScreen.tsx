import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cadastralKind } from '../../api';
import type { CadastralOvam } from '../../domain/entities/cadastral-ovam';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { useNotices } from '../../ui/notices/notices-context';
import { CadastralChildren } from './CadastralChildren';
import { AddRowForm } from './AddRowForm';
import './cadastre.css';

/** Props of CadastreScreen. */
export interface CadastreScreenProps {
  projectId: number;
}

/**
 * The project's cadastral overview (spec 01 section 2, the project toolbar's 'cadastral overview';
 * section 3: tblCadastralOvam with its customers and Vlarem acts): the project's cadastral records,
 * each added by name, NIS id and department and deleted after a confirmation; the chosen record's
 * customers and Vlarem acts below it, the same way. Every write goes through the Set calls of
 * spec 01 section 7 (SetCadastralOvam, SetCadastralOvamCustomer, SetCadastralOvamVlaremAct).
 */
export function CadastreScreen({ projectId }: CadastreScreenProps) {
  const { t } = useTranslation();
  const notices = useNotices();
  const headingId = useId();
  const parent = { prId: projectId };
  const records = useQuery(cadastralKind.list(parent));
  const { mutateAsync: write, isPending } = useMutation(cadastralKind.save(parent));
  const [chosen, setChosen] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<CadastralOvam | null>(null);
  const rows = records.data ?? [];
  const current = rows.find((row) => row.CaID === chosen) ?? rows[0];

  const add = async (values: Record<string, string>) => {
    try {
      await write({ action: 'INSERT', rows: [{ CaName: values.CaName, CaNisID: values.CaNisID, CaDepartment: values.CaDepartment }] });
      notices.notify({ kind: 'success', messageKey: 'dayUse.cadastre.added' });
    } catch (failure) {
      notices.notifyError(failure);
    }
  };
  const remove = async (row: CadastralOvam) => {
    try {
      await write({ action: 'DELETE', rows: [row] });
      setDeleting(null);
    } catch (failure) {
      notices.notifyError(failure);
    }
  };

  return (
    <section className="cadastre" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('dayUse.cadastre.title')}</h1>
      <section className="cadastre__part" aria-label={t('dayUse.cadastre.records')}>
        <h2>{t('dayUse.cadastre.records')}</h2>
        {records.isPending ? <p role="status">{t('screens.editor.loading')}</p> : null}
        {records.error ? <p role="alert">{t('screens.list.loadFailed')}</p> : null}
        {records.isSuccess && rows.length === 0 ? <p>{t('dayUse.cadastre.none')}</p> : null}
        {rows.length > 0 ? (
          <table className="cadastre__table">
            <thead>
              <tr>
                <th scope="col">{t('dayUse.cadastre.field.CaName')}</th>
                <th scope="col">{t('dayUse.cadastre.field.CaNisID')}</th>
                <th scope="col">{t('dayUse.cadastre.field.CaDepartment')}</th>
                <th scope="col"><span className="visually-hidden">{t('dayUse.cadastre.actions')}</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.CaID ?? row.CaGUID} aria-current={row === current ? 'true' : undefined}>
                  <th scope="row">
                    <button type="button" className="button button--small" aria-pressed={row === current} onClick={() => setChosen(row.CaID ?? null)}>{row.CaName ?? ''}</button>
                  </th>
                  <td>{row.CaNisID ?? ''}</td>
                  <td>{row.CaDepartment ?? ''}</td>
                  <td>
                    <button type="button" className="button button--small button--danger" onClick={() => setDeleting(row)}>
                      {t('dayUse.cadastre.delete', { name: row.CaName ?? '' })}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <AddRowForm
          legend={t('dayUse.cadastre.addRecord')} busy={isPending} required="CaName"
          fields={[
            { name: 'CaName', label: t('dayUse.cadastre.field.CaName') },
            { name: 'CaNisID', label: t('dayUse.cadastre.field.CaNisID') },
            { name: 'CaDepartment', label: t('dayUse.cadastre.field.CaDepartment') },
          ]}
          onAdd={add}
        />
      </section>
      {current?.CaID !== undefined && current.CaID !== null ? <CadastralChildren projectId={projectId} caId={current.CaID} name={current.CaName ?? ''} /> : null}
      {deleting ? (
        <ConfirmDialog
          title={t('dayUse.cadastre.deleteTitle', { name: deleting.CaName ?? '' })} message={t('dayUse.cadastre.deleteMessage')}
          confirmLabel={t('dayUse.cadastre.confirmDelete')} danger busy={isPending}
          onCancel={() => setDeleting(null)} onConfirm={() => { void remove(deleting); }}
        />
      ) : null}
    </section>
  );
}
