import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  useAdminPlan,
  usePlanFunds,
  useSavePlan,
  type AdminPlan,
  type PlanFund,
} from '../api/admin-plan';
import { AdminPage, Name, QueryState } from '../components/admin-page';
import { adminPaths } from '../paths';
import { newPlan, PlanForm, planFields, planValues } from './plan-form';
import { PlanMoves } from './plan-moves';
import { PlanStatusBadge, RiskLevel, useAdminPlanTexts } from './plan-texts';
import { ResultOutcome } from '../components/result-outcome';

/** The plan's code, status, risk and live subscriptions, with the moves its status allows. */
function PlanHeader({ plan }: { plan: AdminPlan }) {
  const { t } = useTranslation('adminPlanPages');
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group gap="sm" wrap="wrap">
          <Text size="sm" fw={600}>
            <Name>{plan.planId}</Name>
          </Text>
          <PlanStatusBadge status={plan.status} />
          <RiskLevel level={plan.riskLevel} />
          <Anchor component={Link} to={adminPaths.planSubscriptions(plan.planId)} size="sm">
            {t('edit.live_subscriptions', { count: plan.liveSubscriptions })}
          </Anchor>
        </Group>
        <Text size="xs" c="dimmed">
          {t('edit.risk_note')}
        </Text>
        <PlanMoves plan={plan} />
      </Stack>
    </Paper>
  );
}

/** What the last save answered. */
function SaveOutcome({ save }: { save: ReturnType<typeof useSavePlan> }) {
  const { t } = useTranslation('adminPlanPages');
  const texts = useAdminPlanTexts();
  return <ResultOutcome call={save} text={texts.result} done={() => t('edit.saved')} />;
}

/** A stored plan's editor: its header and moves above, the form below. */
function EditPlan({ planId, funds }: { planId: string; funds: readonly PlanFund[] }) {
  const { t } = useTranslation('adminPlanPages');
  const plan = useAdminPlan(planId);
  const save = useSavePlan();
  const isCreated = (useLocation().state as { isCreated?: boolean } | null)?.isCreated === true;
  return (
    <QueryState query={plan}>
      {({ plan: loaded }) => (
        <Stack gap="md">
          {isCreated && !save.data ? (
            <Alert color="green" role="status">
              {t('edit.created')}
            </Alert>
          ) : null}
          <PlanHeader plan={loaded} />
          <PlanForm
            initial={planValues(loaded)}
            funds={funds}
            isBusy={save.isPending}
            outcome={<SaveOutcome save={save} />}
            onSubmit={(values) => save.mutate({ planId, ...planFields(values) })}
          />
        </Stack>
      )}
    </QueryState>
  );
}

/** A new plan's form; once saved (a draft), its own editor takes over. */
function CreatePlan({ funds }: { funds: readonly PlanFund[] }) {
  const navigate = useNavigate();
  const save = useSavePlan();
  return (
    <PlanForm
      initial={newPlan()}
      funds={funds}
      isBusy={save.isPending}
      outcome={<SaveOutcome save={save} />}
      onSubmit={(values) =>
        save.mutate(planFields(values), {
          onSuccess: (answer) => {
            if (answer.result === 'ok' && answer.plan) {
              void navigate(adminPaths.planEdit(answer.plan.planId), {
                replace: true,
                state: { isCreated: true },
              });
            }
          },
        })
      }
    />
  );
}

/**
 * `/admins/plans/edit/{planId}` (spec §2.13, issue 30), `new` for a new plan: the mix of funds
 * and weights, currency, minimum and texts; a stored plan's moves (publish, close, delete),
 * each asked first, and the server's refusals in words.
 */
export function PlanEditPage({ planId }: { planId: string | null }) {
  const { t } = useTranslation('adminPlanPages');
  const funds = usePlanFunds();
  const title = planId === null ? t('edit.new_title') : t('edit.title');
  return (
    <AdminPage
      title={title}
      aside={
        <Button variant="default" component={Link} to={adminPaths.plans()}>
          {t('edit.back')}
        </Button>
      }
    >
      <QueryState query={funds}>
        {({ funds: universe }) =>
          planId === null ? (
            <CreatePlan funds={universe} />
          ) : (
            <EditPlan planId={planId} funds={universe} />
          )
        }
      </QueryState>
    </AdminPage>
  );
}
