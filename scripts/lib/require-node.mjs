// The project runs on Node.js 24 LTS, which `npm ci` installs as a dependency (the `node` package) and every
// npm script finds first on its PATH. Started some other way on an older Node, a program stops here with one
// sentence rather than failing later on an API that Node lacks.

/** The oldest major version of Node.js the project runs on. */
export const requiredNodeMajor = 24;

/** Why `version` (as in process.versions.node) cannot run the project, or null when it can. */
export function nodeTooOld(version) {
  if (Number(version.split('.')[0]) >= requiredNodeMajor) return null;
  return `This site needs Node.js ${requiredNodeMajor} or later and was started with Node.js ${version}: run it through npm (npm start), which uses the Node.js ${requiredNodeMajor} that npm ci installed.`;
}

const problem = nodeTooOld(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
