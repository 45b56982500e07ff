// Prints the slowest test files of a vitest run from its JSON report (`--reporter=json
// --outputFile=…`), so CI shows where the test loop's time goes as it grows.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const [reportPath, title = 'vitest', count = '10'] = process.argv.slice(2);
if (!reportPath) {
  console.error('usage: node scripts/slowest-test-files.mjs <vitest-report.json> [title] [count]');
  process.exit(2);
}

const report = JSON.parse(readFileSync(reportPath, 'utf8'));
const files = report.testResults
  .map((file) => ({
    name: relative(process.cwd(), file.name),
    seconds: (file.endTime - file.startTime) / 1000,
    tests: file.assertionResults.length,
  }))
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, Number(count));

console.log(
  `slowest test files of ${title} (${report.numTotalTests} tests in ${report.testResults.length} files):`,
);
for (const file of files) {
  console.log(
    `${file.seconds.toFixed(1).padStart(7)} s  ${String(file.tests).padStart(4)} tests  ${file.name}`,
  );
}
