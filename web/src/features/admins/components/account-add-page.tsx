import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROLE_RANKS, type Role } from '@shared/domain/roles';
import { useSession } from '../../../lib/session-context';
import { ALL_ROLES } from '../admin-texts';
import { useCreateAccount } from '../api/admin-account';
import { adminPaths } from '../paths';
import { AccountForm, fieldsOf, type AccountFormValues } from './account-form';
import { AdminPage } from './admin-page';
import { Outcome } from './outcome';

/** The roles an admin of `own` may give: every one ranked below its own (spec §3). */
export function rolesBelow(own: Role): Role[] {
  return ALL_ROLES.filter((role) => ROLE_RANKS[role] < ROLE_RANKS[own]);
}

const EMPTY: AccountFormValues = {
  accountCode: '',
  source: 'gateway',
  role: 'user',
  displayName: '',
  email: '',
  mobile: '',
  twoFactor: '',
  tradePasswordRequired: false,
};

/**
 * `/admins/account/add` (spec §2.13): a new account; its password goes to the holder by the
 * messenger and the first login asks for a new one. Once created, its page opens.
 */
export function AccountAddPage() {
  const { t } = useTranslation('admins');
  const session = useSession();
  const navigate = useNavigate();
  const create = useCreateAccount();
  const roles = rolesBelow(session?.role ?? 'user');
  return (
    <AdminPage title={t('add.title')}>
      <AccountForm
        initial={EMPTY}
        hasCode
        roles={roles}
        isBusy={create.isPending}
        submitLabel={t('add.submit')}
        error={create.error}
        outcome={<Outcome call={create} />}
        onSubmit={(values) =>
          create.mutate(
            { ...fieldsOf(values), accountCode: values.accountCode.trim(), source: values.source },
            {
              onSuccess: (answer) => {
                if (answer.result === 'ok' && answer.account) {
                  void navigate(adminPaths.account(answer.account.accountId), {
                    state: { isCreated: true },
                  });
                }
              },
            },
          )
        }
      />
    </AdminPage>
  );
}
