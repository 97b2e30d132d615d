import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { taskKind } from '../../../api/kinds/task-kind';
import { taskNameMaxLength } from '../../../domain/entities/task';
import { useNotices } from '../../../ui/notices/notices-context';
import { WidgetState } from './WidgetState';
import type { WidgetProps } from './widget-props';

/** The to-do list (spec 02 section 2): the project's tasks, stored on the server; add, tick off, remove. */
export function TodoWidget({ projectId }: WidgetProps) {
  const { t } = useTranslation();
  const notices = useNotices();
  const parent = { prId: projectId };
  const tasks = useQuery(taskKind.list(parent));
  const save = useMutation({ ...taskKind.saveRecord(parent), onError: (error) => notices.notifyError(error) });
  const [name, setName] = useState('');
  const fieldId = useId();

  const add = () => {
    if (name.trim() === '') return;
    save.mutate({ action: 'INSERT', row: { TaGuid: crypto.randomUUID(), TaName: name.trim(), TaDone: false } }, { onSuccess: () => setName('') });
  };

  return (
    <>
      <WidgetState pending={tasks.isPending} error={tasks.error} />
      {tasks.data ? (
        <>
          <ul className="dashboard-list dashboard-todo">
            {tasks.data.map((task) => (
              <li key={String(task.TaGuid)}>
                <label>
                  <input
                    type="checkbox" checked={task.TaDone === true} disabled={save.isPending}
                    onChange={(event) => save.mutate({ action: 'UPDATE', row: { ...task, TaDone: event.target.checked } })}
                  />
                  <span className={task.TaDone === true ? 'dashboard-todo__done' : undefined}>{task.TaName}</span>
                </label>
                <button type="button" aria-label={t('dashboard.todo.remove', { name: task.TaName ?? '' })} disabled={save.isPending}
                  onClick={() => save.mutate({ action: 'DELETE', row: task })}>×</button>
              </li>
            ))}
          </ul>
          <form className="dashboard-todo__add" onSubmit={(event) => { event.preventDefault(); add(); }}>
            <label htmlFor={fieldId} className="visually-hidden">{t('dashboard.todo.newTask')}</label>
            <input id={fieldId} value={name} maxLength={taskNameMaxLength} placeholder={t('dashboard.todo.newTask')} onChange={(event) => setName(event.target.value)} />
            <button type="submit" disabled={save.isPending || name.trim() === ''}>{t('dashboard.todo.add')}</button>
          </form>
        </>
      ) : null}
    </>
  );
}
