import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PLAN_MOVES, type PlanMoveTarget } from '@shared/domain/admin-plan';
import { ConfirmButton } from '../../../components/form/confirm-button';
import { useFormat } from '../../../lib/use-format';
import { useMovePlan, type AdminPlan } from '../api/admin-plan';
import { useAdminPlanTexts } from './plan-texts';
import { ResultOutcome } from '../components/result-outcome';

/** How each move's button and its confirming button look: publishing green, closing orange, deleting red. */
const MOVE_STYLE: Readonly<Record<PlanMoveTarget, { color: string; variant: string }>> = {
  active: { color: 'green', variant: 'filled' },
  inactive: { color: 'orange', variant: 'light' },
  deleted: { color: 'red', variant: 'light' },
};

/**
 * A plan's moves (spec §3, `PLAN_MOVES`): only those its status allows, each asked first. Closing
 * (inactive) stops new subscriptions while the running ones go on; a plan with live
 * subscriptions cannot be deleted, and the server says so.
 */
export function PlanMoves({ plan }: { plan: AdminPlan }) {
  const { t } = useTranslation('adminPlanPages');
  const format = useFormat();
  const texts = useAdminPlanTexts();
  const move = useMovePlan();
  const name = format.text(plan.name);
  const targets = PLAN_MOVES[plan.status].filter((to): to is PlanMoveTarget => to !== 'draft');
  return (
    <>
      <Group gap="xs">
        {targets.map((to) => (
          <ConfirmButton
            key={to}
            title={t(`move.${to}.title`)}
            question={t(`move.${to}.question`, { plan: name })}
            confirmLabel={t(`move.${to}.action`)}
            confirmColor={MOVE_STYLE[to].color}
            buttonProps={{
              size: 'xs',
              color: MOVE_STYLE[to].color,
              variant: MOVE_STYLE[to].variant,
              loading: move.isPending && move.variables?.to === to,
            }}
            onConfirm={() => move.mutate({ planId: plan.planId, to })}
          >
            {t(`move.${to}.action`)}
          </ConfirmButton>
        ))}
      </Group>
      <ResultOutcome
        call={move}
        text={texts.result}
        done={(answer) => t('move.done', { status: texts.status(answer.plan?.status ?? 'draft') })}
      />
    </>
  );
}
