import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CommandButton } from '../../ui/commands/CommandButton';
import { useSessionState } from '../../ui/services-context';
import { Breadcrumb } from './Breadcrumb';
import { LanguageSwitcher } from '../../ui/shell/LanguageSwitcher';
import { UserMenu } from './UserMenu';

/**
 * The app header: the product title linking to the project list, the
 * breadcrumb inside a project, and for a signed-in user the command palette's button,
 * the language switcher, the user menu under their name, and 'sign out'. Signed out, the sign-in form offers the language itself.
 */
export function Header() {
  const { t } = useTranslation();
  const { user } = useSessionState();
  return (
    <header className="shell__header">
      <div className="shell__bar">
        <Link to="/" className="shell__title">{t('app.title')}</Link>
        {user && (
          <div className="shell__user">
            <CommandButton command="palette.open" className="shell__palette" />
            <LanguageSwitcher />
            <UserMenu userName={user.displayName || user.username} />
            <CommandButton command="app.userAdministration" className="shell__user-admin" />
            <Link to="/logout" className="shell__sign-out">{t('shell.signOut')}</Link>
          </div>
        )}
      </div>
      {user && <Breadcrumb />}
    </header>
  );
}
