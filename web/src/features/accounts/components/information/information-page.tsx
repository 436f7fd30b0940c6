import { Alert, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PreviewRows } from '../../../../components/data/preview-rows';
import { QueryState } from '../../../../components/data/query-state';
import { useFormat } from '../../../../lib/use-format';
import { useProfile, type AccountProfile } from '../../api/account-profile';
import { AccountPage, dateOf, RestrictedNote } from '../account-page';
import { AddressChange, addressText } from './address-change';
import { ContactChange } from './contact-change';
import { ProfileHistory } from './profile-history';
import { ID_TYPE_KEY } from '../../text-keys';

type Editing = 'email' | 'mobile' | 'residential' | 'correspondence' | null;

/** A value the holder keeps apart from the rest (names, codes): never translated by the browser. */
function Kept({ children }: { children: ReactNode }) {
  return <span translate="no">{children}</span>;
}

function HolderDetails({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation('accountPages');
  const none = t('information.not_on_file');
  const risk =
    profile.riskLevel === null
      ? none
      : t('information.risk_level_value', {
          level: profile.riskLevel,
          date: dateOf(profile.riskAssessedAt),
        });
  return (
    <PreviewRows
      rows={[
        [t('information.name_en'), <Kept key="en">{profile.englishName}</Kept>],
        [t('information.name_zh'), <Kept key="zh">{profile.chineseName ?? none}</Kept>],
        [t('information.account_code'), <Kept key="code">{profile.accountCode}</Kept>],
        [t('information.account_type'), t(`information.account_types.${profile.accountType}`)],
        [t('information.id_document'), t(`information.id_types.${ID_TYPE_KEY[profile.idType]}`)],
        [t('information.id_number'), <Kept key="id">{profile.maskedIdNumber}</Kept>],
        [t('information.date_of_birth'), profile.dateOfBirth ?? none],
        [t('information.opened_on'), profile.openedOn],
        [
          t('information.advisor'),
          profile.advisor ? (
            <Kept key="advisor">{`${profile.advisor.name} (${profile.advisor.accountCode})`}</Kept>
          ) : (
            t('information.no_advisor')
          ),
        ],
        [t('information.risk_level'), risk],
      ]}
    />
  );
}

/** One changeable detail: its label and value, and its Change button when the holder may. */
function Item(props: {
  label: string;
  value: ReactNode;
  canChange: boolean;
  isEditing: boolean;
  onEdit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('accountPages');
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="xs" c="dimmed">
            {props.label}
          </Text>
          <Text size="sm" fw={500} style={{ whiteSpace: 'pre-line' }}>
            {props.value}
          </Text>
        </div>
        {props.canChange && !props.isEditing ? (
          <Button
            variant="light"
            size="xs"
            style={{ flexShrink: 0 }}
            onClick={props.onEdit}
            aria-label={`${t('information.change')} ${props.label}`}
          >
            {t('information.change')}
          </Button>
        ) : null}
      </Group>
      {props.isEditing ? props.children : null}
    </Stack>
  );
}

function ContactDetails({
  accountCode,
  profile,
}: {
  accountCode: string;
  profile: AccountProfile;
}) {
  const { t } = useTranslation('accountPages');
  const format = useFormat();
  const [editing, setEditing] = useState<Editing>(null);
  const [done, setDone] = useState<string | null>(null);
  const none = t('information.not_on_file');
  const item = (kind: Exclude<Editing, null>, label: string, value: ReactNode, form: ReactNode) => (
    <Item
      key={kind}
      label={label}
      value={value}
      canChange={profile.canChange}
      isEditing={editing === kind}
      onEdit={() => {
        setDone(null);
        setEditing(kind);
      }}
    >
      {form}
    </Item>
  );
  const close = (message: string | null) => {
    setEditing(null);
    setDone(message);
  };
  const contact = (kind: 'email' | 'mobile') =>
    item(
      kind,
      t(`information.${kind}`),
      <Kept>{profile[kind] ?? none}</Kept>,
      <ContactChange accountCode={accountCode} kind={kind} onClose={close} />,
    );
  const address = (kind: 'residential' | 'correspondence') => {
    const current = profile[`${kind}Address`];
    return item(
      kind,
      t(`information.${kind}`),
      current ? <Kept>{addressText(current, format.language)}</Kept> : none,
      <AddressChange accountCode={accountCode} kind={kind} current={current} onClose={close} />,
    );
  };
  return (
    <Stack gap="md">
      {done ? (
        <Alert color="green" role="status" data-testid="profile-changed">
          {done}
        </Alert>
      ) : null}
      <Title order={2} size="h4">
        {t('information.contact_title')}
      </Title>
      {contact('email')}
      {contact('mobile')}
      <Divider />
      <Title order={2} size="h4">
        {t('information.address_title')}
      </Title>
      {address('residential')}
      {address('correspondence')}
    </Stack>
  );
}

/** Whom to ask, or the restricted notice, when the holder cannot change the details here. */
function WhenReadOnly({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation('accountPages');
  if (profile.canChange) return null;
  if (profile.isEditable) return <RestrictedNote />;
  return (
    <Alert color="blue" role="note" data-testid="read-only-note">
      {t('information.read_only')}
    </Alert>
  );
}

/**
 * `/accounts/information` (spec §2.9, issue 25 §1): the holder's details as the broker keeps them;
 * where the brand allows (flag editableAccountInfo, told by the server as `isEditable`), the
 * holder changes email and mobile (confirmed by a code sent to the new one) and addresses, each
 * change listed with its date.
 */
export function InformationPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('accountPages');
  const profile = useProfile(accountCode);
  return (
    <AccountPage title={t('information.title')} intro={t('information.intro')}>
      <QueryState query={profile}>
        {({ profile: data }) => (
          <>
            <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
              <Stack gap="md">
                <Title order={2} size="h4">
                  {t('information.holder')}
                </Title>
                <HolderDetails profile={data} />
              </Stack>
            </Paper>
            <WhenReadOnly profile={data} />
            <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
              <ContactDetails accountCode={accountCode} profile={data} />
            </Paper>
            <ProfileHistory accountCode={accountCode} />
          </>
        )}
      </QueryState>
    </AccountPage>
  );
}
