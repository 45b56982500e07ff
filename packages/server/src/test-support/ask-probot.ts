import { answerFor } from '../modules/assistant/assistant.service';
import { authFor, type TestApp } from './test-app';

// ProBot's deterministic answer to a question from a demo employee, at the test clock's moment,
// without storing the exchange: what the answer tests and the golden set check.
export const askProBot = async (testApp: TestApp, email: string, question: string) => {
  const { auth, employee } = await authFor(testApp, email);
  return answerFor(testApp, { auth, name: employee.name }, question, testApp.clock.now());
};
