import { Alert, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isPdfContent,
  UPLOAD_LIMITS,
  UPLOADABLE_DOCUMENT_TYPES,
  type UploadableDocumentType,
} from '@shared/domain/document-upload';
import { ConfirmButton } from '../../../components/form/confirm-button';
import { isIsoDate, wholeDate } from '../../../components/form/date-range-inputs';
import { IsoDateInput } from '../../../components/form/iso-date-input';
import { isProofOk, ProofInput, type Proof } from '../../../components/form/proof-input';
import { apiErrorMessage, MessageAlert } from '../../../lib/message';
import { useUploadDocument, type UploadAnswer } from '../api/admin-document';
import { Name } from '../components/admin-page';
import { AccountCodesInput } from './account-codes-input';
import { useDocumentTexts } from './document-texts';

type Draft = {
  type: UploadableDocumentType;
  name: string;
  from: string;
  to: string;
  codes: string[];
};

const EMPTY: Draft = { type: 'other', name: '', from: '', to: '', codes: [] };

/** Whether base64 text decodes to a PDF by its content (the server's own check, run first here). */
function isPdfBase64(base64: string): boolean {
  try {
    return isPdfContent(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
  } catch {
    return false;
  }
}

/** Why the draft cannot be sent yet (the key of its reason), or null when it can. */
function blockedBy(draft: Draft, proof: Proof | null): string | null {
  if (draft.name.trim() === '') return 'name';
  if (draft.codes.length === 0) return 'clients';
  if (draft.codes.length > UPLOAD_LIMITS.maxClients) return 'too_many_clients';
  if (isIsoDate(draft.from) && isIsoDate(draft.to) && draft.to < draft.from) return 'period';
  return isProofOk(proof) ? null : 'file';
}

/** What the last upload did: sent (to how many), or refused with the codes that named no one. */
function UploadOutcome({ answer, error }: { answer: UploadAnswer | undefined; error: unknown }) {
  const { t } = useTranslation('adminDocument');
  const texts = useDocumentTexts();
  if (error) return <MessageAlert message={apiErrorMessage(error)} />;
  if (!answer) return null;
  if (answer.result === 'ok' && answer.upload) {
    const { name, clientCount } = answer.upload;
    return (
      <Alert color="green" role="status">
        {t('sent', { name, count: clientCount })}
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert">
      {texts.result(answer.result)}{' '}
      {answer.unknownCodes.length > 0 ? (
        <>
          {t('unknown_codes')} <Name>{answer.unknownCodes.join(', ')}</Name>{' '}
        </>
      ) : null}
      <Text span size="xs" c="dimmed">
        ({answer.result})
      </Text>
    </Alert>
  );
}

/**
 * The upload form (issue 30 §3): the type, the name clients see, an optional period, the clients
 * by account code, the PDF (checked here by name, size and content before the server checks it
 * again); sending asks first how many clients it reaches. A sent form starts again empty.
 */
export function UploadForm() {
  const { t } = useTranslation('adminDocument');
  const texts = useDocumentTexts();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [proof, setProof] = useState<Proof | null>(null);
  // A new key empties the file input once a document is sent.
  const [fileKey, setFileKey] = useState(0);
  const upload = useUploadDocument();
  const set = (change: Partial<Draft>) => setDraft((old) => ({ ...old, ...change }));
  const reason = blockedBy(draft, proof);
  const choose = (next: Proof | null) =>
    setProof(
      isProofOk(next) && !isPdfBase64(next.contentBase64) ? { error: t('form.not_pdf') } : next,
    );
  const send = () => {
    if (!isProofOk(proof)) return;
    upload.mutate(
      {
        type: draft.type,
        name: draft.name.trim(),
        accountCodes: draft.codes,
        ...(wholeDate(draft.from) ? { periodStart: draft.from } : {}),
        ...(wholeDate(draft.to) ? { periodEnd: draft.to } : {}),
        contentBase64: proof.contentBase64,
      },
      {
        onSuccess: (answer) => {
          if (answer.result !== 'ok') return;
          setDraft((old) => ({ ...EMPTY, type: old.type }));
          setProof(null);
          setFileKey((key) => key + 1);
        },
      },
    );
  };
  const count = draft.codes.length;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NativeSelect
          label={t('form.type')}
          value={draft.type}
          data={UPLOADABLE_DOCUMENT_TYPES.map((value) => ({ value, label: texts.type(value) }))}
          onChange={(event) => set({ type: event.currentTarget.value as UploadableDocumentType })}
        />
        <TextInput
          label={t('form.name')}
          description={t('form.name_hint', { max: UPLOAD_LIMITS.name })}
          required
          maxLength={UPLOAD_LIMITS.name}
          value={draft.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
        />
        <IsoDateInput
          label={t('form.period_from')}
          value={draft.from}
          maxDate={wholeDate(draft.to)}
          onChange={(from) => set({ from })}
        />
        <IsoDateInput
          label={t('form.period_to')}
          value={draft.to}
          minDate={wholeDate(draft.from)}
          onChange={(to) => set({ to })}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={-8}>
        {t('form.period_hint')}
      </Text>
      <AccountCodesInput
        value={draft.codes}
        onChange={(codes) => set({ codes })}
        max={UPLOAD_LIMITS.maxClients}
        error={
          count > UPLOAD_LIMITS.maxClients
            ? t('reason.too_many_clients', { max: UPLOAD_LIMITS.maxClients })
            : undefined
        }
      />
      <ProofInput
        key={fileKey}
        label={t('form.file')}
        description={
          isProofOk(proof)
            ? t('form.file_chosen', { size: texts.size(proof.size) })
            : t('form.file_hint', { max: texts.maxSize })
        }
        limits={{ extensions: ['pdf'], maxBytes: UPLOAD_LIMITS.maxBytes }}
        texts={{
          wrongType: t('form.wrong_type'),
          tooLarge: t('form.too_large', { max: texts.maxSize }),
          clear: t('form.file_clear'),
        }}
        proof={proof}
        onChange={choose}
      />
      <UploadOutcome answer={upload.data} error={upload.error} />
      <Group gap="sm" align="center">
        <ConfirmButton
          title={t('form.confirm_title')}
          question={t('form.confirm_question', {
            name: draft.name.trim(),
            type: texts.type(draft.type),
            count,
          })}
          confirmLabel={t('form.confirm', { count })}
          confirmColor="brand"
          buttonProps={{ disabled: reason !== null, loading: upload.isPending }}
          onConfirm={send}
        >
          {t('form.send')}
        </ConfirmButton>
        {reason ? (
          <Text size="sm" c="dimmed" data-testid="send-reason">
            {t(`reason.${reason}` as 'reason.name', { max: UPLOAD_LIMITS.maxClients })}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
