import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cadastralCustomerKind, cadastralVlaremActKind } from '../../api';
import { useLanguage } from '../../ui/services-context';
import { formatDisplayDate } from '../../domain/dates/display-formats';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { useNotices } from '../../ui/notices/notices-context';
import { AddRowForm } from './AddRowForm';

/** Props of CadastralChildren. */
export interface CadastralChildrenProps {
  projectId: number;
  /** CaID of the chosen cadastral record. */
  caId: number;
  name: string;
}

type Deleting = { kind: 'customer'; id: number; label: string } | { kind: 'act'; id: number; label: string };

/**
 * The customers and Vlarem acts of one cadastral record (spec 01 section 3): read for the whole
 * project and shown for the record's CaID; added and deleted (after a confirmation) under it.
 */
export function CadastralChildren({ projectId, caId, name }: CadastralChildrenProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const notices = useNotices();
  const parent = { prId: projectId, caId };
  const customers = useQuery(cadastralCustomerKind.list(parent));
  const acts = useQuery(cadastralVlaremActKind.list(parent));
  const customerWrite = useMutation(cadastralCustomerKind.save(parent));
  const actWrite = useMutation(cadastralVlaremActKind.save(parent));
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const ownCustomers = (customers.data ?? []).filter((row) => row.CaID === caId);
  const ownActs = (acts.data ?? []).filter((row) => row.CaID === caId);

  const run = async (step: () => Promise<unknown>) => {
    try {
      await step();
    } catch (failure) {
      notices.notifyError(failure);
    }
  };
  const confirmDelete = (target: Deleting) => run(async () => {
    if (target.kind === 'customer') await customerWrite.mutateAsync({ action: 'DELETE', rows: [{ CuID: target.id, CaID: caId }] });
    else await actWrite.mutateAsync({ action: 'DELETE', rows: [{ VLID: target.id, CaID: caId }] });
    setDeleting(null);
  });

  return (
    <>
      <section className="cadastre__part" aria-label={t('dayUse.cadastre.customersOf', { name })}>
        <h2>{t('dayUse.cadastre.customersOf', { name })}</h2>
        <ul className="cadastre__list">
          {ownCustomers.map((row) => (
            <li key={row.CuID}>
              <span>{row.CuCustomerName ?? ''}</span>
              <button type="button" className="button button--small button--danger" onClick={() => setDeleting({ kind: 'customer', id: row.CuID ?? 0, label: row.CuCustomerName ?? '' })}>
                {t('dayUse.cadastre.delete', { name: row.CuCustomerName ?? '' })}
              </button>
            </li>
          ))}
        </ul>
        <AddRowForm
          legend={t('dayUse.cadastre.addCustomer')} busy={customerWrite.isPending} required="CuCustomerName"
          fields={[{ name: 'CuCustomerName', label: t('dayUse.cadastre.field.CuCustomerName') }]}
          onAdd={(values) => run(() => customerWrite.mutateAsync({ action: 'INSERT', rows: [{ CaID: caId, CuCustomerName: values.CuCustomerName }] }))}
        />
      </section>
      <section className="cadastre__part" aria-label={t('dayUse.cadastre.actsOf', { name })}>
        <h2>{t('dayUse.cadastre.actsOf', { name })}</h2>
        <ul className="cadastre__list">
          {ownActs.map((row) => {
            const label = row.VlStartDate ? formatDisplayDate(row.VlStartDate, language) : '';
            return (
              <li key={row.VLID}>
                <span>{t('dayUse.cadastre.actFrom', { date: label })}</span>
                <button type="button" className="button button--small button--danger" onClick={() => setDeleting({ kind: 'act', id: row.VLID ?? 0, label })}>
                  {t('dayUse.cadastre.delete', { name: t('dayUse.cadastre.actFrom', { date: label }) })}
                </button>
              </li>
            );
          })}
        </ul>
        <AddRowForm
          legend={t('dayUse.cadastre.addAct')} busy={actWrite.isPending} required="VlStartDate"
          fields={[{ name: 'VlStartDate', label: t('dayUse.cadastre.field.VlStartDate'), type: 'date' }]}
          onAdd={(values) => run(() => actWrite.mutateAsync({ action: 'INSERT', rows: [{ CaID: caId, VlStartDate: `${values.VlStartDate ?? ''}T00:00:00` }] }))}
        />
      </section>
      {deleting ? (
        <ConfirmDialog
          title={t('dayUse.cadastre.deleteTitle', { name: deleting.label })} message={t('dayUse.cadastre.deleteMessage')}
          confirmLabel={t('dayUse.cadastre.confirmDelete')} danger busy={customerWrite.isPending || actWrite.isPending}
          onCancel={() => setDeleting(null)} onConfirm={() => { void confirmDelete(deleting); }}
        />
      ) : null}
    </>
  );
}
