import { List, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  PASSWORD_SPECIAL_CHARACTERS,
  type PasswordRequirement,
} from '@shared/domain/password-rule';

function RequirementText({ requirement }: { requirement: PasswordRequirement }) {
  const { t } = useTranslation('accounts');
  switch (requirement.kind) {
    case 'minimum_length':
      return t('rule.minimum_length', { length: requirement.length });
    case 'maximum_length':
      return t('rule.maximum_length', { length: requirement.length });
    case 'allowed_characters':
      return t('rule.allowed_characters', { specials: PASSWORD_SPECIAL_CHARACTERS });
    case 'letter_and_digit':
      return t('rule.letter_and_digit');
    case 'character_classes':
      return t('rule.character_classes', { required: requirement.required });
    case 'character_class':
      return t(`rule.class_${requirement.characterClass}`);
  }
}

/** Spec §5: the rule list, each requirement marked valid once the new password meets it. */
export function PasswordRuleList({ requirements }: { requirements: PasswordRequirement[] }) {
  const { t } = useTranslation('accounts');
  return (
    <div>
      <Text size="sm" fw={600} mb={6} id="password-rule-title">
        {t('rule.title')}
      </Text>
      <List size="sm" spacing={4} aria-labelledby="password-rule-title">
        {requirements.map((requirement) => (
          <List.Item
            key={`${requirement.kind}-${'characterClass' in requirement ? requirement.characterClass : ''}`}
            data-met={requirement.isMet}
            icon={
              <ThemeIcon
                color={requirement.isMet ? 'teal' : 'gray'}
                size={18}
                radius="xl"
                aria-hidden
              >
                {requirement.isMet ? '✓' : '•'}
              </ThemeIcon>
            }
          >
            <RequirementText requirement={requirement} />
            <Text component="span" size="xs" fw={requirement.isMet ? 700 : 400} ml={6}>
              ({requirement.isMet ? t('rule.met') : t('rule.unmet')})
            </Text>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
