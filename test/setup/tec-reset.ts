// Global setup of the tec project: CAL_TEC_RESET, when set, is a shell command that restores the site first
// (e.g. `bash DIR/reset.sh` of ../shared/tec-site); the suite passes on a used site too.
import { execSync } from 'node:child_process';

export default function resetSite(): void {
  const command = process.env.CAL_TEC_RESET;
  if (!command) return;
  process.stderr.write(`Resetting the TEC site: ${command}\n`);
  execSync(command, { stdio: ['ignore', 'ignore', 'inherit'], timeout: 120_000 });
}
