import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/form/confirm-button';
import { isProofOk, ProofInput, type Proof } from '../../../components/form/proof-input';
import { apiErrorMessage, MessageAlert } from '../../../lib/message';
import { useFormat } from '../../../lib/use-format';
import type { AssetDefinitions } from '../api/asset-definition';
import {
  useAssetChange,
  useAttachmentDownload,
  type AssetHoldingDetail,
} from '../api/asset-holding';
import { changeMessage } from './holding-errors';

type Attachment = AssetHoldingDetail['attachments'][number];

function AttachmentRow(props: {
  attachment: Attachment;
  holding: AssetHoldingDetail;
  accountCode: string;
}) {
  const { t } = useTranslation('assets');
  const format = useFormat();
  const { attachment, holding } = props;
  const download = useAttachmentDownload(props.accountCode, holding.id);
  const remove = useAssetChange(props.accountCode, 'asset-holding/removeAssetAttachment');
  const failure = download.error ?? remove.error;
  return (
    <Stack gap={2} data-attachment={attachment.fileName}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={0}>
          <Text size="sm" fw={500} translate="no">
            {attachment.fileName}
          </Text>
          <Text size="xs" c="dimmed">
            {t('attachments.meta', {
              size: Math.max(1, Math.round(attachment.size / 1024)),
              date: format.date(attachment.uploadedAt),
            })}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            loading={download.isPending}
            aria-label={t('attachments.download_label', { name: attachment.fileName })}
            onClick={() => download.mutate(attachment.id)}
          >
            {t('attachments.download')}
          </Button>
          {holding.canChange ? (
            <ConfirmButton
              title={t('attachments.remove_title')}
              question={t('attachments.remove_question', { name: attachment.fileName })}
              confirmLabel={t('attachments.remove')}
              aria-label={t('attachments.remove_label', { name: attachment.fileName })}
              buttonProps={{
                size: 'xs',
                variant: 'subtle',
                color: 'red',
                loading: remove.isPending,
              }}
              onConfirm={() =>
                remove.mutate({
                  holdingId: holding.id,
                  attachmentId: attachment.id,
                  reportingCurrency: holding.reportingCurrency,
                })
              }
            >
              {t('attachments.remove')}
            </ConfirmButton>
          ) : null}
        </Group>
      </Group>
      {failure ? <MessageAlert message={apiErrorMessage(failure)} /> : null}
    </Stack>
  );
}

/** A new attachment: the file, checked here by name and size and by content on the server. */
function AddAttachment(props: {
  holding: AssetHoldingDetail;
  accountCode: string;
  limits: AssetDefinitions['limits'];
}) {
  const { t } = useTranslation('assets');
  const { holding, limits } = props;
  const [proof, setProof] = useState<Proof | null>(null);
  const [round, setRound] = useState(0);
  const add = useAssetChange(props.accountCode, 'asset-holding/addAssetAttachment');
  const message = changeMessage(add.data, add.error);
  return (
    <Stack gap="xs">
      <ProofInput
        key={round}
        label={t('attachments.add')}
        description={t('form.attachment_hint', {
          types: limits.attachmentExtensions.map((type) => type.toUpperCase()).join(', '),
          size: Math.floor(limits.attachmentMaxBytes / 1024),
        })}
        limits={{ extensions: limits.attachmentExtensions, maxBytes: limits.attachmentMaxBytes }}
        texts={{ wrongType: t('form.wrong_type'), tooLarge: t('form.too_large') }}
        proof={proof}
        onChange={(next) => {
          add.reset();
          setProof(next);
        }}
      />
      {message ? <MessageAlert message={message} /> : null}
      <Group justify="flex-end">
        <Button
          size="sm"
          disabled={!isProofOk(proof)}
          loading={add.isPending}
          onClick={() => {
            if (!isProofOk(proof)) return;
            add.mutate(
              {
                holdingId: holding.id,
                attachment: { fileName: proof.fileName, contentBase64: proof.contentBase64 },
                reportingCurrency: holding.reportingCurrency,
              },
              {
                onSuccess: (answer) => {
                  if (answer.result !== 'ok') return;
                  setProof(null);
                  setRound((value) => value + 1);
                },
              },
            );
          }}
        >
          {t('attachments.upload')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A holding's attachments (a deed, a valuation report): download, remove, add up to the limit. */
export function AttachmentsSection(props: {
  holding: AssetHoldingDetail;
  accountCode: string;
  limits: AssetDefinitions['limits'] | undefined;
}) {
  const { t } = useTranslation('assets');
  const { holding, limits } = props;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('attachments.title')}
        </Title>
        {holding.attachments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('attachments.empty')}
          </Text>
        ) : (
          holding.attachments.map((attachment) => (
            <AttachmentRow
              key={attachment.id}
              attachment={attachment}
              holding={holding}
              accountCode={props.accountCode}
            />
          ))
        )}
        {holding.canChange && limits && holding.attachments.length < limits.attachmentsMax ? (
          <AddAttachment holding={holding} accountCode={props.accountCode} limits={limits} />
        ) : null}
      </Stack>
    </Paper>
  );
}
