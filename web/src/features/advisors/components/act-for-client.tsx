import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenAdviseeSession, type AdviseeRefusal } from '../../../lib/advisees';
import { useSession } from '../../../lib/session-context';
import type { BookClient } from '../api/advisor';
import classes from './advisors.module.css';

const REFUSAL_KEY = {
  V: 'act.not_active',
  S: 'act.suspended',
  failed: 'act.failed',
} as const satisfies Record<AdviseeRefusal | 'failed', string>;

/** Whether the signed-in advisor may act for `client`: its own linked, active client. */
export function useMayActFor(): (client: BookClient) => boolean {
  const session = useSession();
  return (client) =>
    session !== null &&
    !session.advisorSessionId &&
    client.isActive &&
    client.advisorCodes.includes(session.accountCode);
}

/**
 * Act for client (spec §2.17, issue 27 §4): opens the advisee session in the switcher and goes to
 * the client's fund portfolio as that session, in restricted mode. Says why when refused.
 */
export function ActForClientButton({ client }: { client: BookClient }) {
  const { t } = useTranslation('advisors');
  const session = useSession();
  const open = useOpenAdviseeSession();
  const [isBusy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<AdviseeRefusal | 'failed' | null>(null);
  if (!session) return null;
  const act = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      setRefusal(await open(session, client.accountCode));
    } catch {
      setRefusal('failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="xs"
        loading={isBusy}
        onClick={() => void act()}
        aria-label={t('client.act_for', { code: client.accountCode })}
      >
        {t('client.act')}
      </Button>
      {refusal ? (
        <Text size="xs" className={classes.alert} role="alert">
          {t(REFUSAL_KEY[refusal])}
        </Text>
      ) : null}
    </>
  );
}
