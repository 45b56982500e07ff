import {
  BUDGET_MEASURES,
  type BudgetAlertThreshold,
  type BudgetMeasure,
  hoursOfSeconds,
  reachedThresholds,
} from '@pulse/shared/domain/project-consumption';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../lib/deps';
import type { OrganizationContext } from '../../lib/organization-context';
import { notify } from '../notifications/notifications.service';
import type { ProjectBudgetEvent } from '../notifications/project-budget-deliveries';
import { enqueueWebhookEvents } from '../webhooks/webhook-events';
import * as repository from './projects.repository';

// Budget alerts (Pulse's addition to spec B §2's red over-estimate figures): the first time a project's
// consumed hours or budget reaches 80 % or 100 % of its estimate, its managers and the administrators
// are told. Each (project, measure, threshold) is claimed once in project_budget_alerts, in the
// transaction that moved the figure, so concurrent uploads cannot alert twice; when one change reaches
// both thresholds at once only the higher is announced. The alert writes its amounts in the
// organisation's currency.
export type BudgetAlertOrganization = Pick<OrganizationContext, 'id' | 'currency'>;

export const alertBudgetThresholds = async (
  deps: Pick<Deps, 'clock' | 'realtime'>,
  tx: Transaction,
  organization: BudgetAlertOrganization,
  projectIds: string[],
) => {
  const organizationId = organization.id;
  const now = deps.clock.now();
  const events: ProjectBudgetEvent[] = [];
  const sums = new Map(
    (await repository.sumProjectTime(tx, organizationId, projectIds)).map((sum) => [sum.projectId, sum]),
  );
  for (const projectId of projectIds) {
    const project = await repository.findProject(tx, organizationId, projectId);
    if (!project) continue;
    const consumed: Record<BudgetMeasure, number> = {
      hours: hoursOfSeconds(sums.get(projectId)?.workedSeconds ?? 0),
      budget: sums.get(projectId)?.cost ?? 0,
    };
    const estimate: Record<BudgetMeasure, number> = {
      hours: project.estimatedHours,
      budget: project.estimatedBudget,
    };
    for (const measure of BUDGET_MEASURES) {
      let announced: BudgetAlertThreshold | null = null;
      for (const threshold of reachedThresholds(consumed[measure], estimate[measure])) {
        const isNew = await repository.claimBudgetAlert(tx, {
          organizationId,
          projectId,
          measure,
          threshold,
          at: now,
        });
        if (isNew) announced = threshold;
      }
      if (announced === null) continue;
      const recipients = await repository.findBudgetAlertRecipients(tx, organizationId, projectId);
      const team = await repository.findTeam(tx, organizationId, projectId);
      events.push({
        kind: 'project-budget',
        organizationId,
        currency: organization.currency,
        project: { id: project.id, name: project.name },
        measure,
        threshold: announced,
        consumed: consumed[measure],
        estimate: estimate[measure],
        managerIds: team.filter((member) => member.isManager).map((member) => member.employeeId),
        recipients,
      });
    }
  }
  if (events.length > 0) await notify(deps, tx, events);
  await enqueueWebhookEvents(
    deps,
    tx,
    events.map((event) => ({
      type: 'project.budget_threshold' as const,
      organizationId,
      data: {
        project: event.project,
        measure: event.measure,
        thresholdPercent: event.threshold,
        consumed: event.consumed,
        estimate: event.estimate,
        currency: event.measure === 'budget' ? event.currency : null,
      },
    })),
  );
};
