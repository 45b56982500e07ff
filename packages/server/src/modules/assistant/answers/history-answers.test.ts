import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../../db/seed/demo';
import { authFor, useReadOnlyTestApp } from '../../../test-support/test-app';
import { answerAppraisalsDone, answerSalarySheetMonths } from './history-answers';
import { answerHeadcount, answerMyRecord } from './record-answers';

// What already happened on the records, on the demo seed (Monday, 2 March 2026): salary sheets for
// January and February 2026, the 31 January appraisals (Divya Menon and Neha Kapoor promoted), Gaurav
// Mishra relieved on 27 February.
const testApp = useReadOnlyTestApp({ withDemoHistory: true });

const contextOf = async (email: string) => {
  const { auth } = await authFor(testApp, email);
  return { deps: testApp, auth, now: testApp.clock.now() };
};

describe('the months with salary sheets', () => {
  it("lists the organisation's uploaded sheets for an administrator", async () => {
    const answer = await answerSalarySheetMonths(await contextOf(DEMO_ADMIN_EMAIL), {
      kind: 'salary-sheet-months',
      whose: 'organisation',
      year: 2026,
    });
    expect(answer.text).toMatch(
      /^Salary sheets uploaded for 2026 \(the Payroll page\): January \(\d+ slips\), February \(\d+ slips\)\.$/,
    );
  });

  it("gives an employee their own slips' months and refuses the organisation's", async () => {
    const context = await contextOf(DEMO_EMPLOYEE_EMAIL);
    const own = await answerSalarySheetMonths(context, {
      kind: 'salary-sheet-months',
      whose: 'mine',
      year: 2026,
    });
    expect(own.text).toBe('You have salary slips for 2 months of 2026: January, February.');
    const organisation = await answerSalarySheetMonths(context, {
      kind: 'salary-sheet-months',
      whose: 'organisation',
      year: 2026,
    });
    expect(organisation.text).toMatch(/^Sorry, the uploaded salary sheets are on the Payroll page/);
  });
});

describe('the appraisals made', () => {
  it('names the promotions of the latest round', async () => {
    const answer = await answerAppraisalsDone(await contextOf(DEMO_ADMIN_EMAIL), {
      kind: 'appraisals-done',
      onlyPromotions: true,
      range: null,
    });
    expect(answer.text).toContain('promotions in the latest appraisal round (31 January 2026)');
    expect(answer.text).toContain(
      'Divya Menon, 31 January 2026: Software Engineer → Senior Software Engineer',
    );
    expect(answer.text).toContain(
      'Neha Kapoor, 31 January 2026: Software Engineer → Senior Software Engineer',
    );
  });

  it("refuses colleagues' appraisals to an employee", async () => {
    const answer = await answerAppraisalsDone(await contextOf(DEMO_EMPLOYEE_EMAIL), {
      kind: 'appraisals-done',
      onlyPromotions: false,
      range: null,
    });
    expect(answer.text).toMatch(/^Sorry, colleagues' appraisals/);
  });
});

describe('the record facts', () => {
  it('names the relieved with their relieving date in the headcount', async () => {
    const answer = await answerHeadcount(await contextOf(DEMO_ADMIN_EMAIL));
    expect(answer.text).toContain('Gaurav Mishra, relieved on 27 February 2026');
  });

  it('gives the bank details of My Profile, the account number masked', async () => {
    const answer = await answerMyRecord(await contextOf(DEMO_EMPLOYEE_EMAIL), {
      kind: 'my-record',
      field: 'bank',
    });
    expect(answer.text).toMatch(
      /^Your salary account on My Profile: HDFC Bank, IFSC HDFC\w+, account •+ ?\d{4}\.$/,
    );
  });
});
