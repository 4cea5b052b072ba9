// The project runs on Node.js 24 LTS, which `npm ci` installs as a dependency (the `node` package) and every
// npm script finds first on its PATH. Started some other way on an older Node, a program stops here with one
// sentence rather than failing later on an API that Node lacks. In the built front and backend the packages
// they import are loaded before this check runs (imports are evaluated first); `npm start` checks before
// anything.

/** The oldest Node.js the project runs on: the first Node 24 LTS release (package.json `engines`). */
export const requiredNode = { major: 24, minor: 11 };

/** Why `version` (as in process.versions.node) cannot run the project, or null when it can. */
export function nodeTooOld(version) {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const { major: needMajor, minor: needMinor } = requiredNode;
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return null;
  return `This site needs Node.js ${needMajor}.${needMinor} or later and was started with Node.js ${version}: run it through npm (npm start), which uses the Node.js ${needMajor} that npm ci installed.`;
}

const problem = nodeTooOld(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
