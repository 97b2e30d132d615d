import { useTranslation } from 'react-i18next';
import type { Notice } from '../../ui/notices/notice-store';
import { useNoticeList, useNotices } from '../../ui/notices/notices-context';
import './notices.css';

function NoticeItem({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const { dismiss } = useNotices();
  return (
    <li className={`notice notice--${notice.kind}`}>
      <span className="notice__text">{t(notice.messageKey, notice.params)}</span>
      <button type="button" className="notice__close" onClick={() => dismiss(notice.id)}>
        {t('shell.notice.close')}
      </button>
    </li>
  );
}

/**
 * The shell's notice area: save results and information in a polite status
 * region, errors in an alert region. Both regions are always present, so screen readers are
 * listening before the first message arrives.
 */
export function NoticeArea() {
  const { t } = useTranslation();
  const notices = useNoticeList();
  const polite = notices.filter((notice) => notice.kind !== 'error');
  const urgent = notices.filter((notice) => notice.kind === 'error');
  return (
    <section className="notices" aria-label={t('shell.notice.region')}>
      <div role="alert">
        {urgent.length > 0 && <ul className="notices__list">{urgent.map((notice) => <NoticeItem key={notice.id} notice={notice} />)}</ul>}
      </div>
      <div role="status">
        {polite.length > 0 && <ul className="notices__list">{polite.map((notice) => <NoticeItem key={notice.id} notice={notice} />)}</ul>}
      </div>
    </section>
  );
}
