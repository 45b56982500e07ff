// The sample salary sheet is a plain download: the browser follows the link with its session cookie
// and saves the attachment.
export const SAMPLE_SHEET_HREF = '/api/v1/payroll/sample-sheet';
