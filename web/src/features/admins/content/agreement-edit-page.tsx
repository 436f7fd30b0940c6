import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_LIMITS } from '@shared/domain/admin-content';
import type { AgreementType } from '@shared/contracts/legal-agreement';
import {
  contentKeys,
  useContentChange,
  useContentQuery,
  type AgreementVersion,
} from '../api/admin-content';
import { AdminPage, QueryState, Section } from '../components/admin-page';
import { ContentOutcome } from './content-outcome';
import { fromHongKongInput, useContentTexts } from './content-texts';
import { HtmlEditor, isHtmlComplete, type HtmlTexts } from './html-editor';
import { AgreementVersions } from './agreement-versions';

const EMPTY: HtmlTexts = {
  en: { title: '', html: '' },
  'zh-HK': { title: '', html: '' },
  'zh-CN': { title: '', html: '' },
};

/** A version's texts in the editor. */
const editorTexts = (version: AgreementVersion | undefined): HtmlTexts =>
  version
    ? {
        en: { ...version.texts.en },
        'zh-HK': { ...version.texts['zh-HK'] },
        'zh-CN': { ...version.texts['zh-CN'] },
      }
    : EMPTY;

/** The editor, started from the newest version: each save is a new version. */
function AgreementEditor(props: { type: AgreementType; latest: AgreementVersion | undefined }) {
  const { t } = useTranslation('adminContent');
  const [values, setValues] = useState(() => editorTexts(props.latest));
  const [effectiveAt, setEffectiveAt] = useState('');
  const [isTried, setTried] = useState(false);
  const save = useContentChange('admin-agreement/saveAgreement');
  const saved = save.data?.result === 'ok' ? save.data.agreement : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!isHtmlComplete(values, true)) return;
        const at = fromHongKongInput(effectiveAt);
        save.mutate(
          { type: props.type, texts: values, ...(at ? { effectiveAt: at } : {}) },
          // The editor shows what was stored: the HTML as the allow-list left it.
          { onSuccess: (answer) => answer.agreement && setValues(editorTexts(answer.agreement)) },
        );
      }}
    >
      <Stack gap="md">
        {props.type === 'first_login' ? (
          <Alert color="orange" variant="light">
            {t('agreement.first_login_note')}
          </Alert>
        ) : null}
        <HtmlEditor
          values={values}
          onChange={setValues}
          hasTitle
          maxLength={CONTENT_LIMITS.agreementHtml}
          titleMaxLength={CONTENT_LIMITS.agreementTitle}
          isTried={isTried}
        />
        <TextInput
          type="datetime-local"
          label={t('agreement.effective_at')}
          description={t('agreement.effective_hint')}
          maw={320}
          value={effectiveAt}
          onChange={(event) => setEffectiveAt(event.currentTarget.value)}
        />
        <ContentOutcome
          call={save}
          done={saved ? t('agreement.saved', { version: saved.version }) : undefined}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('agreement.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * `/admins/legalAgreement/{type}` (spec §2.13, §5): the type's text in three languages edited
 * as HTML with a live preview sanitised by the readers' allow-list; saving makes a new version
 * with its effective date; the versions below.
 */
export function AgreementEditPage({ type }: { type: string }) {
  const { t } = useTranslation('adminContent');
  const texts = useContentTexts();
  const versions = useContentQuery(contentKeys.agreement(type), 'admin-agreement/loadAgreement', {
    type,
  });
  return (
    <AdminPage title={t('agreement.edit_title', { type: texts.agreementType(type) })}>
      <QueryState query={versions}>
        {(data) =>
          data.result !== 'ok' ? (
            <ContentOutcome call={{ error: null, data }} />
          ) : (
            <Stack gap="lg">
              <AgreementEditor type={type as AgreementType} latest={data.versions[0]} />
              <Section title={t('agreement.versions')} testId="agreement-versions">
                {data.versions.length === 0 ? (
                  <Text size="sm">{t('agreement.none_yet')}</Text>
                ) : (
                  <AgreementVersions versions={data.versions} />
                )}
              </Section>
            </Stack>
          )
        }
      </QueryState>
    </AdminPage>
  );
}
