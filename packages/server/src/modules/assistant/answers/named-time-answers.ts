import { isAdmin } from '@pulse/shared/domain/roles';
import type { Intent } from '../assistant-intent';
import type { Answer, AnswerContext } from './answer';
import { answerAboutPerson, findPeople } from './people-answers';
import { answerProjectTeamHours, findProjectsNamed } from './project-answers';

// "rahul hours last week" and "Design System hours last week" read alike: a name before "hours". For
// an administrator, a name no project has but a colleague does is that colleague's time; anything
// else is the project's (employees are never told whether a person exists).
export const answerNamedHours = async (
  context: AnswerContext,
  intent: Extract<Intent, { kind: 'project-team-hours' }>,
): Promise<Answer> => {
  if (isAdmin(context.auth.roleId) && (await findProjectsNamed(context, intent.project)).length === 0) {
    const people = await findPeople(context, intent.project);
    if (people.length > 0)
      return answerAboutPerson(context, {
        kind: 'about-person',
        person: intent.project,
        subject: 'activity',
        range: intent.range,
      });
  }
  return answerProjectTeamHours(context, intent);
};
