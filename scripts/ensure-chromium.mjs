// Installs Debian's Chromium for the browser tests when it is missing (never a downloaded build).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.log("Chromium is missing: installing Debian's chromium package with apt-get...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync('apt-get install -y -qq chromium', { stdio: 'inherit', env });
}
if (!existsSync(CHROMIUM)) {
  console.error(`${CHROMIUM} is still missing after apt-get.`);
  process.exit(1);
}
