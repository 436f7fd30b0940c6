import { Button, Group, NativeSelect, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_LINE_MAX, ADDRESS_MAX_LINES } from '@shared/domain/account-profile';
import { TAX_JURISDICTIONS } from '@shared/domain/tax-jurisdictions';
import type { Language } from '@shared/i18n/languages';
import { apiErrorMessage, MessageAlert } from '../../../../lib/message';
import { useFormat } from '../../../../lib/use-format';
import { useChangeAddress, type PostalAddress } from '../../api/account-profile';

/** A country's name in `language`, or its code when the list does not name it. */
export function countryName(code: string, language: Language): string {
  const names = (TAX_JURISDICTIONS as Record<string, Record<Language, string> | undefined>)[code];
  return names ? names[language] : code;
}

/** An address as shown: its English lines, its Chinese lines, its country, one per line. */
export function addressText(address: PostalAddress, language: Language): string {
  return [
    ...address.lines,
    ...address.chineseLines,
    countryName(address.countryCode, language),
  ].join('\n');
}

/** The non-empty lines of a text area. */
function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const fits = (lines: string[], isRequired: boolean) =>
  (lines.length > 0 || !isRequired) &&
  lines.length <= ADDRESS_MAX_LINES &&
  lines.every((line) => line.length <= ADDRESS_LINE_MAX);

/** The form that changes one address at once (audited by the server). */
export function AddressChange(props: {
  accountCode: string;
  kind: 'residential' | 'correspondence';
  current: PostalAddress | null;
  onClose: (message: string | null) => void;
}) {
  const { t } = useTranslation('accountPages');
  const format = useFormat();
  const change = useChangeAddress(props.accountCode);
  const [lines, setLines] = useState(props.current?.lines.join('\n') ?? '');
  const [chinese, setChinese] = useState(props.current?.chineseLines.join('\n') ?? '');
  const [country, setCountry] = useState(props.current?.countryCode ?? 'HK');
  const [isTried, setTried] = useState(false);
  const english = linesOf(lines);
  const chineseLines = linesOf(chinese);
  const englishOk = fits(english, true);
  const chineseOk = fits(chineseLines, false);
  const countries = Object.keys(TAX_JURISDICTIONS).includes(country)
    ? Object.keys(TAX_JURISDICTIONS)
    : [country, ...Object.keys(TAX_JURISDICTIONS)];
  const submit = () => {
    setTried(true);
    if (!englishOk || !chineseOk) return;
    change.mutate(
      { kind: props.kind, address: { lines: english, chineseLines, countryCode: country } },
      { onSuccess: () => props.onClose(t('information.address.changed')) },
    );
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Textarea
            label={t('information.address.lines')}
            description={t('information.address.lines_hint')}
            value={lines}
            rows={4}
            error={isTried && !englishOk ? t('information.address.lines_required') : undefined}
            onChange={(event) => setLines(event.currentTarget.value)}
          />
          <Textarea
            label={t('information.address.chinese_lines')}
            description={t('information.address.lines_hint')}
            value={chinese}
            rows={4}
            error={isTried && !chineseOk ? t('information.address.lines_required') : undefined}
            onChange={(event) => setChinese(event.currentTarget.value)}
          />
        </SimpleGrid>
        <NativeSelect
          label={t('information.address.country')}
          value={country}
          data={countries.map((code) => ({
            value: code,
            label: countryName(code, format.language),
          }))}
          onChange={(event) => setCountry(event.currentTarget.value)}
        />
        {change.error ? <MessageAlert message={apiErrorMessage(change.error)} /> : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => props.onClose(null)}>
            {t('information.cancel')}
          </Button>
          <Button type="submit" loading={change.isPending}>
            {t('information.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
