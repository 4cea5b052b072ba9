// The registry this project is installed from holds only the Linux builds of packages that ship native
// binaries per platform (@next/swc-*, @rollup/rollup-*, @swc/core-*, @unrs/resolver-binding-*). `npm install`
// then leaves the other platforms' optional packages out of package-lock.json, and `npm ci` refuses such a
// lock as out of sync. This script adds the missing optional entries with the platform fields npm needs to
// skip them (os, cpu, libc), read from the package name, so `npm ci` installs exactly what the lock says.
// Run it after every `npm install` that changes the lock: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = 'package-lock.json';
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const systems = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32'];
const cpus = [
  ['arm64', 'arm64'],
  ['x64', 'x64'],
  ['ia32', 'ia32'],
  ['loong64', 'loong64'],
  ['ppc64', 'ppc64'],
  ['riscv64', 'riscv64'],
  ['s390x', 's390x'],
  ['arm', 'arm'],
];

/** The platform a per-platform package is built for, from its name (e.g. `rollup-linux-x64-musl`). */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = systems.find((system) => parts.includes(system));
  const cpu = cpus.find(([token]) =>
    parts.some((part) => part === token || part.startsWith(`${token}`)),
  )?.[1];
  if (!os || !cpu) return null;
  const libc = os === 'linux' ? (parts.some((p) => p.startsWith('musl')) ? 'musl' : 'glibc') : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(spec)) {
      console.warn(`left alone: ${name}@${spec} (not a per-platform build with an exact version)`);
      continue;
    }
    packages[`node_modules/${name}`] = {
      version: spec,
      cpu: [platform.cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      optional: true,
      os: [platform.os],
    };
    added += 1;
  }
}

// npm keeps the entries sorted this way; doing the same keeps the diff to the added lines.
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, 'en')));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} optional per-platform entries to ${lockPath}`);
